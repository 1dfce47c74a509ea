import type { GameDescriptor } from '../descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import { icon } from './icon.ts';
import { type GobbletParams, gobbletInfo } from './info.ts';
import type { GobbletMove, GobbletState } from './rules.ts';

const descriptor: GameDescriptor<GobbletState, GobbletMove, GobbletParams> = {
  kind: 'game',
  info: gobbletInfo,
  tagline: 'Tic-tac-toe where big pieces swallow small ones',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.gobblet),
  view: () => import('./View.tsx').then((m) => m.GobbletView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: AI_NAMES,
  // PLT's default: the auto-player in its Ok mode takes Yellow when asked.
  seats: [{}, { ai: 'plt-ok' }],
  hint: true,
  analysis: 'toggle',
  playerNames: ['Red', 'Yellow'],
};

export default descriptor;
