import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type JewelParams, jewelInfo } from './info.ts';
import type { JewelMove, JewelState } from './rules.ts';

/**
 * A one-player game against the clock: time is a move (`t33`), so undo would take back the
 * time spent; there is none. The hint is a short look-ahead in the worker; the automatic
 * player may take the seat.
 */
const descriptor: GameDescriptor<JewelState, JewelMove, JewelParams> = {
  kind: 'game',
  info: jewelInfo,
  tagline: 'Swap jewels to line up three or more, against the clock',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.jewel),
  view: () => import('./View.tsx').then((m) => m.JewelView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: [{ id: 'auto', label: 'Automatic player (one swap a second)' }],
  seats: [{}],
  undo: 'none',
  undoWhy: 'No undo in Jewel: time is part of the game.',
  hint: true,
};

export default descriptor;
