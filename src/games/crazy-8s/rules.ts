import {
  type Card,
  cardName,
  parseCard,
  SUIT_NAMES,
  SUIT_SYMBOLS,
  SUITS,
  type Suit,
  suitOf,
} from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { pltShuffleList } from '../../cards/shuffle.ts';
import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError, type Outcome } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import { isEight, playable, sortHand, type Target } from './cards.ts';
import { type Crazy8sParams, crazy8sInfo, dealOf } from './info.ts';
import { parseState, parseSuit, stateToString, topValue } from './notation.ts';
import type { Crazy8sMove, Crazy8sObservation, Crazy8sState } from './state.ts';

export type { Crazy8sMove, Crazy8sObservation, Crazy8sState } from './state.ts';

/** What the next card must follow in `s`. */
export const targetOf = (s: Pick<Crazy8sState, 'discard' | 'suit'>): Target => ({
  suit: s.suit,
  value: topValue(s.discard),
});

/**
 * Stuck: the stock is empty and no hand holds a card that may be played. PLT tests only the
 * human's hand here (its helper rejects any card not in "your" hand), so it could end a game
 * that an opponent could still play on; we test every hand.
 */
export function isStuck(s: Crazy8sState): boolean {
  const t = targetOf(s);
  return s.stock.length === 0 && s.hands.every((h) => !h.some((c) => playable(c, t)));
}

function outcomeOf(s: Crazy8sState): Outcome | null {
  const winner = s.hands.findIndex((h) => h.length === 0);
  if (winner >= 0) return { kind: 'win', winner, detail: 'Out of cards' };
  if (isStuck(s)) return { kind: 'draw', detail: 'Stuck: the stock is empty and no one can play' };
  return null;
}

/**
 * The moves of a hand, in this order: its playable cards in hand order, an eight that is not
 * the last card once per suit called (clubs, diamonds, hearts, spades); then `draw` while the
 * stock has cards, else `pass`.
 */
export function movesOf(hand: readonly Card[], t: Target, stockSize: number): Crazy8sMove[] {
  const moves: Crazy8sMove[] = [];
  for (const card of hand) {
    if (!playable(card, t)) continue;
    if (isEight(card) && hand.length > 1) {
      for (const suit of SUITS) moves.push({ kind: 'play', card, suit });
    } else moves.push({ kind: 'play', card });
  }
  moves.push(stockSize > 0 ? { kind: 'draw' } : { kind: 'pass' });
  return moves;
}

function legalMoves(s: Crazy8sState): Crazy8sMove[] {
  if (outcomeOf(s)) return [];
  return movesOf(s.hands[s.turn] ?? [], targetOf(s), s.stock.length);
}

/** The moves of the player to move, from an observation that shows their hand; else none. */
export function movesSeen(o: Crazy8sObservation): Crazy8sMove[] {
  const hand = o.hands[o.turn];
  if (hand === undefined || typeof hand === 'number' || hand.length === 0) return [];
  if (o.hands.some((h) => (typeof h === 'number' ? h : h.length) === 0)) return [];
  const size = typeof o.stock === 'number' ? o.stock : o.stock.length;
  return movesOf(hand, targetOf(o), size);
}

const SUIT_SET = new Set<string>(SUITS);
const DECK = new Set<string>(standardDeck());

/** The one legality check, for `play` and `parseMove`: why `move` is illegal, or undefined. */
function whyIllegal(s: Crazy8sState, move: unknown): string | undefined {
  const m = move as { kind?: unknown; card?: unknown; suit?: unknown } | null;
  if (typeof m !== 'object' || m === null) return `${JSON.stringify(move)} is not a move`;
  if (outcomeOf(s)) return 'the game is over';
  const hand = s.hands[s.turn] ?? [];
  switch (m.kind) {
    case 'draw':
      return s.stock.length > 0 ? undefined : 'the stock is empty: pass instead';
    case 'pass':
      return s.stock.length === 0 ? undefined : 'a player passes only when the stock is empty';
    case 'play': {
      if (typeof m.card !== 'string' || !DECK.has(m.card)) return 'no such card';
      const card = m.card as Card;
      if (!hand.includes(card)) return `player ${s.turn + 1} does not hold ${card}`;
      if (!playable(card, targetOf(s))) {
        return `${card} follows neither ${SUIT_NAMES[s.suit]} nor the value ${topValue(s.discard)}`;
      }
      const calls = isEight(card) && hand.length > 1;
      if (calls && !(typeof m.suit === 'string' && SUIT_SET.has(m.suit))) {
        return 'an eight that is not the last card calls a suit (C, D, H or S)';
      }
      if (!calls && m.suit !== undefined)
        return 'only an eight that is not the last card calls a suit';
      return undefined;
    }
    default:
      return `${JSON.stringify(move)} is not a move`;
  }
}

const next = (s: Crazy8sState) => (s.turn + 1) % s.hands.length;

/** Plays a move known to be legal, without the check: for playouts of legal policies. */
export function apply(s: Crazy8sState, move: Crazy8sMove): Crazy8sState {
  const hand = s.hands[s.turn] ?? [];
  const withHand = (h: readonly Card[]) => s.hands.map((x, i) => (i === s.turn ? h : x));
  switch (move.kind) {
    case 'draw': {
      const card = s.stock[0] as Card;
      const drewAgainst = s.drewAgainst.map((t, i) => (i === s.turn ? targetOf(s) : t));
      return { ...s, hands: withHand([card, ...hand]), stock: s.stock.slice(1), drewAgainst };
    }
    case 'pass':
      return { ...s, turn: next(s) };
    case 'play':
      return {
        ...s,
        hands: withHand(hand.filter((c) => c !== move.card)),
        discard: [...s.discard, move.card],
        suit: move.suit ?? suitOf(move.card),
        turn: next(s),
      };
  }
}

/** `7H`, `8S:H` (an eight calling hearts), `draw`, `pass`. */
function moveToString(move: Crazy8sMove): string {
  if (move.kind !== 'play') return move.kind;
  return move.suit ? `${move.card}:${move.suit}` : move.card;
}

function parseMove(text: string, s: Crazy8sState): Result<Crazy8sMove> {
  const t = text.trim().toLowerCase();
  let move: Crazy8sMove | undefined;
  if (t === 'draw' || t === 'pass') move = { kind: t };
  else {
    const [cardText, suitText, extra] = t.split(':');
    const card = parseCard(cardText ?? '');
    const suit = suitText === undefined ? undefined : parseSuit(suitText);
    if (card.ok && extra === undefined && (suitText === undefined || suit)) {
      move = suit ? { kind: 'play', card: card.value, suit } : { kind: 'play', card: card.value };
    }
  }
  if (!move)
    return err(
      `move ${excerpt(text)}: expected a card like 7H, an eight and a suit like 8S:H, draw or pass`,
    );
  const why = whyIllegal(s, move);
  return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move);
}

/** Deals as PLT: seven riffles, hands dealt in turn from the top, you first, each sorted. */
function setup(p: Crazy8sParams, rng: Rng): Crazy8sState {
  const { opponents, hand } = dealOf(p);
  const players = opponents + 1;
  let stock = pltShuffleList(standardDeck(), rng);
  const hands = Array.from({ length: players }, (_, i) =>
    sortHand(stock.slice(i * hand, (i + 1) * hand)),
  );
  stock = stock.slice(players * hand);
  // PLT's initial discard: while the top card is an eight, riffle the stock once more.
  while (isEight(stock[0] as Card)) stock = pltShuffleList(stock, rng, 1);
  const top = stock[0] as Card;
  return {
    hands,
    stock: stock.slice(1),
    discard: [top],
    suit: suitOf(top),
    turn: 0,
    drewAgainst: hands.map(() => null),
  };
}

function observe(s: Crazy8sState, viewer: number | 'all'): Crazy8sObservation {
  const sees = (p: number) => viewer === 'all' || viewer === p;
  return {
    viewer,
    hands: s.hands.map((h, p) => (sees(p) ? h : h.length)),
    stock: viewer === 'all' ? s.stock : s.stock.length,
    discard: s.discard,
    suit: s.suit,
    turn: s.turn,
    drewAgainst: s.drewAgainst,
  };
}

/** The cards a player who drew against `t` is taken not to hold: its suit, its value, the eights. */
const followsTarget = (t: Target | null) => (c: Card) => t !== null && playable(c, t);

/**
 * Deals the unseen cards into the hidden hands and the stock at random. A hand whose player
 * last drew against a target gets, where the unseen cards allow, none that follows it (see
 * `drewAgainst`); the belief is dropped for a hand it cannot be kept for.
 */
function determinize(o: Crazy8sObservation, _player: number, rng: Rng): Crazy8sState {
  const seen = new Set<Card>(o.discard);
  for (const h of o.hands) if (typeof h !== 'number') for (const c of h) seen.add(c);
  if (typeof o.stock !== 'number') for (const c of o.stock) seen.add(c);
  let unseen = rng.shuffle(standardDeck().filter((c) => !seen.has(c)));
  const hidden = o.hands.flatMap((h, p) => (typeof h === 'number' ? [p] : []));
  const stockSize = typeof o.stock === 'number' ? o.stock : 0;
  const slots = hidden.reduce((n, p) => n + (o.hands[p] as number), stockSize);
  if (unseen.length !== slots) throw new Error(`${unseen.length} unseen cards for ${slots} places`);
  const hands = o.hands.map((h) => (typeof h === 'number' ? [] : [...h])) as Card[][];
  for (const p of hidden) {
    const size = o.hands[p] as number;
    const avoid = followsTarget(o.drewAgainst[p] ?? null);
    const allowed = unseen.filter((c) => !avoid(c));
    const pool = allowed.length >= size ? allowed : unseen;
    const dealt = pool.slice(0, size);
    hands[p] = dealt;
    const taken = new Set(dealt);
    unseen = unseen.filter((c) => !taken.has(c));
  }
  const stock = typeof o.stock === 'number' ? unseen : [...o.stock];
  return {
    hands,
    stock,
    discard: o.discard,
    suit: o.suit,
    turn: o.turn,
    drewAgainst: o.drewAgainst,
  };
}

/** A drawn card is named to its drawer (and to all); the others read "draws a card". */
function moveText(s: Crazy8sState, move: Crazy8sMove, viewer: number | 'all'): string {
  switch (move.kind) {
    case 'draw':
      return viewer === 'all' || viewer === s.turn
        ? `draws the ${cardName(s.stock[0] as Card)}`
        : 'draws a card';
    case 'pass':
      return 'passes (the stock is empty)';
    case 'play':
      return move.suit
        ? `plays the ${cardName(move.card)} and calls ${SUIT_NAMES[move.suit]} ${SUIT_SYMBOLS[move.suit]}`
        : `plays the ${cardName(move.card)}`;
  }
}

export const crazy8s: Game<Crazy8sState, Crazy8sMove, Crazy8sParams, Crazy8sObservation> = {
  ...crazy8sInfo,
  setup,
  toMove: (s) => s.turn,
  legalMoves,
  play(s, move) {
    const why = whyIllegal(s, move);
    if (why) throw new IllegalMoveError(`move ${JSON.stringify(move)}: ${why}`);
    return apply(s, move);
  },
  result: outcomeOf,
  observe,
  determinize,
  moveText,
  moveToString,
  parseMove,
  stateToString,
  parseState,
};

export type { Suit };
