import type { DealtCard } from '../../cards/identity.ts';
import type { GameEngine } from '../descriptor.ts';
import { bestList, discardHint } from './hint.ts';
import { dealtOf, type MiniCardState, miniCard } from './rules.ts';
import { bestScore } from './strategies.ts';

/** What the end-of-game summary compares the player's score with. */
export interface MiniCardAnalysis {
  /** The lowest score this deal allows, found by the optimal strategy. */
  best: number;
}

/** The Mini Card Game's computing half: the optimal discard, and the best score of the deal. */
const engine: GameEngine<MiniCardState, DealtCard, MiniCardState, MiniCardAnalysis> = {
  rules: miniCard,
  ais: [],
  hint: discardHint,
  analyze(state): MiniCardAnalysis {
    const { cards, moves, goal } = dealtOf(state);
    return { best: bestScore(cards, moves, goal, []) };
  },
  analysisList: bestList,
};

export default engine;
