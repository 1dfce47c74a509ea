import { type Card, parseCard } from '../../cards/card.ts';
import { type DealtCard, numberCards, valuesOf, withoutCard } from '../../cards/identity.ts';
import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError } from '../../core/game.ts';
import { readInteger } from '../../core/integer.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { allSameColor, calcPlayerpoint, calcScore, type MiniMove } from './assignment.ts';
import { type MiniCardParams, miniCardInfo } from './info.ts';
import { randomInstance } from './instances.ts';

/**
 * The Mini Card Game as a one-player game of the collection. Draws are forced, so they happen
 * by themselves; the player's only decisions are which card to discard, and a move is that card.
 * A state always waits at a discard or is over.
 *
 * Cards are physical cards, numbered by their place in the card list as dealt: a discard
 * removes that card by its id, whatever other cards share its value. The text forms write
 * values only (one deck deals no two equal cards) and parsing numbers the cards again.
 */
export interface MiniCardState {
  readonly goal: number;
  /** The card list still on the table, first card first. */
  readonly cards: readonly DealtCard[];
  /** The moves still to make; the next is first. */
  readonly moves: readonly MiniMove[];
  readonly held: readonly DealtCard[];
  /** What happened so far, as the assignment's find-steps, with the cards themselves. */
  readonly steps: readonly MiniStep[];
}

export interface MiniStep {
  readonly move: MiniMove;
  readonly card: DealtCard;
}

export type { MiniCardParams } from './info.ts';

export type Ending = 'no moves left' | 'no card to draw' | 'no card to discard' | 'over the goal';

/** Which of the assignment's Game-Over rules ends the game here, if any. */
export function ending(s: MiniCardState): Ending | null {
  if (calcPlayerpoint(valuesOf(s.held)) > s.goal) return 'over the goal';
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
    const card = s.cards[0] as DealtCard;
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
  return advance({ goal, cards: numberCards(cards), moves, held: [], steps: [] });
}

/** A real choice: a discard to make with two cards or more in hand. */
export const offersChoice = (s: MiniCardState): boolean => !ending(s) && s.held.length >= 2;

/**
 * With fewer than two cards or three moves no deal can hold a real choice; any other size can,
 * with a chance of at least 4/27 × 29/41 per deal (draw, draw, discard first, and a goal of 22
 * or more, which no two cards pass), so dealing again until one does always ends.
 */
const choiceCanBeDealt = (p: MiniCardParams) => p.cards >= 2 && p.moves >= 3;

/** The dealt card values, rebuilt from what was played and what is left. */
export function dealtOf(s: MiniCardState) {
  return {
    cards: valuesOf([...s.steps.filter((t) => t.move === 'draw').map((t) => t.card), ...s.cards]),
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

const list = (cards: readonly DealtCard[]) => valuesOf(cards).join(',');
const stepText = (t: MiniStep) => `${t.move === 'draw' ? '+' : '-'}${t.card.value}`;

function readCards(text: string, what: string): Result<Card[]> {
  const cards: Card[] = [];
  for (const word of text.split(',').filter(Boolean)) {
    const c = parseCard(word);
    if (!c.ok) return err(`${what}: ${c.error}`);
    cards.push(c.value);
  }
  return ok(cards);
}

/** The one legality check, for `play` and `parseMove`: why `move` cannot be discarded, if not. */
function discardError(s: MiniCardState, move: DealtCard | undefined): string | undefined {
  const over = ending(s);
  if (over) return `the game is over (${over})`;
  const card = s.held.find((c) => c.id === move?.id);
  if (!card || card.value !== move?.value) return `${JSON.stringify(move)} is not a held card`;
  return undefined;
}

export const miniCard: Game<MiniCardState, DealtCard, MiniCardParams> = {
  ...miniCardInfo,

  /**
   * A random instance, dealt again from the same generator until the player's first decision
   * is a real choice: the assignment's random games, kept only when the player has a say.
   */
  setup(p, rng) {
    for (;;) {
      const { cards, moves, goal } = randomInstance(rng, p);
      const s = startState(cards, moves, goal);
      if (offersChoice(s) || !choiceCanBeDealt(p)) return s;
    }
  },

  toMove: () => 0,

  /** The held cards, in the order they were drawn. */
  legalMoves: (s) => (ending(s) ? [] : [...s.held]),

  play(s, move) {
    const error = discardError(s, move);
    if (error) throw new IllegalMoveError(error);
    return advance({
      ...s,
      moves: s.moves.slice(1),
      held: withoutCard(s.held, move),
      steps: [...s.steps, { move: 'discard', card: move }],
    });
  },

  result(s) {
    const over = ending(s);
    if (!over) return null;
    const { points, prescore, oneColour, score } = scoreBreakdown(valuesOf(s.held), s.goal);
    const halved = oneColour ? ', halved for one colour' : '';
    return {
      kind: 'scores',
      scores: [score],
      detail: `Game over: ${over}. ${points} points against goal ${s.goal}, prescore ${prescore}${halved}`,
    };
  },

  moveToString: (card) => card.value,

  parseMove(text, s) {
    const c = parseCard(text);
    if (!c.ok) return c;
    const card = s.held.find((h) => h.value === c.value);
    const error = card ? discardError(s, card) : `${c.value} is not held`;
    return error ? err(`${error} (held: ${list(s.held) || 'none'})`) : ok(card as DealtCard);
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
    const words = (m[5] as string).split(',').filter(Boolean);
    const steps: { move: MiniMove; value: Card }[] = [];
    for (const word of words) {
      const c = parseCard(word.slice(1));
      if (!c.ok || (word[0] !== '+' && word[0] !== '-'))
        return err(`steps: ${excerpt(word)} is not +CARD or -CARD`);
      steps.push({ move: word[0] === '+' ? 'draw' : 'discard', value: c.value });
    }
    // The cards as dealt: the drawn ones in order, then the list still on the table.
    const drawn = steps.filter((t) => t.move === 'draw').map((t) => t.value);
    const dealt = numberCards([...drawn, ...cards.value]);
    const byValue = new Map(dealt.map((c) => [c.value, c]));
    if (byValue.size !== dealt.length) return err('a card appears twice');
    let hand: DealtCard[] = [];
    const played: MiniStep[] = [];
    for (const t of steps) {
      const card = byValue.get(t.value);
      if (t.move === 'discard' && !(card && hand.includes(card)))
        return err(`steps: ${t.value} is discarded without being held`);
      hand =
        t.move === 'draw' ? [...hand, card as DealtCard] : withoutCard(hand, card as DealtCard);
      played.push({ move: t.move, card: card as DealtCard });
    }
    if (valuesOf(hand).join(',') !== held.value.join(','))
      return err('held cards do not follow from the steps');
    const state = {
      goal: goal.value,
      cards: dealt.slice(drawn.length),
      moves: moves as MiniMove[],
      held: hand,
      steps: played,
    };
    if (miniCard.stateToString(advance(state)) !== miniCard.stateToString(state)) {
      return err('the next move is a draw; states wait at a discard or at the end');
    }
    return ok(state);
  },
};
