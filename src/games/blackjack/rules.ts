import { type Card, parseCard } from '../../cards/card.ts';
import { multiDeck } from '../../cards/deck.ts';
import { excerpt } from '../../core/excerpt.ts';
import { CHANCE, type Game, IllegalMoveError, type Viewer } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { TaskContext } from '../../core/task.ts';
import { type Advice, adviceOf, advise, type Position } from './advice.ts';
import type { Action } from './ev.ts';
import { bestTotal, isBust, pointOf } from './hand.ts';
import {
  BET,
  type BlackjackParams,
  blackjackInfo,
  DEALER,
  DECKS,
  PLAYER,
  RESHUFFLE_BELOW,
  START_BANKROLL,
} from './info.ts';
import { roundProblem, shapeProblem } from './state-check.ts';
import {
  type JudgeMove,
  judgeMoveOf,
  judgeProblem,
  judgeToString,
  NO_TRAINING,
  parseJudge,
  type Training,
  tallied,
  verdictOf,
} from './trainer.ts';
import { verdictText } from './trainer-text.ts';

/**
 * Blackjack as PLT plays it (spec §4): one player against the dealer, a 4-deck shoe, $2 bets,
 * naturals settled at once, hit, stand, double and split with PLT's limits, the dealer standing
 * on soft 17, a reshuffle after a round when fewer than 52 cards are left.
 *
 * Every card dealt is a chance move: the outcome is a card value of the shoe, with probability its
 * count over the cards left (a perfectly shuffled shoe; help.md says how PLT's riffle differs).
 * The dealer is a seat of its own (fixed to the house rule), so its draws show in the move list.
 */

export type Phase = 'deal' | 'player' | 'dealer' | 'over' | 'left';

export interface BlackjackState {
  readonly bankroll: number;
  /** The cards left in the shoe, sorted: a shoe's order is the chance outcome of each draw. */
  readonly shoe: readonly Card[];
  /** Dealt since the shuffle and never shown: hole cards of rounds the player busted. */
  readonly unshown: readonly Card[];
  /** The player's hands: one, or two after a split. */
  readonly hands: readonly (readonly Card[])[];
  /** The hand being played. */
  readonly active: number;
  readonly doubled: boolean;
  readonly split: boolean;
  /** The dealer's cards: [up card, hole card, hits...]. */
  readonly dealer: readonly Card[];
  readonly revealed: boolean;
  readonly phase: Phase;
  /** A card is owed to someone (after hit, double, split or the dealer's hit): chance moves. */
  readonly drawing: boolean;
  /** Each hand's result once settled ("You Win", "Bust"...), PLT's words. */
  readonly results: readonly string[];
  /** Rounds finished. */
  readonly rounds: number;
  /** The bankroll after each finished round, for the chart. */
  readonly bankrolls: readonly number[];
  /** The trainer's tally, present when the game's `trainer` option is on. */
  readonly training?: Training;
  /**
   * With the trainer on: the player's decision, not yet carried out, waiting for the house's
   * seat to judge it (trainer.ts). The position stays as the player decided in it.
   */
  readonly pending?: Action;
}

export type { Training };

export type BlackjackMove =
  | { readonly kind: 'hit' | 'stand' | 'double' | 'split' | 'next' | 'leave' }
  | { readonly kind: 'card'; readonly card: Card }
  | JudgeMove;

export type SeenCard = Card | 'down';

/** What the player sees: the hole card face down until revealed, and no shoe, only its size. */
export interface BlackjackView extends Omit<BlackjackState, 'shoe' | 'unshown' | 'dealer'> {
  readonly dealer: readonly SeenCard[];
  readonly shoeSize: number;
  /** Every card the viewer has not seen since the shuffle, sorted: shoe, hole, unshown holes. */
  readonly unseen: readonly Card[];
}

const ACTIONS = ['hit', 'stand', 'double', 'split', 'next', 'leave'] as const;

const sorted = (cards: readonly Card[]): Card[] => [...cards].sort();
export const freshShoe = (): Card[] => sorted(multiDeck(DECKS));

function newRound(s: Omit<BlackjackState, 'phase'>): BlackjackState {
  const reshuffle = s.shoe.length < RESHUFFLE_BELOW;
  // A hole card never turned over goes to the discards unseen: the player must not learn it.
  const hole = !s.revealed && s.dealer[1] ? [s.dealer[1]] : [];
  return {
    ...s,
    shoe: reshuffle ? freshShoe() : s.shoe,
    unshown: reshuffle ? [] : sorted([...s.unshown, ...hole]),
    bankroll: s.bankroll - BET,
    hands: [[]],
    active: 0,
    doubled: false,
    split: false,
    dealer: [],
    revealed: false,
    phase: 'deal',
    drawing: true,
    results: [],
    ...(s.training ? { training: { ...s.training, last: null } } : {}),
  };
}

/** Who the next card goes to: a hand index, or 'dealer'; null when no card is owed. */
export function recipient(s: BlackjackState | BlackjackView): number | 'dealer' | null {
  if (!s.drawing) return null;
  if (s.phase === 'deal') return (s.hands[0]?.length ?? 0) < 2 ? 0 : 'dealer';
  if (s.phase === 'dealer') return 'dealer';
  const waiting = s.hands.findIndex((h) => h.length === 1);
  return waiting >= 0 ? waiting : s.active;
}

export const canSplit = (s: BlackjackState | BlackjackView): boolean => {
  const hand = s.hands[0] ?? [];
  return (
    s.phase === 'player' &&
    !s.drawing &&
    !s.split &&
    hand.length === 2 &&
    pointOf(hand[0] as Card) === pointOf(hand[1] as Card)
  );
};

/** Double and split only on the first two cards of an unsplit hand (PLT's buttons). */
const canDouble = (s: BlackjackState | BlackjackView): boolean =>
  s.phase === 'player' && !s.drawing && !s.split && (s.hands[0]?.length ?? 0) === 2;

/**
 * The mover's choices in this order: hit, stand, double, split (player); the one the house rule
 * leaves (dealer); next, leave (after a round); the shoe's card values at a chance node.
 */
export function legalMoves(s: BlackjackState): BlackjackMove[] {
  if (s.phase === 'left') return [];
  if (s.drawing) return [...new Set(s.shoe)].map((card) => ({ kind: 'card', card }));
  if (s.pending) return [judgeAt(observeState(s, DEALER))];
  return actionsOf(s);
}

/** The player's or dealer's actions, from what either may see; none while the trainer judges. */
export function actionsOf(s: BlackjackState | BlackjackView): BlackjackMove[] {
  if (s.pending) return [];
  if (s.phase === 'over') return [{ kind: 'next' }, { kind: 'leave' }];
  if (s.phase === 'dealer') {
    return [{ kind: bestTotal(s.dealer as Card[]) < 17 ? 'hit' : 'stand' }];
  }
  if (s.phase !== 'player' || s.drawing) return [];
  const moves: BlackjackMove[] = [{ kind: 'hit' }, { kind: 'stand' }];
  if (canDouble(s)) moves.push({ kind: 'double' });
  if (canSplit(s)) moves.push({ kind: 'split' });
  return moves;
}

/** The round's settlement (PLT's `finish`): each hand's words and the money paid back. */
function settle(s: BlackjackState, natural: boolean): BlackjackState {
  const dt = bestTotal(s.dealer);
  let paid = 0;
  const results = s.hands.map((hand) => {
    if (isBust(hand)) return 'Bust';
    const pt = bestTotal(hand);
    const stake = s.doubled ? 2 * BET : BET;
    if (dt > 21 || pt > dt) {
      paid += natural ? BET + (3 * BET) / 2 : 2 * stake;
      return natural ? 'Blackjack' : 'You Win';
    }
    if (dt > pt) return natural ? 'Dealer Blackjack' : 'You Lose';
    paid += stake;
    return 'Push';
  });
  const bankroll = s.bankroll + paid;
  return {
    ...s,
    bankroll,
    results,
    phase: 'over',
    drawing: false,
    rounds: s.rounds + 1,
    bankrolls: [...s.bankrolls, bankroll],
  };
}

/** The player's hands are done: the dealer plays unless every hand is bust (hole kept hidden). */
function playerDone(s: BlackjackState): BlackjackState {
  if (s.hands.every(isBust)) return settle(s, false);
  return { ...s, revealed: true, phase: 'dealer', drawing: false };
}

/** After a card reached its place: what the round does next. */
function afterCard(s: BlackjackState): BlackjackState {
  if (s.phase === 'deal') {
    if (s.dealer.length < 2) return s;
    if (bestTotal(s.hands[0] as Card[]) === 21 || bestTotal(s.dealer) === 21) {
      return settle({ ...s, revealed: true }, true);
    }
    return { ...s, phase: 'player', drawing: false };
  }
  if (s.phase === 'dealer') return { ...s, drawing: false };
  if (s.hands.some((h) => h.length === 1)) return s;
  const done = { ...s, drawing: false };
  // Split aces take one card each and play ends; a double takes one card and stands.
  if (s.split && pointOf(s.hands[0]?.[0] as Card) === 1 && s.hands.every((h) => h.length === 2)) {
    return playerDone(done);
  }
  const hand = s.hands[s.active] as Card[];
  if (s.doubled) return playerDone(done);
  if (isBust(hand)) return nextHand(done);
  return done;
}

/** Stand or bust on the active hand: on to the second hand of a split, else to the dealer. */
const nextHand = (s: BlackjackState): BlackjackState =>
  s.split && s.active === 0 ? { ...s, active: 1 } : playerDone(s);

function withCard(s: BlackjackState, card: Card): BlackjackState {
  const i = s.shoe.indexOf(card);
  const shoe = [...s.shoe.slice(0, i), ...s.shoe.slice(i + 1)];
  const to = recipient(s);
  if (to === 'dealer') return afterCard({ ...s, shoe, dealer: [...s.dealer, card] });
  const hands = s.hands.map((h, k) => (k === to ? [...h, card] : h));
  return afterCard({ ...s, shoe, hands });
}

/**
 * The player's decision as the player sees it, from the observation only (the unseen cards as
 * one composition: never the hole card or the shoe's order); null when the player has no
 * decision. A decision waiting for its judgement is still this position.
 */
export function positionAt(v: BlackjackView): Position | null {
  if (v.phase !== 'player' || v.drawing) return null;
  const up = v.dealer[0];
  if (up === undefined || up === 'down') return null;
  const legal = actionsOf({ ...v, pending: undefined }).map((m) => m.kind as Action);
  return { unseen: v.unseen, hand: v.hands[v.active] ?? [], up, legal };
}

/** Each legal action's exact EV for the player's hand (advice.ts); null with no decision. */
export function adviceAt(v: BlackjackView, context?: TaskContext): Advice | null {
  const p = positionAt(v);
  return p && advise(p, context);
}

/** The trainer's judgement of the decision waiting in `v`: the exact EVs, computed here. */
export function judgeAt(v: BlackjackView, context?: TaskContext): JudgeMove {
  const p = positionAt(v);
  if (!v.pending || !p) throw new Error('Blackjack: no decision waits for the trainer');
  return judgeMoveOf(p, advise(p, context));
}

/** The move list's line for a judgement: the trainer's words on the decision. */
const judgeText = (s: BlackjackState, move: JudgeMove): string =>
  s.pending ? `trainer: ${verdictText(verdictOf(adviceOf(move.evs), s.pending))}` : 'judge';

/** A decision of the player's: carried out now, or kept for the trainer to judge first. */
function decide(s: BlackjackState, action: Action): BlackjackState {
  return s.training && s.phase === 'player' ? { ...s, pending: action } : act(s, action);
}

/** The judgement added to the tally, and the decision it judged carried out. */
function judged(s: BlackjackState, move: JudgeMove): BlackjackState {
  const { pending: action, ...rest } = s;
  if (!action) return s;
  const training = tallied(s.training ?? NO_TRAINING, move, action);
  return act({ ...rest, training }, action);
}

function apply(s: BlackjackState, move: BlackjackMove): BlackjackState {
  switch (move.kind) {
    case 'card':
      return withCard(s, move.card);
    case 'next':
      return newRound(s);
    case 'leave':
      return { ...s, phase: 'left' };
    case 'judge':
      return judged(s, move);
    default:
      return s.phase === 'dealer' ? act(s, move.kind) : decide(s, move.kind);
  }
}

/** A decision of the player's or the dealer's. */
function act(s: BlackjackState, action: Action): BlackjackState {
  switch (action) {
    case 'hit':
      return { ...s, drawing: true };
    case 'stand':
      return s.phase === 'dealer' ? settle(s, false) : nextHand(s);
    case 'double':
      return { ...s, bankroll: s.bankroll - BET, doubled: true, drawing: true };
    case 'split': {
      const [a, b] = s.hands[0] as [Card, Card];
      return { ...s, bankroll: s.bankroll - BET, split: true, hands: [[a], [b]], drawing: true };
    }
  }
}

function whyIllegal(s: BlackjackState, move: unknown): string | undefined {
  if (typeof move !== 'object' || move === null) return `${JSON.stringify(move)} is not a move`;
  const judge = (move as BlackjackMove).kind === 'judge';
  // A judgement is checked against the position it names, not computed again (trainer.ts).
  if (s.pending && !judge)
    return `the trainer is judging your ${s.pending}: expected its judgement`;
  if (judge) {
    const p = s.pending && positionAt(observeState(s, DEALER));
    if (!p) return 'no decision is waiting for the trainer';
    return judgeProblem(p, move as JudgeMove);
  }
  const legal = legalMoves(s);
  const text = moveToString(move as BlackjackMove);
  if (legal.some((m) => moveToString(m) === text)) return undefined;
  if (s.phase === 'left') return 'the player has left the table';
  if (s.drawing) return `a card is being dealt; expected one of the shoe's cards`;
  return `${excerpt(text)} is not allowed now (legal: ${legal.map(moveToString).join(', ')})`;
}

function moveToString(move: BlackjackMove): string {
  if (move.kind === 'judge') return judgeToString(move);
  if (move.kind === 'card') return typeof move.card === 'string' ? move.card : '?';
  return ACTIONS.includes(move.kind) ? move.kind : '?';
}

function parseMove(text: string, s: BlackjackState): Result<BlackjackMove> {
  const t = text.trim().toLowerCase();
  let move: BlackjackMove;
  if ((ACTIONS as readonly string[]).includes(t)) move = { kind: t as 'hit' };
  else if (t.startsWith('judge')) {
    const read = parseJudge(t);
    if (typeof read === 'string') return err(`move ${excerpt(text)}: ${read}`);
    move = read;
  } else {
    const c = parseCard(text);
    if (!c.ok) return err(`move ${excerpt(text)}: expected ${ACTIONS.join(', ')} or a card`);
    move = { kind: 'card', card: c.value };
  }
  const why = whyIllegal(s, move);
  return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move);
}

export function observeState(s: BlackjackState, viewer: Viewer): BlackjackView {
  const { shoe, unshown, dealer, ...rest } = s;
  const all = viewer === 'all' || s.revealed;
  const hole = dealer[1];
  const hidden = !all && hole !== undefined;
  return {
    ...rest,
    dealer: dealer.map((c, i) => (i === 1 && hidden ? 'down' : c)),
    shoeSize: shoe.length,
    unseen: sorted([...shoe, ...(viewer === 'all' ? [] : unshown), ...(hidden ? [hole] : [])]),
  };
}

/** A state the viewer cannot tell apart: the unseen cards dealt again to hole, unshown and shoe. */
export function determinize(v: BlackjackView, _player: number, rng: Rng): BlackjackState {
  const { shoeSize, unseen, dealer, ...rest } = v;
  const cards = rng.shuffle(unseen);
  const hole = dealer[1] === 'down' ? cards.pop() : undefined;
  const unshownCount = unseen.length - shoeSize - (hole ? 1 : 0);
  return {
    ...rest,
    dealer: dealer.map((c) => (c === 'down' ? (hole as Card) : c)),
    unshown: sorted(cards.slice(0, unshownCount)),
    shoe: sorted(cards.slice(unshownCount)),
  };
}

export const blackjack: Game<BlackjackState, BlackjackMove, BlackjackParams, BlackjackView> = {
  ...blackjackInfo,
  setup: (params) =>
    newRound({
      ...(params.trainer ? { training: NO_TRAINING } : {}),
      bankroll: START_BANKROLL,
      shoe: freshShoe(),
      unshown: [],
      hands: [[]],
      active: 0,
      doubled: false,
      split: false,
      dealer: [],
      revealed: false,
      drawing: false,
      results: [],
      rounds: 0,
      bankrolls: [],
    }),
  // The house's seat also judges the player's decisions for the trainer.
  toMove: (s) => (s.drawing ? CHANCE : s.phase === 'dealer' || s.pending ? DEALER : PLAYER),
  legalMoves,
  chanceOutcomes(s) {
    if (!s.drawing) return [];
    const counts = new Map<Card, number>();
    for (const c of s.shoe) counts.set(c, (counts.get(c) ?? 0) + 1);
    return [...counts].map(([card, n]) => ({
      move: { kind: 'card', card },
      probability: n / s.shoe.length,
    }));
  },
  play(s, move) {
    const why = whyIllegal(s, move);
    if (why) throw new IllegalMoveError(`move ${JSON.stringify(move)}: ${why}`);
    return apply(s, move);
  },
  result(s) {
    if (s.phase !== 'left') return null;
    const detail = `left the table with $${s.bankroll} after ${s.rounds} rounds`;
    if (s.bankroll === START_BANKROLL) return { kind: 'draw', detail };
    return { kind: 'win', winner: s.bankroll > START_BANKROLL ? PLAYER : DEALER, detail };
  },
  observe: observeState,
  determinize,
  moveText(s, move, viewer) {
    if (move.kind === 'judge') return judgeText(s, move);
    if (move.kind !== 'card') return move.kind;
    const to = recipient(s);
    const hole = to === 'dealer' && s.dealer.length === 1 && viewer !== 'all';
    if (hole) return 'the dealer takes the hole card';
    return `${move.card} to ${to === 'dealer' ? 'the dealer' : s.split ? `hand ${Number(to) + 1}` : 'you'}`;
  },
  // The trainer's judgement is the house's word on the decision before it, not a move of its own.
  countsAsMove: (_s, move) => move.kind !== 'judge',
  moveToString,
  parseMove,
  stateToString: (s) => JSON.stringify({ ...s, shoe: countsText(s.shoe) }),
  parseState,
};

const ORDER = [...new Set(freshShoe())];

/** The shoe as 52 digits, each card's count in the order of a sorted shoe: short in saves. */
const countsText = (shoe: readonly Card[]): string =>
  ORDER.map((c) => shoe.filter((x) => x === c).length).join('');

function shoeOf(text: unknown): Card[] | undefined {
  if (typeof text !== 'string' || !/^[0-4]{52}$/.test(text)) return undefined;
  return ORDER.flatMap((c, i) => Array.from({ length: Number(text[i]) }, () => c));
}

/** Reads a state written by stateToString and checks that its cards make up the whole shoe. */
function parseState(text: string): Result<BlackjackState> {
  const fail = (why: string) => err<BlackjackState>(`state ${excerpt(text)}: ${why}`);
  let s: BlackjackState;
  try {
    const raw = JSON.parse(text) as BlackjackState & { shoe: unknown };
    const shoe = shoeOf(raw?.shoe);
    if (!shoe) return fail('expected the shoe as 52 digits 0 to 4');
    s = { ...raw, shoe };
  } catch {
    return fail('expected the JSON that stateToString writes');
  }
  const shapeWrong = shapeProblem(s);
  if (shapeWrong) return fail(shapeWrong);
  const cards = [...s.shoe, ...s.unshown, ...s.hands.flat(), ...s.dealer];
  if (cards.some((c) => !parseCard(String(c)).ok)) return fail('a card is not a card');
  const full = freshShoe();
  const count = (list: readonly Card[]) =>
    list.reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<Card, number>());
  const have = count(cards);
  if ([...have].some(([c, n]) => n > DECKS || !full.includes(c))) {
    return fail(`more than ${DECKS} of a card`);
  }
  if (s.pending !== undefined && !s.training) {
    return fail('a decision waits for the trainer, but the trainer is off');
  }
  const roundWrong = roundProblem(s);
  if (roundWrong) return fail(roundWrong);
  return ok(s);
}
