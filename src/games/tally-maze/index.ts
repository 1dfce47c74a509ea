import type { GameDescriptor } from '../descriptor.ts';
import { PUMPKIN_AI } from './ai-names.ts';
import { icon } from './icon.ts';
import { type TallyMazeParams, tallyMazeInfo } from './info.ts';
import type { TallyMazeMove, TallyMazeState } from './rules.ts';

/**
 * You against two pumpkins, fixed computer seats playing PLT's rule; Undo takes back your
 * action and their answers. The hint is the shortest winning line of steps and `n` presses.
 */
const descriptor: GameDescriptor<TallyMazeState, TallyMazeMove, TallyMazeParams> = {
  kind: 'game',
  info: tallyMazeInfo,
  tagline: 'Walk the ball out of the maze before the pumpkins catch it',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.tallyMaze),
  view: () => import('./View.tsx').then((m) => m.TallyMazeView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: [PUMPKIN_AI],
  seats: [{}, { ai: PUMPKIN_AI.id, fixed: true }, { ai: PUMPKIN_AI.id, fixed: true }],
  playerNames: ['You', 'Pumpkin 1', 'Pumpkin 2'],
  hint: true,
  // PLT's undo key.
  keys: { z: 'undo' },
};

export default descriptor;
