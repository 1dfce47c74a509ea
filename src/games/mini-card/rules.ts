import { type Card, parseCard } from '../../cards/card.ts';
import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError } from '../../core/game.ts';
import { readInteger } from '../../core/integer.ts';
import type { ParamSpecs } from '../../core/params.ts';
import { err, ok, type Result } from '../../core/result.ts';
import {
  allSameColor,
  calcPlayerpoint,
  calcScore,
  findHeldCards,
  type MiniMove,
  type Step,
} from './assignment.ts';
import { randomInstance } from './instances.ts';

/**
 * The Mini Card Game as a one-player game of the collection. Draws are forced, so they happen
 * by themselves; the player's only decisions are which card to discard, and a move is that card.
 * A state always waits at a discard or is over.
 */
export interface MiniCardState {
  readonly goal: number;
  /** The card list still on the table, first card first. */
  readonly cards: readonly Card[];
  /** The moves still to make; the next is first. */
  readonly moves: readonly MiniMove[];
  readonly held: readonly Card[];
  /** What happened so far, in the assignment's find-steps form. */
  readonly steps: readonly Step[];
}

export interface MiniCardParams {
  readonly cards: number;
  readonly moves: number;
  readonly [name: string]: number;
}

export type Ending = 'no moves left' | 'no card to draw' | 'no card to discard' | 'over the goal';

/** Which of the assignment's Game-Over rules ends the game here, if any. */
export function ending(s: MiniCardState): Ending | null {
  if (calcPlayerpoint(s.held) > s.goal) return 'over the goal';
  const [next] = s.moves;
  if (next === undefined) return 'no moves left';
  if (next === 'draw' && s.cards.length === 0) return 'no card to draw';
  if (next === 'discard' && s.held.length === 0) return 'no card to discard';
  return null;
}

/** Makes the forced draws until a discard is to be chosen or the game is over. */
function advance(state: MiniCardState): MiniCardState {
  let s = state;
  while (!ending(s) && s.moves[0] === 'draw') {
    const card = s.cards[0] as Card;
    s = {
      ...s,
      cards: s.cards.slice(1),
      moves: s.moves.slice(1),
      held: [...s.held, card],
      steps: [...s.steps, { move: 'draw', card }],
    };
  }
  return s;
}

export function startState(cards: readonly Card[], moves: readonly MiniMove[], goal: number) {
  return advance({ goal, cards, moves, held: [], steps: [] });
}

/** The instance as dealt, rebuilt from what was played and what is left. */
export function dealtOf(s: MiniCardState) {
  return {
    cards: [...s.steps.filter((t) => t.move === 'draw').map((t) => t.card), ...s.cards],
    moves: [...s.steps.map((t) => t.move), ...s.moves],
    goal: s.goal,
  };
}

/** The score and how it was made, for the end-of-game breakdown. */
export function scoreBreakdown(held: readonly Card[], goal: number) {
  const points = calcPlayerpoint(held);
  const prescore = points > goal ? 5 * (points - goal) : goal - points;
  const oneColour = allSameColor(held);
  return { points, prescore, oneColour, score: calcScore(held, goal) };
}

const params: ParamSpecs = {
  cards: { kind: 'int', label: 'Cards in the list', min: 1, max: 12, default: 8 },
  moves: { kind: 'int', label: 'Moves', min: 1, max: 12, default: 8 },
};

const list = (cards: readonly Card[]) => cards.join(',');
const stepText = (t: Step) => `${t.move === 'draw' ? '+' : '-'}${t.card}`;

function readCards(text: string, what: string): Result<Card[]> {
  const cards: Card[] = [];
  for (const word of text.split(',').filter(Boolean)) {
    const c = parseCard(word);
    if (!c.ok) return err(`${what}: ${c.error}`);
    cards.push(c.value);
  }
  return ok(cards);
}

export const miniCard: Game<MiniCardState, Card, MiniCardParams> = {
  id: 'mini-card',
  title: 'Mini Card Game',
  set: 'Card Games',
  players: 1,
  chance: false,
  hiddenInformation: false,
  params,

  setup(p, rng) {
    const { cards, moves, goal } = randomInstance(rng, p);
    return startState(cards, moves, goal);
  },

  toMove: () => 0,

  /** The held cards, in the order they were drawn. */
  legalMoves: (s) => (ending(s) ? [] : [...s.held]),

  play(s, card) {
    const over = ending(s);
    if (over) throw new IllegalMoveError(`the game is over (${over})`);
    if (typeof card !== 'string' || !s.held.includes(card)) {
      throw new IllegalMoveError(`${JSON.stringify(card)} is not a held card`);
    }
    return advance({
      ...s,
      moves: s.moves.slice(1),
      held: s.held.filter((c) => c !== card),
      steps: [...s.steps, { move: 'discard', card }],
    });
  },

  result(s) {
    const over = ending(s);
    if (!over) return null;
    const { points, prescore, oneColour, score } = scoreBreakdown(s.held, s.goal);
    const halved = oneColour ? ', halved for one colour' : '';
    return {
      kind: 'scores',
      scores: [score],
      detail: `Game over: ${over}. ${points} points against goal ${s.goal}, prescore ${prescore}${halved}`,
    };
  },

  moveToString: (card) => card,

  parseMove(text, s) {
    const c = parseCard(text);
    if (!c.ok) return c;
    return s.held.includes(c.value)
      ? c
      : err(`${c.value} is not held (held: ${list(s.held) || 'none'})`);
  },

  /** `goal=16 cards=DJ,QD moves=discard,draw held=3H,2H steps=+3H,+2H`. */
  stateToString: (s) =>
    `goal=${s.goal} cards=${list(s.cards)} moves=${s.moves.join(',')} held=${list(s.held)} steps=${s.steps.map(stepText).join(',')}`,

  parseState(text) {
    const m = /^goal=(\d+) cards=(\S*) moves=(\S*) held=(\S*) steps=(\S*)$/.exec(text.trim());
    if (!m)
      return err(`state ${excerpt(text)}: expected goal=N cards=... moves=... held=... steps=...`);
    const goal = readInteger(m[1] as string);
    if (!goal.ok) return err(`goal: ${goal.error}`);
    const cards = readCards(m[2] as string, 'cards');
    const held = readCards(m[4] as string, 'held');
    if (!cards.ok) return cards;
    if (!held.ok) return held;
    const moves = (m[3] as string).split(',').filter(Boolean);
    if (moves.some((w) => w !== 'draw' && w !== 'discard'))
      return err('moves: only draw and discard');
    const steps: Step[] = [];
    for (const word of (m[5] as string).split(',').filter(Boolean)) {
      const c = parseCard(word.slice(1));
      if (!c.ok || (word[0] !== '+' && word[0] !== '-'))
        return err(`steps: ${excerpt(word)} is not +CARD or -CARD`);
      steps.push({ move: word[0] === '+' ? 'draw' : 'discard', card: c.value });
    }
    const state = {
      goal: goal.value,
      cards: cards.value,
      moves: moves as MiniMove[],
      held: held.value,
      steps,
    };
    if (list(findHeldCards(steps)) !== list(held.value))
      return err('held cards do not follow from the steps');
    const seen = dealtOf(state).cards;
    if (new Set(seen).size !== seen.length) return err('a card appears twice');
    if (miniCard.stateToString(advance(state)) !== miniCard.stateToString(state)) {
      return err('the next move is a draw; states wait at a discard or at the end');
    }
    return ok(state);
  },
};
