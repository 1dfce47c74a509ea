import { excerpt } from '../../../src/core/excerpt.ts';
import { CHANCE, type Game, IllegalMoveError, type Viewer } from '../../../src/core/game.ts';
import { err, ok, type Result } from '../../../src/core/result.ts';
import {
  ascending,
  beats,
  type CardId,
  cardToString,
  cardValue,
  fullDeck,
  parseCard,
} from './cards.ts';
import { DECK_SIZE, type DrawPileParams, drawPileInfo } from './info.ts';
import { parseState, stateToString } from './notation.ts';

/**
 * Draw Pile: a small shedding game with hidden hands and a draw pile, there to prove hidden
 * information and chance draws in the session, the conformance suite and the views. On a turn a
 * player plays a card higher than the top of the discard pile, or draws. Drawing is a chance
 * node of its own, so `play` never needs randomness: the session resolves it from the seed.
 */

export interface DrawPileState {
  /** Each player's cards, ascending: a hand has no order worth keeping. */
  readonly hands: readonly (readonly CardId[])[];
  /** The played cards, bottom first: the last is the top, each higher than the one below. */
  readonly discard: readonly CardId[];
  /** Cards of the discard piles that passes cleared: out of the game, and seen by everyone. */
  readonly cleared: readonly CardId[];
  /**
   * The draw pile, ascending. It has no order: the card a draw brings is the chance outcome,
   * chosen when it is drawn, so two equal piles are one state.
   */
  readonly pile: readonly CardId[];
  /** The player whose turn it is; at a chance node, the one who draws. */
  readonly turn: number;
  /** The player chose to draw: chance deals them a card next. */
  readonly drawing: boolean;
}

export type DrawPileMove =
  | { readonly kind: 'play'; readonly card: CardId }
  | { readonly kind: 'draw' }
  /** Nothing to play and nothing to draw: the discard pile is cleared and the turn passes. */
  | { readonly kind: 'pass' }
  /** The chance outcome of a draw: the card that comes off the pile. */
  | { readonly kind: 'dealt'; readonly card: CardId };

/** A card whose face the viewer cannot see: it carries neither value nor id. */
export const FACE_DOWN = 'down';
export type Seen = CardId | typeof FACE_DOWN;

/** A state as one viewer sees it: the same fields, with hidden cards face down. */
export interface DrawPileObservation {
  readonly viewer: Viewer;
  readonly hands: readonly (readonly Seen[])[];
  readonly discard: readonly CardId[];
  readonly cleared: readonly CardId[];
  /** Face down for the players, so only its size shows. */
  readonly pile: readonly Seen[];
  readonly turn: number;
  readonly drawing: boolean;
}

const isCard = (seen: Seen): seen is CardId => seen !== FACE_DOWN;

/** The player with no cards left has won; -1 while every hand holds a card. */
const winnerOf = (s: Pick<DrawPileState, 'hands'> | DrawPileObservation): number =>
  s.hands.findIndex((hand) => hand.length === 0);

/**
 * A player's moves, in this order: the playable cards of their hand, ascending, then `draw`
 * while the pile has cards; `pass` only when there is neither.
 */
function choices(hand: readonly CardId[], discard: readonly CardId[], pileSize: number) {
  const plays: DrawPileMove[] = hand
    .filter((card) => beats(card, discard))
    .map((card) => ({ kind: 'play', card }));
  if (pileSize > 0) return [...plays, { kind: 'draw' } as const];
  return plays.length > 0 ? plays : [{ kind: 'pass' } as const];
}

/**
 * The moves of the player to move, read from an observation that shows their hand: what the
 * AIs and the view offer. Empty at a chance node, once the game is over, or for a hidden hand.
 */
export function movesSeen(o: DrawPileObservation): DrawPileMove[] {
  if (o.drawing || winnerOf(o) >= 0) return [];
  const hand = o.hands[o.turn] ?? [];
  const cards = hand.filter(isCard);
  return cards.length === hand.length ? choices(cards, o.discard, o.pile.length) : [];
}

function legalMoves(s: DrawPileState): DrawPileMove[] {
  if (winnerOf(s) >= 0) return [];
  if (s.drawing) return s.pile.map((card) => ({ kind: 'dealt', card }));
  return choices(s.hands[s.turn] ?? [], s.discard, s.pile.length);
}

function isMove(move: unknown): move is DrawPileMove {
  if (typeof move !== 'object' || move === null) return false;
  const { kind, card } = move as { kind?: unknown; card?: unknown };
  if (kind === 'draw' || kind === 'pass') return true;
  const isId = Number.isInteger(card) && (card as number) >= 0 && (card as number) < DECK_SIZE;
  return (kind === 'play' || kind === 'dealt') && isId;
}

/** The one legality check, for `play` and `parseMove`: why `move` is illegal, or undefined. */
function whyIllegal(s: DrawPileState, move: unknown): string | undefined {
  if (!isMove(move)) return `${JSON.stringify(move)} is not a Draw Pile move`;
  if (winnerOf(s) >= 0) return 'the game is over';
  if (s.drawing !== (move.kind === 'dealt')) {
    return s.drawing ? 'a card is being drawn' : 'no card is being drawn';
  }
  const hand = s.hands[s.turn] ?? [];
  switch (move.kind) {
    case 'dealt':
      return s.pile.includes(move.card) ? undefined : 'that card is not in the draw pile';
    case 'play':
      if (!hand.includes(move.card)) return `player ${s.turn + 1} does not hold that card`;
      return beats(move.card, s.discard) ? undefined : 'it is not higher than the top card';
    case 'draw':
      return s.pile.length > 0 ? undefined : 'the draw pile is empty';
    case 'pass':
      return legalMoves(s)[0]?.kind === 'pass'
        ? undefined
        : 'a player passes only when they can neither play nor draw';
  }
}

const next = (s: DrawPileState) => (s.turn + 1) % s.hands.length;

function apply(s: DrawPileState, move: DrawPileMove): DrawPileState {
  const withHand = (hand: readonly CardId[]) => s.hands.map((h, i) => (i === s.turn ? hand : h));
  const hand = s.hands[s.turn] ?? [];
  switch (move.kind) {
    case 'play':
      return {
        ...s,
        hands: withHand(hand.filter((c) => c !== move.card)),
        discard: [...s.discard, move.card],
        turn: next(s),
      };
    case 'draw':
      return { ...s, drawing: true };
    case 'dealt':
      return {
        ...s,
        hands: withHand(ascending([...hand, move.card])),
        pile: s.pile.filter((c) => c !== move.card),
        turn: next(s),
        drawing: false,
      };
    case 'pass':
      return { ...s, discard: [], cleared: [...s.cleared, ...s.discard], turn: next(s) };
  }
}

function moveToString(move: DrawPileMove): string {
  switch (move.kind) {
    case 'play':
      return cardToString(move.card);
    case 'dealt':
      return `+${cardToString(move.card)}`;
    default:
      return move.kind;
  }
}

function parseMove(text: string, s: DrawPileState): Result<DrawPileMove> {
  const t = text.trim();
  const card = parseCard(t.replace(/^\+/, ''));
  const move: DrawPileMove | undefined =
    t === 'draw' || t === 'pass'
      ? { kind: t }
      : card === undefined
        ? undefined
        : { kind: t.startsWith('+') ? 'dealt' : 'play', card };
  if (!move)
    return err(
      `move ${excerpt(text)}: expected a card like 7a, a drawn card like +7a, draw or pass`,
    );
  const why = whyIllegal(s, move);
  return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move);
}

export const drawPile: Game<DrawPileState, DrawPileMove, DrawPileParams, DrawPileObservation> = {
  ...drawPileInfo,

  /** Shuffles the deck, deals `hand` cards to each player; the rest is the pile. */
  setup(p, rng) {
    const deck = rng.shuffle(fullDeck());
    const hands = Array.from({ length: p.players }, (_, i) =>
      ascending(deck.slice(i * p.hand, (i + 1) * p.hand)),
    );
    const pile = ascending(deck.slice(p.players * p.hand));
    return { hands, discard: [], cleared: [], pile, turn: 0, drawing: false };
  },

  toMove: (s) => (s.drawing ? CHANCE : s.turn),

  /** At a chance node, the cards of the pile ascending; else see `choices`. */
  legalMoves,

  /** Every card of the pile is equally likely to be drawn. */
  chanceOutcomes: (s) =>
    s.drawing && winnerOf(s) < 0
      ? s.pile.map((card) => ({ move: { kind: 'dealt', card }, probability: 1 / s.pile.length }))
      : [],

  play(s, move) {
    const why = whyIllegal(s, move);
    if (why) throw new IllegalMoveError(`move ${JSON.stringify(move)}: ${why}`);
    return apply(s, move);
  },

  result(s) {
    const winner = winnerOf(s);
    if (winner < 0) return null;
    return { kind: 'win', winner, detail: `Player ${winner + 1} played their last card` };
  },

  observe(s, viewer) {
    const sees = (player: number) => viewer === 'all' || viewer === player;
    const faceDown = (cards: readonly CardId[]) => cards.map((): Seen => FACE_DOWN);
    return {
      viewer,
      hands: s.hands.map((hand, player) => (sees(player) ? hand : faceDown(hand))),
      discard: s.discard,
      cleared: s.cleared,
      pile: viewer === 'all' ? s.pile : faceDown(s.pile),
      turn: s.turn,
      drawing: s.drawing,
    };
  },

  /**
   * Deals the cards the observation does not show (the deck less every face-up card) into its
   * face-down places at random. The observation itself says what is face down, so `player`
   * adds nothing.
   */
  determinize(o, _player, rng) {
    const seen = new Set([...o.hands.flat(), ...o.pile].filter(isCard));
    for (const card of [...o.discard, ...o.cleared]) seen.add(card);
    const unseen = rng.shuffle(fullDeck().filter((card) => !seen.has(card)));
    const slots = [...o.hands.flat(), ...o.pile].filter((c) => !isCard(c)).length;
    if (unseen.length !== slots) {
      throw new Error(`${unseen.length} unseen cards for ${slots} face-down places`);
    }
    const fill = (cards: readonly Seen[]) =>
      ascending(cards.map((c) => (isCard(c) ? c : (unseen.pop() as CardId))));
    return {
      hands: o.hands.map(fill),
      discard: o.discard,
      cleared: o.cleared,
      pile: fill(o.pile),
      turn: o.turn,
      drawing: o.drawing,
    };
  },

  /** A drawn card reads "draws 7" for the drawer and for all, "draws a card" for the others. */
  moveText(s, move, viewer) {
    switch (move.kind) {
      case 'play':
        return `plays ${cardValue(move.card)}`;
      case 'draw':
        return 'chooses to draw';
      case 'dealt':
        return viewer === 'all' || viewer === s.turn
          ? `draws ${cardValue(move.card)}`
          : 'draws a card';
      case 'pass':
        return 'cannot play: clears the discard pile';
    }
  },

  moveToString,
  parseMove,
  stateToString,
  parseState,
};
