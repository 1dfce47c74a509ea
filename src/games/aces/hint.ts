import { type Card, cardName, suitOf } from '../../cards/card.ts';
import type { AnalysisList, Hint } from '../descriptor.ts';
import type { AcesAnalysis } from './engine.ts';
import { noPeekMove, removeAll } from './nopeek.ts';
import {
  type AcesMove,
  type AcesObservation,
  clickEffect,
  movesOf,
  power,
  removable,
} from './rules.ts';

const cards = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

/** The no-peek player's move (nopeek.ts), with its rule in a sentence; null with no move left. */
export function noPeekHint(o: AcesObservation): Hint<AcesMove> | null {
  if (movesOf(o).length === 0) return null;
  const move = noPeekMove(o);
  return { moves: [move], why: whyOf(o, move) };
}

function whyOf(o: AcesObservation, move: AcesMove): string {
  if (move === 'deal') {
    return o.stacks.some((s) => s.length === 0)
      ? 'No card can go, and no card is worth moving to the empty stack: deal one onto each stack.'
      : 'No card can go and no stack is empty: deal one onto each stack.';
  }
  const card = o.stacks[move]?.at(-1) as Card;
  if (removable(o.stacks, move)) {
    const higher = o.stacks
      .map((s) => s.at(-1))
      .find((c) => c !== undefined && suitOf(c) === suitOf(card) && power(c) > power(card)) as Card;
    return `The ${cardName(card)} can go: the ${cardName(higher)}, higher in its suit, is showing.`;
  }
  const effect = clickEffect(o.stacks, move);
  const to = effect?.kind === 'move' ? effect.to : -1;
  const moved = o.stacks.map((s, i) => (i === move ? s.slice(0, -1) : i === to ? [card] : s));
  const { removed } = removeAll(moved);
  const gain =
    removed > 0
      ? `it lets ${cards(removed)} go`
      : power(card) === 14
        ? 'an ace never leaves, so it is best alone at the foot of a stack'
        : `it uncovers the ${cardName(o.stacks[move]?.at(-2) as Card)}`;
  return `No card can go; of the moves to the empty stack, the ${cardName(card)}'s scores best: ${gain}.`;
}

/** The end-of-game study in the panel's shape: no moves to list, its verdict as the summary. */
export function acesList(study: AcesAnalysis): AnalysisList<AcesMove> {
  const searched = `${study.nodes.toLocaleString('en')} positions searched`;
  const summary =
    study.won === true
      ? `This deal could have been won: the solver's line takes ${study.line.length} moves (${searched}).`
      : study.won === false
        ? `No line wins this deal (${searched}).`
        : study.nodes === 0
          ? 'The deal is studied once the game is over.'
          : `The solver stopped before deciding this deal (${searched}).`;
  return { rows: [], summary };
}
