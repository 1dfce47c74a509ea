import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type LightsOutParams, type LightsOutState, lightsOut, type Press } from './rules.ts';
import { solve } from './solver.ts';

const descriptor: GameDescriptor<LightsOutState, Press, LightsOutParams> = {
  rules: lightsOut,
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  view: () => import('./View.tsx').then((m) => m.LightsOutView),
  hint(state) {
    const presses = solve(state.size, state.lights);
    return presses?.map((i) => ({ row: Math.floor(i / state.size), col: i % state.size })) ?? null;
  },
  cli: () => import('./cli.ts').then((m) => m.registerCommands),
};

export default descriptor;
