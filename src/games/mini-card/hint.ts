import { cardName } from '../../cards/card.ts';
import { type DealtCard, valuesOf } from '../../cards/identity.ts';
import type { AnalysisList, Hint } from '../descriptor.ts';
import type { MiniCardAnalysis } from './engine.ts';
import type { MiniCardState } from './rules.ts';
import { bestScore } from './strategies.ts';

/**
 * The optimal discard (the first of equally good cards, as the optimal strategy plays) with the
 * final score it leads to, every later discard chosen well, and the best score with another.
 */
export function discardHint(state: MiniCardState): Hint<DealtCard> | null {
  if (state.held.length === 0) return null;
  const cards = valuesOf(state.cards);
  const moves = state.moves.slice(1);
  const held = valuesOf(state.held);
  const memo = new Map<string, number>();
  const scores = held.map((_, i) =>
    bestScore(
      cards,
      moves,
      state.goal,
      held.filter((_, j) => j !== i),
      memo,
    ),
  );
  const best = Math.min(...scores);
  const chosen = scores.indexOf(best);
  const card = state.held[chosen] as DealtCard;
  const others = scores.filter((_, i) => i !== chosen);
  const next = others.length ? Math.min(...others) : null;
  const tail =
    next === null
      ? ''
      : next === best
        ? ` (another discard does as well: ${next})`
        : ` (the best after any other discard: ${next})`;
  return {
    moves: [card],
    why: `Discarding the ${cardName(card.value)} leads to a final score of ${best}, the lowest this deal still allows with every later discard chosen well${tail}.`,
  };
}

/** The end-of-game study in the panel's shape: the best score the deal allowed. */
export const bestList = (study: MiniCardAnalysis): AnalysisList<DealtCard> => ({
  rows: [],
  summary: `The lowest score this deal allowed: ${study.best} (lowest wins).`,
});
