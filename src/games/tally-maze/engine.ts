import type { AiPlayer } from '../../core/ai.ts';
import type { GameEngine } from '../descriptor.ts';
import { PUMPKIN_AI } from './ai-names.ts';
import { lineHint } from './hint.ts';
import { pumpkinMove, type TallyMazeMove, type TallyMazeState, tallyMaze } from './rules.ts';

/**
 * PLT's pumpkin: the closer one chases, the other lies in wait (pumpkins.ts). Asked for a move
 * at your turn (the conformance suite asks every AI everywhere), it stays.
 */
const pumpkin: AiPlayer<TallyMazeState, TallyMazeMove> = {
  ...PUMPKIN_AI,
  choose: (s) => (s.turn === 0 ? 'stay' : pumpkinMove(s)),
};

/** Tally Maze's computing half: the pumpkins' rule, and the hint: the shortest winning line. */
const engine: GameEngine<TallyMazeState, TallyMazeMove> = {
  rules: tallyMaze,
  ais: [pumpkin],
  hint: lineHint,
};

export default engine;
