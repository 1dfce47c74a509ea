import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type SameParams, sameInfo } from './info.ts';
import type { SameMove, SameState } from './rules.ts';

/** A one-player puzzle with no chance after the deal: undo is free, the hint is a search. */
const descriptor: GameDescriptor<SameState, SameMove, SameParams> = {
  kind: 'game',
  info: sameInfo,
  tagline: 'Clear the board by removing blobs of one colour',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.same),
  view: () => import('./View.tsx').then((m) => m.SameView),
  engine: () => import('./engine.ts').then((m) => m.default),
  hint: true,
  // The whole-board solver's best line from the position, with its score.
  analysis: 'toggle',
};

export default descriptor;
