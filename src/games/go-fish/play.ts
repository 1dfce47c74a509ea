import { type Card, rankOf } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { pltShuffleList } from '../../cards/shuffle.ts';
import type { Rng } from '../../core/rng.ts';
import { DEAL_COUNT, PLAYERS } from './info.ts';
import {
  findEquiv,
  type GoFishMove,
  type GoFishState,
  LAYS_OWN_PAIRS,
  layPair,
  othersOf,
  pairable,
} from './state.ts';

/** The game is over as soon as any hand is empty (checked after every move). */
export const isOver = (s: GoFishState): boolean => s.hands.some((h) => h.length === 0);

/**
 * PLT's deal: the deck riffled seven times, seven cards to Opponent 1, to Opponent 2, then to
 * you; the opponents' pairs are laid at once (first card of the hand with a partner, again and
 * again), yours are left for you.
 */
export function deal(rng: Rng): GoFishState {
  let deck = pltShuffleList(standardDeck(), rng);
  const hands: Card[][] = [[], [], []];
  for (const p of [1, 2, 0]) {
    hands[p] = deck.slice(0, DEAL_COUNT);
    deck = deck.slice(DEAL_COUNT);
  }
  const boxes: Card[][] = [[], [], []];
  for (const p of [1, 2]) {
    for (;;) {
      const card = (hands[p] as Card[]).find((c) => findEquiv(c, hands[p] as Card[]));
      if (!card) break;
      const laid = layPair(hands[p] as Card[], boxes[p] as Card[], card);
      if (!laid) break;
      hands[p] = laid.hand;
      boxes[p] = laid.box;
    }
  }
  const empty = () => Array.from({ length: PLAYERS }, () => []);
  return { hands, boxes, deck, turn: 0, phase: 'ask', asked: empty(), shown: [], lacks: empty() };
}

/**
 * The moves of the player to move, in this order: after "Go Fish!" only `draw`; else seat 0's
 * pairs to lay (hand order), then every ask: each card of the hand in hand order, each other
 * player in seat order.
 */
export function movesOf(hand: readonly Card[], player: number, phase: GoFishState['phase']) {
  if (phase === 'fish') return [{ kind: 'draw' } as GoFishMove];
  const pairs: GoFishMove[] =
    player === LAYS_OWN_PAIRS ? pairable(hand).map((card) => ({ kind: 'pair', card })) : [];
  const asks: GoFishMove[] = hand.flatMap((card) =>
    othersOf(player, PLAYERS).map((target) => ({ kind: 'ask', card, target }) as GoFishMove),
  );
  return [...pairs, ...asks];
}

export const legalMoves = (s: GoFishState): GoFishMove[] =>
  isOver(s) ? [] : movesOf(s.hands[s.turn] ?? [], s.turn, s.phase);

const DECK = new Set<unknown>(standardDeck());

/** The shape of a move, for moves that come from outside (a file, a test's fuzz). */
function isMove(move: unknown): move is GoFishMove {
  if (typeof move !== 'object' || move === null) return false;
  const { kind, card, target } = move as Record<string, unknown>;
  if (kind === 'draw') return true;
  if (kind === 'pair') return DECK.has(card);
  return kind === 'ask' && DECK.has(card) && Number.isInteger(target);
}

/** Why `move` is not legal in `s`, or undefined: the one check for `play` and `parseMove`. */
export function whyIllegal(s: GoFishState, move: GoFishMove): string | undefined {
  if (!isMove(move)) return 'not a Go Fish move (ask, pair or draw)';
  if (isOver(s)) return 'the game is over';
  const hand = s.hands[s.turn] ?? [];
  if (s.phase === 'fish' && move.kind !== 'draw') return 'Go Fish: the player must draw first';
  switch (move.kind) {
    case 'draw':
      return s.phase === 'fish' ? undefined : 'a card is drawn only after "Go Fish!"';
    case 'pair':
      if (s.turn !== LAYS_OWN_PAIRS)
        return 'only you lay your pairs; the others lay theirs at once';
      if (!hand.includes(move.card)) return `${move.card} is not in your hand`;
      return findEquiv(move.card, hand) ? undefined : `${move.card} has no partner in your hand`;
    case 'ask':
      if (!hand.includes(move.card)) return `${move.card} is not in the hand of the player to move`;
      return othersOf(s.turn, PLAYERS).includes(move.target)
        ? undefined
        : `player ${move.target} is not another player`;
  }
}

const replace = <T>(list: readonly T[], i: number, value: T): T[] =>
  list.map((x, j) => (j === i ? value : x));

/** PLT's memory after asking with `card`: cleared first if every card had been asked with. */
function remember(asked: readonly Card[], hand: readonly Card[], card: Card): Card[] {
  const exhausted = hand.every((c) => asked.includes(c));
  return exhausted ? [card] : [card, ...asked];
}

const nextTurn = (s: GoFishState): GoFishState => ({
  ...s,
  turn: (s.turn + 1) % PLAYERS,
  phase: 'ask',
});

function ask(s: GoFishState, card: Card, target: number): GoFishState {
  const p = s.turn;
  const hand = s.hands[p] as Card[];
  const asked = replace(s.asked, p, remember(s.asked[p] ?? [], hand, card));
  const shown = s.shown.includes(card) ? s.shown : [...s.shown, card];
  const giverHand = s.hands[target] as Card[];
  const found = findEquiv(card, giverHand);
  if (!found) {
    const lacks = replace(s.lacks, target, [
      ...new Set([...(s.lacks[target] ?? []), rankOf(card)]),
    ]);
    const next = { ...s, asked, shown, lacks };
    return s.deck.length > 0 ? { ...next, phase: 'fish' } : nextTurn(next);
  }
  const laid = layPair([found, ...hand], s.boxes[p] ?? [], card) as { hand: Card[]; box: Card[] };
  const hands = replace(
    replace(
      s.hands,
      target,
      giverHand.filter((c) => c !== found),
    ),
    p,
    laid.hand,
  );
  return { ...s, hands, boxes: replace(s.boxes, p, laid.box), asked, shown };
}

function draw(s: GoFishState): GoFishState {
  const p = s.turn;
  const [card, ...deck] = s.deck as [Card, ...Card[]];
  const hand = [card, ...(s.hands[p] ?? [])];
  const laid = layPair(hand, s.boxes[p] ?? [], card);
  if (laid) {
    const hands = replace(s.hands, p, laid.hand);
    return { ...s, deck, hands, boxes: replace(s.boxes, p, laid.box), phase: 'ask' };
  }
  // A card nobody saw joined the hand: what the others knew it lacked may no longer hold.
  return nextTurn({ ...s, deck, hands: replace(s.hands, p, hand), lacks: replace(s.lacks, p, []) });
}

export function apply(s: GoFishState, move: GoFishMove): GoFishState {
  switch (move.kind) {
    case 'ask':
      return ask(s, move.card, move.target);
    case 'draw':
      return draw(s);
    case 'pair': {
      const p = s.turn;
      const laid = layPair(s.hands[p] ?? [], s.boxes[p] ?? [], move.card) as {
        hand: Card[];
        box: Card[];
      };
      return {
        ...s,
        hands: replace(s.hands, p, laid.hand),
        boxes: replace(s.boxes, p, laid.box),
      };
    }
  }
}
