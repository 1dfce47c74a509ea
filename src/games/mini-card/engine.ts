import type { Card } from '../../cards/card.ts';
import type { GameEngine } from '../descriptor.ts';
import { dealtOf, type MiniCardState, miniCard } from './rules.ts';
import { bestScore, discardOptimal } from './strategies.ts';

/** What the end-of-game summary compares the player's score with. */
export interface MiniCardAnalysis {
  /** The lowest score this deal allows, found by the optimal strategy. */
  best: number;
}

/** The Mini Card Game's computing half: the optimal discard, and the best score of the deal. */
const engine: GameEngine<MiniCardState, Card> = {
  rules: miniCard,
  ais: [],
  hint(state) {
    if (state.held.length === 0) return null;
    return [
      state.held[discardOptimal(state.cards, state.moves.slice(1), state.goal, state.held)] as Card,
    ];
  },
  analyze(state): MiniCardAnalysis {
    const { cards, moves, goal } = dealtOf(state);
    return { best: bestScore(cards, moves, goal, []) };
  },
};

export default engine;
