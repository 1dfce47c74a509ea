import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { lineHint } from './hint.ts';
import { type TallyMazeMove, type TallyMazeState, tallyMaze } from './rules.ts';

/** Tally Maze's computing half: the pumpkins' rule, and the hint: the shortest winning line. */
const engine: GameEngine<TallyMazeState, TallyMazeMove> = {
  rules: tallyMaze,
  ais,
  hint: lineHint,
};

export default engine;
