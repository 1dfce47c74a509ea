import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type PbnParams, pbnInfo } from './info.ts';
import type { PbnMove, PbnState } from './rules.ts';

/**
 * One player, no chance: undo and redo are free (PLT undoes only Show Mistakes' marks). The
 * hint is the solver's next deduction with its reason, computed in the engine worker.
 */
const descriptor: GameDescriptor<PbnState, PbnMove, PbnParams> = {
  kind: 'game',
  info: pbnInfo,
  tagline: 'Paint the picture that the row and column numbers describe',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.pbn),
  view: () => import('./View.tsx').then((m) => m.PbnView),
  engine: () => import('./engine.ts').then((m) => m.default),
  hint: true,
};

export default descriptor;
