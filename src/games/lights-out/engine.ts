import type { GameEngine } from '../descriptor.ts';
import { type LightsOutState, lightsOut, type Press } from './rules.ts';
import { solve } from './solver.ts';

/** Lights Out's computing half: the fewest presses that turn the board off. */
const engine: GameEngine<LightsOutState, Press> = {
  rules: lightsOut,
  ais: [],
  hint(state) {
    const presses = solve(state.size, state.lights);
    if (!presses) return null;
    const n = presses.length;
    return {
      moves: presses.map((i) => ({ row: Math.floor(i / state.size), col: i % state.size })),
      why:
        n === 0
          ? 'Every light is off already.'
          : `Press ${n === 1 ? 'this cell' : `these ${n} cells`}, in any order: no fewer presses turn every light off (pressing a cell twice undoes it, so the order never matters).`,
    };
  },
};

export default engine;
