import type { GameDescriptor } from '../descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import type { PousseMove } from './board.ts';
import { icon } from './icon.ts';
import { type PousseParams, pousseInfo } from './info.ts';
import type { PousseState } from './rules.ts';

const descriptor: GameDescriptor<PousseState, PousseMove, PousseParams> = {
  kind: 'game',
  info: pousseInfo,
  tagline: 'Push your markers in from the edges to make a straight line',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.pousse),
  view: () => import('./View.tsx').then((m) => m.PousseView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: AI_NAMES,
  // PLT's Setup makes both players people; the page offers PLT Smart against you.
  seats: [{}, { ai: 'plt-smart:1' }],
  hint: true,
  analysis: 'toggle',
  playerNames: ['X', 'O'],
};

export default descriptor;
