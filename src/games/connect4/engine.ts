import type { GameEngine } from '../descriptor.ts';
import { columnValues } from './analysis.ts';
import { type Connect4State, connect4 } from './rules.ts';
import { ais, selectPerfectAction } from './strategies.ts';

/** Connect 4's computing half, for the engine worker and the CLI. */
const engine: GameEngine<Connect4State, number> = {
  rules: connect4,
  ais,
  /** The perfect move: the fastest win, or the longest resistance. */
  hint: (state, context) => [selectPerfectAction(state, undefined, context)],
  analyze: (state, context) => columnValues(state, context.progress, context.stopped),
};

export default engine;
