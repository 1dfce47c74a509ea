import type { GameDescriptor } from '../descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import { icon } from './icon.ts';
import { type Connect4Params, connect4Info } from './info.ts';
import type { Connect4State } from './rules.ts';

const descriptor: GameDescriptor<Connect4State, number, Connect4Params> = {
  kind: 'game',
  info: connect4Info,
  tagline: 'Connect four in a row against a perfect solver',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.connect4),
  view: () => import('./View.tsx').then((m) => m.Connect4View),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: AI_NAMES,
  hint: true,
  analysis: 'toggle',
  // The analysis is the perfect solver's, which knows the standard board only.
  analysisFor: ({ width, height }) => width === 7 && height === 6,
  playerNames: ['Red', 'Yellow'],
};

export default descriptor;
