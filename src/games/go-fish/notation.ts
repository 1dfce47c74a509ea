import { parseCard, parseCardList, RANKS, type Rank } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { PLAYERS } from './info.ts';
import type { GoFishMove, GoFishState } from './state.ts';

/**
 * Text forms. Moves: `ask-7H-1` (ask player 1, Opponent 1, for sevens, showing the 7♥),
 * `pair-7H`, `draw`: no spaces, since a record joins moves with them. States: `turn=0 phase=ask deck=… hands=…/…/… boxes=… asked=… shown=… lacks=…`,
 * lists comma-separated, players split by `/`, `-` for an empty list.
 */
export function moveToString(move: GoFishMove): string {
  switch (move.kind) {
    case 'ask':
      return `ask-${move.card}-${move.target}`;
    case 'pair':
      return `pair-${move.card}`;
    case 'draw':
      return 'draw';
  }
}

export function readMove(text: string): Result<GoFishMove> {
  const words = text.trim().split('-');
  const bad = err<GoFishMove>(
    `move ${excerpt(text)}: expected ask-CARD-PLAYER (ask-7H-1), pair-CARD (pair-7H) or draw`,
  );
  if (words[0] === 'draw' && words.length === 1) return ok({ kind: 'draw' });
  const card = words[1] === undefined ? undefined : parseCard(words[1]);
  if (!card?.ok) return card && !card.ok ? err(`move ${excerpt(text)}: ${card.error}`) : bad;
  if (words[0] === 'pair' && words.length === 2) return ok({ kind: 'pair', card: card.value });
  const target = Number(words[2]);
  if (words[0] !== 'ask' || words.length !== 3 || !/^\d$/.test(words[2] ?? '')) return bad;
  if (target >= PLAYERS) return err(`move ${excerpt(text)}: players are 0 to ${PLAYERS - 1}`);
  return ok({ kind: 'ask', card: card.value, target });
}

const list = (items: readonly string[]) => items.join(',') || '-';
const perPlayer = (lists: readonly (readonly string[])[]) => lists.map(list).join('/');

export const stateToString = (s: GoFishState): string =>
  [
    `turn=${s.turn}`,
    `phase=${s.phase}`,
    `deck=${list(s.deck)}`,
    `hands=${perPlayer(s.hands)}`,
    `boxes=${perPlayer(s.boxes)}`,
    `asked=${perPlayer(s.asked)}`,
    `shown=${list(s.shown)}`,
    `lacks=${perPlayer(s.lacks)}`,
  ].join(' ');

function readPlayers<T>(
  text: string,
  what: string,
  read: (t: string, w: string) => Result<T[]>,
): Result<T[][]> {
  const parts = text.split('/');
  if (parts.length !== PLAYERS) return err(`${what}: ${PLAYERS} lists split by "/" expected`);
  const out: T[][] = [];
  for (const [p, part] of parts.entries()) {
    const r = read(part, `${what} of player ${p}`);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}

function readRanks(text: string, what: string): Result<Rank[]> {
  if (text === '-') return ok([]);
  const ranks = text.split(',');
  const bad = ranks.find((r) => !(RANKS as readonly string[]).includes(r));
  return bad === undefined ? ok(ranks as Rank[]) : err(`${what}: ${excerpt(bad)} is not a rank`);
}

const FIELDS =
  /^turn=([0-2]) phase=(ask|fish) deck=(\S+) hands=(\S+) boxes=(\S+) asked=(\S+) shown=(\S+) lacks=(\S+)$/;

export function parseState(text: string): Result<GoFishState> {
  const m = FIELDS.exec(text.trim());
  if (!m) {
    return err(
      `state ${excerpt(text)}: expected turn=N phase=ask|fish deck=… hands=… boxes=… asked=… shown=… lacks=…`,
    );
  }
  const deck = parseCardList(m[3] as string, 'deck');
  const hands = readPlayers(m[4] as string, 'hand', parseCardList);
  const boxes = readPlayers(m[5] as string, 'box', parseCardList);
  const asked = readPlayers(m[6] as string, 'asked', parseCardList);
  const shown = parseCardList(m[7] as string, 'shown');
  const lacks = readPlayers(m[8] as string, 'lacks', readRanks);
  for (const r of [deck, hands, boxes, asked, shown, lacks]) if (!r.ok) return r as Result<never>;
  if (!(deck.ok && hands.ok && boxes.ok && asked.ok && shown.ok && lacks.ok)) return err('');
  const all = [...deck.value, ...hands.value.flat(), ...boxes.value.flat()];
  if (new Set(all).size !== all.length || all.length !== standardDeck().length) {
    return err('deck, hands and boxes must hold each of the 52 cards once');
  }
  if (boxes.value.some((b) => b.length % 2 !== 0)) return err('a box holds whole pairs');
  if (m[2] === 'fish' && deck.value.length === 0) return err('Go Fish with an empty pile');
  return ok({
    turn: Number(m[1]),
    phase: m[2] as 'ask' | 'fish',
    deck: deck.value,
    hands: hands.value,
    boxes: boxes.value,
    asked: asked.value,
    shown: shown.value,
    lacks: lacks.value,
  });
}
