import { type Card, cardValue, suitOf } from '../../cards/card.ts';
import {
  type AcesMove,
  type AcesObservation,
  clickEffect,
  movesOf,
  power,
  removable,
} from './rules.ts';

/**
 * The no-peek player: it sees what a player sees (the stacks, the cards removed, the size of
 * the stock), never the stock's cards; it takes an observation, not a state. Its rules:
 *
 * 1. remove a card whenever one can go (the leftmost);
 * 2. with an empty stack, move the newest card of a taller stack there, the one whose move
 *    scores best (below);
 * 3. else deal.
 *
 * A move is scored by playing it and every removal it opens: 100 a card removed, plus 40 for
 * an ace moved (an ace never leaves, so it is best at the foot of a stack of its own), plus a
 * point for each card of the stack it leaves (a tall stack is the one to dig into), less 20
 * for each card left covering a lower card of its own suit (a card that will have to move
 * before the one under it can go).
 */
type Stacks = readonly (readonly Card[])[];

/** The stacks after every removal that can follow, and how many cards went. */
export function removeAll(stacks: Stacks): { stacks: Card[][]; removed: number } {
  const s = stacks.map((st) => [...st]);
  let removed = 0;
  for (let again = true; again; ) {
    again = false;
    for (let i = 0; i < s.length; i++) {
      if (removable(s, i)) {
        s[i]?.pop();
        removed++;
        again = true;
      }
    }
  }
  return { stacks: s, removed };
}

/** Cards that cover a lower card of their own suit somewhere beneath them in their stack. */
function blockers(stacks: Stacks): number {
  let n = 0;
  for (const stack of stacks) {
    for (let k = 1; k < stack.length; k++) {
      const c = stack[k] as Card;
      if (stack.slice(0, k).some((u) => suitOf(u) === suitOf(c) && power(u) < power(c))) n++;
    }
  }
  return n;
}

export const WEIGHTS = { removed: 100, ace: 40, height: 1, blocker: 20 };

/** The score of moving the newest card of stack `from` to the leftmost empty stack. */
export function scoreMove(stacks: Stacks, from: number, to: number, w = WEIGHTS): number {
  const card = stacks[from]?.at(-1) as Card;
  const moved = stacks.map((st, i) => (i === from ? st.slice(0, -1) : i === to ? [card] : st));
  const after = removeAll(moved);
  return (
    w.removed * after.removed +
    (cardValue(card) === 1 ? w.ace : 0) +
    w.height * (stacks[from]?.length ?? 0) -
    w.blocker * blockers(after.stacks)
  );
}

export function noPeekMove(o: AcesObservation, w = WEIGHTS): AcesMove {
  const moves = movesOf(o);
  const remove = moves.find((m) => m !== 'deal' && removable(o.stacks, m));
  if (remove !== undefined) return remove;
  let best: AcesMove | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    if (m === 'deal' || (o.stacks[m]?.length ?? 0) < 2) continue;
    const effect = clickEffect(o.stacks, m);
    if (effect?.kind !== 'move') continue;
    const score = scoreMove(o.stacks, m, effect.to, w);
    if (score > bestScore) [best, bestScore] = [m, score];
  }
  if (best !== null) return best;
  return moves.includes('deal') ? 'deal' : (moves[0] as AcesMove);
}
