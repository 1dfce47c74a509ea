import type { DealtCard } from '../../cards/identity.ts';
import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { dealtOf, type MiniCardParams, type MiniCardState, miniCard } from './rules.ts';
import { bestScore, optimalDiscard } from './strategies.ts';

/** What the end-of-game summary compares the player's score with. */
export interface MiniCardAnalysis {
  /** The lowest score this deal allows, found by the optimal strategy. */
  best: number;
}

const descriptor: GameDescriptor<MiniCardState, DealtCard, MiniCardParams> = {
  rules: miniCard,
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  view: () => import('./View.tsx').then((m) => m.MiniCardView),
  hint(state) {
    if (state.held.length === 0) return null;
    return [optimalDiscard(state)];
  },
  analyze(state): MiniCardAnalysis {
    const { cards, moves, goal } = dealtOf(state);
    return { best: bestScore(cards, moves, goal, []) };
  },
  analysisWhen: 'end',
  cli: () => import('./cli.ts').then((m) => m.registerCommands),
  playerNames: ['You'],
};

export default descriptor;
