import type { GameEngine } from '../descriptor.ts';
import { type LightsOutState, lightsOut, type Press } from './rules.ts';
import { solve } from './solver.ts';

/** Lights Out's computing half: the fewest presses that turn the board off. */
const engine: GameEngine<LightsOutState, Press> = {
  rules: lightsOut,
  ais: [],
  hint(state) {
    const presses = solve(state.size, state.lights);
    return presses?.map((i) => ({ row: Math.floor(i / state.size), col: i % state.size })) ?? null;
  },
};

export default engine;
