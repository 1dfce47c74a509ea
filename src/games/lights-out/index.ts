import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type LightsOutParams, lightsOutInfo } from './info.ts';
import type { LightsOutState, Press } from './rules.ts';

const descriptor: GameDescriptor<LightsOutState, Press, LightsOutParams> = {
  kind: 'game',
  info: lightsOutInfo,
  tagline: 'Switch every light off; each press flips its neighbours',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.lightsOut),
  view: () => import('./View.tsx').then((m) => m.LightsOutView),
  engine: () => import('./engine.ts').then((m) => m.default),
  hint: true,
};

export default descriptor;
