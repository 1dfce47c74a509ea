import { type Card, cardName, parseCard } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { pltShuffleList } from '../../cards/shuffle.ts';
import { excerpt } from '../../core/excerpt.ts';
import { CHANCE, type Game, IllegalMoveError, type Viewer } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import { isGin } from './gin.ts';
import { DEAL_COUNT, OPPONENT, type RummyParams, rummyInfo, YOU } from './info.ts';
import { parseState, stateToString } from './notation.ts';
import {
  inDeckOrder,
  type RummyEnd,
  type RummyMove,
  type RummyObservation,
  type RummyState,
  type Seen,
  topDiscard,
} from './state.ts';

/**
 * PLT's Rummy (ginrummy.rkt, spec §5): ten cards each; on a turn draw from the stock or take
 * the top discard, then discard; a hand wins when, after its discard, every card is in a set.
 */

/** PLT's deck: a standard one through its `shuffle-list`. */
export const pltDeck = (rng: Rng): Card[] => pltShuffleList(standardDeck(), rng);

/** Both dealt hands are checked for gin before anyone plays, as PLT does. */
function dealtEnd(hands: readonly (readonly Card[])[]): RummyEnd | null {
  const you = isGin(hands[YOU] as Card[]);
  const opponent = isGin(hands[OPPONENT] as Card[]);
  if (!you && !opponent) return null;
  return { winner: you && opponent ? 'tie' : you ? YOU : OPPONENT, dealt: true };
}

/** PLT deals ten cards to its machine player first, then ten to you, then one face up. */
export function deal(deck: readonly Card[]): RummyState {
  const hands: Card[][] = [];
  hands[OPPONENT] = deck.slice(0, DEAL_COUNT);
  hands[YOU] = deck.slice(DEAL_COUNT, 2 * DEAL_COUNT);
  const end = dealtEnd(hands);
  return {
    hands,
    known: [[], []],
    stock: inDeckOrder(deck.slice(2 * DEAL_COUNT + 1)),
    discards: deck.slice(2 * DEAL_COUNT, 2 * DEAL_COUNT + 1),
    turn: YOU,
    phase: end ? 'over' : 'draw',
    end,
  };
}

/**
 * The moves in this order: `stock` then `take` to draw; to discard, the hand's cards in hand
 * order (the card just taken included, as PLT allows); at a chance node, the stock's cards.
 */
function choices(s: RummyState): RummyMove[] {
  switch (s.phase) {
    case 'draw':
      return [{ kind: 'stock' }, { kind: 'take' }];
    case 'drawing':
      return s.stock.map((card) => ({ kind: 'dealt', card }));
    case 'discard':
      return (s.hands[s.turn] ?? []).map((card) => ({ kind: 'discard', card }));
    case 'over':
      return [];
  }
}

const isCardMove = (kind: unknown) => kind === 'discard' || kind === 'dealt';

function isMove(move: unknown): move is RummyMove {
  if (typeof move !== 'object' || move === null) return false;
  const { kind, card } = move as { kind?: unknown; card?: unknown };
  if (kind === 'stock' || kind === 'take') return true;
  return isCardMove(kind) && typeof card === 'string' && parseCard(card).ok;
}

/** The one legality check, for `play` and `parseMove`: why `move` is illegal, or undefined. */
function whyIllegal(s: RummyState, move: unknown): string | undefined {
  if (!isMove(move)) return `${JSON.stringify(move)} is not a Rummy move`;
  if (s.phase === 'over') return 'the game is over';
  if ((s.phase === 'drawing') !== (move.kind === 'dealt')) {
    return s.phase === 'drawing' ? 'a card is coming from the stock' : 'no card is being drawn';
  }
  const wantsDraw = move.kind === 'stock' || move.kind === 'take';
  if (move.kind !== 'dealt' && wantsDraw !== (s.phase === 'draw')) {
    return s.phase === 'draw' ? 'draw a card first' : 'discard a card first';
  }
  if (move.kind === 'dealt' && !s.stock.includes(move.card)) return 'that card is not in the stock';
  if (move.kind === 'stock' && s.stock.length === 0) return 'the stock is empty';
  if (move.kind === 'take' && s.discards.length === 0) return 'the discard pile is empty';
  if (move.kind === 'discard' && !(s.hands[s.turn] ?? []).includes(move.card)) {
    return `player ${s.turn + 1} does not hold ${move.card}`;
  }
  return undefined;
}

const withPlayer = <T>(rows: readonly T[], player: number, row: T): T[] =>
  rows.map((r, i) => (i === player ? row : r));

/** The drawn card goes to the front of the hand. */
function drawn(s: RummyState, card: Card, fromPile: boolean): RummyState {
  const p = s.turn;
  const hand = [card, ...(s.hands[p] ?? [])];
  return {
    ...s,
    hands: withPlayer(s.hands, p, hand),
    known: fromPile ? withPlayer(s.known, p, [card, ...(s.known[p] ?? [])]) : s.known,
    stock: fromPile ? s.stock : s.stock.filter((c) => c !== card),
    discards: fromPile ? s.discards.slice(0, -1) : s.discards,
    phase: 'discard',
  };
}

/**
 * The discard ends the game when it leaves the mover with gin. Otherwise an empty stock is
 * rebuilt from the discard pile less its top card (PLT riffles it; here the draws are chance).
 */
function discarded(s: RummyState, card: Card): RummyState {
  const p = s.turn;
  const hand = (s.hands[p] ?? []).filter((c) => c !== card);
  const hands = withPlayer(s.hands, p, hand);
  const known = withPlayer(
    s.known,
    p,
    (s.known[p] ?? []).filter((c) => c !== card),
  );
  const discards = [...s.discards, card];
  if (isGin(hand)) {
    return { ...s, hands, known, discards, phase: 'over', end: { winner: p, dealt: false } };
  }
  const rebuild = s.stock.length === 0;
  return {
    hands,
    known,
    stock: rebuild ? inDeckOrder(discards.slice(0, -1)) : s.stock,
    discards: rebuild ? [card] : discards,
    turn: 1 - p,
    phase: 'draw',
    end: null,
  };
}

function apply(s: RummyState, move: RummyMove): RummyState {
  switch (move.kind) {
    case 'stock':
      return { ...s, phase: 'drawing' };
    case 'dealt':
      return drawn(s, move.card, false);
    case 'take':
      return drawn(s, topDiscard(s) as Card, true);
    case 'discard':
      return discarded(s, move.card);
  }
}

function moveToString(move: RummyMove): string {
  switch (move.kind) {
    case 'dealt':
      return `+${move.card}`;
    case 'discard':
      return move.card;
    default:
      return move.kind;
  }
}

function parseMove(text: string, s: RummyState): Result<RummyMove> {
  const t = text.trim();
  const read = parseCard(t.replace(/^\+/, ''));
  const move: RummyMove | undefined =
    t === 'stock' || t === 'take'
      ? { kind: t }
      : read.ok
        ? { kind: t.startsWith('+') ? 'dealt' : 'discard', card: read.value }
        : undefined;
  if (!move) {
    return err(`move ${excerpt(text)}: expected stock, take, a card to discard like QH, or +QH`);
  }
  const why = whyIllegal(s, move);
  return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move);
}

/** What the end says, as PLT's status line: "Dealt gin. Game over. You win." */
export function endText(end: RummyEnd, names: readonly string[] = ['You', 'Opponent']): string {
  const who =
    end.winner === 'tie'
      ? 'Tie'
      : end.winner === YOU
        ? `${names[YOU]} win`
        : `${names[OPPONENT]} wins`;
  return `${end.dealt ? 'Dealt gin. ' : ''}Game over. ${who}.`;
}

function observe(s: RummyState, viewer: Viewer): RummyObservation {
  const sees = (p: number) => viewer === 'all' || viewer === p;
  return {
    viewer,
    hands: s.hands.map((hand, p) =>
      sees(p) ? hand : hand.map((c): Seen => ((s.known[p] ?? []).includes(c) ? c : null)),
    ),
    known: s.known,
    stock: viewer === 'all' ? s.stock : s.stock.map(() => null),
    discards: s.discards,
    turn: s.turn,
    phase: s.phase,
    end: s.end,
  };
}

/**
 * Deals the cards the observation does not show (the deck less every face-up card) into its
 * face-down places at random: the other hand's unknown cards and the stock.
 */
function determinize(o: RummyObservation, _player: number, rng: Rng): RummyState {
  const seen = new Set<Card>([...o.discards]);
  for (const c of [...o.hands.flat(), ...o.stock]) if (c !== null) seen.add(c);
  const unseen = rng.shuffle(standardDeck().filter((c) => !seen.has(c)));
  const fill = (cards: readonly Seen[]) => cards.map((c) => c ?? (unseen.pop() as Card));
  const hands = o.hands.map(fill);
  const stock = inDeckOrder(fill(o.stock));
  if (unseen.length > 0) throw new Error(`${unseen.length} unseen cards with no face-down place`);
  return {
    hands,
    known: o.known,
    stock,
    discards: o.discards,
    turn: o.turn,
    phase: o.phase,
    end: o.end,
  };
}

/** A draw from the stock shows its card to the drawer only; everything else is seen by both. */
function moveText(s: RummyState, move: RummyMove, viewer: Viewer): string {
  switch (move.kind) {
    case 'stock':
      return 'draws from the stock';
    case 'dealt':
      return viewer === 'all' || viewer === s.turn
        ? `gets the ${cardName(move.card)}`
        : 'gets a card';
    case 'take':
      return `takes the ${cardName(topDiscard(s) as Card)} from the discards`;
    case 'discard': {
      const after = discarded(s, move.card);
      const gin = after.end ? ': gin!' : '';
      const rebuilt =
        !after.end && s.stock.length === 0 ? '; the stock is rebuilt from the discards' : '';
      return `discards the ${cardName(move.card)}${gin}${rebuilt}`;
    }
  }
}

export const rummy: Game<RummyState, RummyMove, RummyParams, RummyObservation> = {
  ...rummyInfo,

  /** PLT's deck, riffled seven times, dealt as PLT deals. */
  setup: (_params, rng) => deal(pltDeck(rng)),

  toMove: (s) => (s.phase === 'drawing' ? CHANCE : s.turn),

  legalMoves: choices,

  /** Every card of the stock is equally likely to come. */
  chanceOutcomes: (s) =>
    s.phase === 'drawing'
      ? s.stock.map((card) => ({ move: { kind: 'dealt', card }, probability: 1 / s.stock.length }))
      : [],

  play(s, move) {
    const why = whyIllegal(s, move);
    if (why) throw new IllegalMoveError(`move ${JSON.stringify(move)}: ${why}`);
    return apply(s, move);
  },

  result(s) {
    if (!s.end) return null;
    const detail = endText(s.end);
    return s.end.winner === 'tie'
      ? { kind: 'draw', detail }
      : { kind: 'win', winner: s.end.winner, detail };
  },

  observe,
  determinize,
  moveText,
  moveToString,
  parseMove,
  stateToString,
  parseState,
};

/** The moves of the player to move, from an observation that shows their hand. */
export function movesSeen(o: RummyObservation): RummyMove[] {
  if (o.phase === 'draw') return [{ kind: 'stock' }, { kind: 'take' }];
  if (o.phase !== 'discard') return [];
  const hand = o.hands[o.turn] ?? [];
  return hand.flatMap((c) => (c === null ? [] : [{ kind: 'discard', card: c } as const]));
}
