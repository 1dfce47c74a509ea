import { type Card, cardValue } from '../../cards/card.ts';
import { type DealtCard, type FaceDownCard, hide, numberCards } from '../../cards/identity.ts';
import { pltShuffle } from '../../cards/shuffle.ts';
import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { createRng, type Rng } from '../../core/rng.ts';
import { type SpiderParams, type SuitCount, spiderInfo, suitCount } from './info.ts';
import { parseState, stateToString } from './notation.ts';
import {
  DEAL,
  GIVE_UP,
  type Pile,
  RUNS,
  runLength,
  type SpiderMove,
  type SpiderObservation,
  type SpiderState,
  spiderDeck,
  TABLEAUS,
  type Table,
} from './state.ts';
import { provenSeed } from './winnable.ts';

/**
 * Spider as PLT deals and plays it (spec §6): 104 cards from 1, 2 or 4 suits, ten tableaus of
 * 6/6/6/6/5/5/5/5/5/5 with the top card face up, and a stock of five deals of ten. A same-suit
 * descending run moves onto a card one higher of any suit or onto an empty tableau; a face-down
 * card turns up when uncovered; a finished K..A run leaves at once. Not in PLT: the game ends,
 * won when the eighth run leaves, lost when the player gives up once the stock is used.
 */

/**
 * PLT's reset-game!: riffle 7×; 5 face-down cards on tableaus 1–4 and 4 on 5–10, then one
 * face-up card on each from the stock. Card ids are positions in the shuffled deck.
 */
export function deal(suits: SuitCount, rng: Rng): SpiderState {
  let deck = numberCards(pltShuffle(spiderDeck(suits), rng));
  const tableau: Pile[] = [];
  for (let i = 0; i < TABLEAUS; i++) {
    const n = i < 4 ? 5 : 4;
    // PLT's piles are lists with the top first: the first card taken lies on top.
    tableau.push({ down: deck.slice(0, n).reverse(), up: [] });
    deck = deck.slice(n);
  }
  const state = { suits, tableau, stock: deck, done: [], gaveUp: false };
  return dealRow(state);
}

const isEmpty = (p: Pile<unknown>) => p.down.length === 0 && p.up.length === 0;

/** Why moving `count` cards from `from` to `to` is illegal, or undefined. */
function whyNotMove(t: readonly Pile<unknown>[], from: number, count: number, to: number) {
  const source = t[from];
  const target = t[to];
  if (!source || !target) return `tableaus are numbered 1 to ${TABLEAUS}`;
  if (from === to) return 'a run cannot move onto its own tableau';
  if (!Number.isInteger(count) || count < 1) return 'a move takes at least one card';
  if (count > runLength(source.up)) {
    return `tableau ${from + 1} has no same-suit run of ${count} cards on top`;
  }
  if (isEmpty(target)) return undefined;
  const moved = source.up[source.up.length - count] as DealtCard;
  const top = target.up[target.up.length - 1];
  if (!top || cardValue(top.value) !== cardValue(moved.value) + 1) {
    return `tableau ${to + 1} does not end in a card one higher than the run`;
  }
  return undefined;
}

/**
 * The moves, in this order: runs by source tableau, then by length, then by target tableau;
 * then the deal; then giving up. Works on an observation too (face-up cards decide everything).
 */
export function movesOf(t: Table): SpiderMove[] {
  if (isOver(t)) return [];
  const out: SpiderMove[] = [];
  t.tableau.forEach((source, from) => {
    const run = runLength(source.up);
    for (let count = 1; count <= run; count++) {
      for (let to = 0; to < TABLEAUS; to++) {
        if (!whyNotMove(t.tableau, from, count, to)) out.push({ kind: 'move', from, count, to });
      }
    }
  });
  if (t.stock.length > 0 && !t.tableau.some(isEmpty)) out.push(DEAL);
  if (t.stock.length === 0) out.push(GIVE_UP);
  return out;
}

export const isWon = (t: Pick<Table, 'done'>) => t.done.length === RUNS;
export const isOver = (t: Pick<Table, 'done' | 'gaveUp'>) => isWon(t) || t.gaveUp;

function isMove(move: unknown): move is SpiderMove {
  if (typeof move !== 'object' || move === null) return false;
  const m = move as Record<string, unknown>;
  if (m.kind === 'deal' || m.kind === 'give-up') return Object.keys(m).length === 1;
  return (
    m.kind === 'move' &&
    Number.isInteger(m.from) &&
    Number.isInteger(m.count) &&
    Number.isInteger(m.to) &&
    Object.keys(m).length === 4
  );
}

/** The one legality check, for `play` and `parseMove`: why `move` is illegal, or undefined. */
export function whyIllegal(t: Table, move: unknown): string | undefined {
  if (!isMove(move)) return `${excerpt(JSON.stringify(move) ?? String(move))} is not a Spider move`;
  if (isOver(t)) return 'the game is over';
  switch (move.kind) {
    case 'move':
      return whyNotMove(t.tableau, move.from, move.count, move.to);
    case 'deal':
      if (t.stock.length === 0) return 'the stock is empty';
      return t.tableau.some(isEmpty) ? 'no deal while a tableau is empty' : undefined;
    case 'give-up':
      return t.stock.length > 0 ? 'giving up waits until the stock is used' : undefined;
  }
}

/**
 * PLT's check-complete and shift-stacks after every change: a K..A run of one suit on top of a
 * tableau leaves for the completed runs, then each tableau's top card turns face up.
 */
function settle(s: SpiderState): SpiderState {
  const done = [...s.done];
  const tableau = s.tableau.map((pile) => {
    let { down, up } = pile;
    if (runLength(up) >= 13 && cardValue((up[up.length - 1] as DealtCard).value) === 1) {
      done.push(up.slice(up.length - 13));
      up = up.slice(0, up.length - 13);
    }
    if (up.length === 0 && down.length > 0) {
      up = [down[down.length - 1] as DealtCard];
      down = down.slice(0, -1);
    }
    return up === pile.up ? pile : { down, up };
  });
  return { ...s, tableau, done };
}

function dealRow(s: SpiderState): SpiderState {
  const tableau = s.tableau.map((p, i) => ({
    down: p.down,
    up: [...p.up, s.stock[i] as DealtCard],
  }));
  return settle({ ...s, tableau, stock: s.stock.slice(TABLEAUS) });
}

function apply(s: SpiderState, move: SpiderMove): SpiderState {
  switch (move.kind) {
    case 'deal':
      return dealRow(s);
    case 'give-up':
      return { ...s, gaveUp: true };
    case 'move': {
      const source = s.tableau[move.from] as Pile;
      const run = source.up.slice(source.up.length - move.count);
      const tableau = s.tableau.map((p, i) =>
        i === move.from
          ? { down: p.down, up: p.up.slice(0, p.up.length - move.count) }
          : i === move.to
            ? { down: p.down, up: [...p.up, ...run] }
            : p,
      );
      return settle({ ...s, tableau });
    }
  }
}

export function moveToString(move: SpiderMove): string {
  return move.kind === 'move' ? `${move.from + 1}:${move.count}>${move.to + 1}` : move.kind;
}

const MOVE_FORMS = 'expected a move like 4:3>7 (3 cards from tableau 4 onto 7), deal or give-up';

export function parseMove(text: string, t: Table): Result<SpiderMove> {
  const word = text.trim().toLowerCase();
  const m = /^(\d{1,2}):(\d{1,2})>(\d{1,2})$/.exec(word);
  const move: SpiderMove | undefined =
    word === 'deal' || word === 'give-up'
      ? { kind: word }
      : m
        ? { kind: 'move', from: Number(m[1]) - 1, count: Number(m[2]), to: Number(m[3]) - 1 }
        : undefined;
  if (!move) return err(`move ${excerpt(text)}: ${MOVE_FORMS}`);
  const why = whyIllegal(t, move);
  return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move);
}

/** The cards of the deck the observation does not show face up, as values. */
export function unseenValues(o: SpiderObservation): Card[] {
  const left = spiderDeck(o.suits);
  const seen = [...o.tableau.flatMap((p) => p.up), ...o.done.flat()];
  for (const c of seen) {
    const i = left.indexOf(c.value);
    if (i < 0) throw new Error(`the observation shows more ${c.value} than the deck holds`);
    left.splice(i, 1);
  }
  return left;
}

/** The unseen cards dealt again at random into the face-down places and the stock. */
export function determinize(o: SpiderObservation, rng: Rng): SpiderState {
  const unseen = rng.shuffle(unseenValues(o));
  const fill = (c: FaceDownCard): DealtCard => {
    const value = unseen.pop();
    if (!value) throw new Error('fewer unseen cards than face-down places');
    return { id: c.id, value };
  };
  const state: SpiderState = {
    suits: o.suits,
    tableau: o.tableau.map((p) => ({ down: p.down.map(fill), up: p.up })),
    stock: o.stock.map(fill),
    done: o.done,
    gaveUp: o.gaveUp,
  };
  if (unseen.length > 0) throw new Error('more unseen cards than face-down places');
  return state;
}

export function observeTable(s: Table): SpiderObservation {
  return {
    suits: s.suits,
    tableau: s.tableau.map((p) => ({ down: p.down.map(hide), up: p.up })),
    stock: s.stock.map(hide),
    done: s.done,
    gaveUp: s.gaveUp,
  };
}

const suitWord = (n: SuitCount) => (n === 1 ? 'one suit' : `${n} suits`);

export const spider: Game<SpiderState, SpiderMove, SpiderParams, SpiderObservation> = {
  ...spiderInfo,

  setup(p, rng) {
    const suits = suitCount(p);
    return deal(suits, p.winnable ? createRng(provenSeed(suits, rng)) : rng);
  },

  toMove: () => 0,
  legalMoves: movesOf,

  play(s, move) {
    const why = whyIllegal(s, move);
    if (why) throw new IllegalMoveError(`move ${JSON.stringify(move)}: ${why}`);
    return apply(s, move);
  },

  result(s) {
    if (isWon(s))
      return { kind: 'solved', detail: `All eight runs completed (${suitWord(s.suits)})` };
    if (s.gaveUp)
      return { kind: 'failed', detail: `Gave up with ${s.done.length} of 8 runs completed` };
    return null;
  },

  /** Everyone sees the face-up cards only, as on PLT's table: face-down cards stay backs. */
  observe: (s) => observeTable(s),

  /** The unseen cards dealt again at random into the face-down places and the stock. */
  determinize: (o, _player, rng) => determinize(o, rng),

  moveToString,
  parseMove,
  stateToString,
  parseState,
};
