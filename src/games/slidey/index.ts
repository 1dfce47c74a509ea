import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type SlideyParams, slideyInfo } from './info.ts';
import type { Slide, SlideyState } from './rules.ts';

/** One player; the hint is a solution (shortest up to 4×4) whose first slide the board marks. */
const descriptor: GameDescriptor<SlideyState, Slide, SlideyParams> = {
  kind: 'game',
  info: slideyInfo,
  tagline: 'Slide the tiles until the picture is whole again',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.slidey),
  view: () => import('./View.tsx').then((m) => m.SlideyView),
  engine: () => import('./engine.ts').then((m) => m.default),
  hint: true,
};

export default descriptor;
