import type { GameDescriptor } from '../descriptor.ts';
import { AI_NAMES, DEFAULT_AI } from './ai-names.ts';
import { icon } from './icon.ts';
import { type CheckersParams, checkersInfo } from './info.ts';
import type { CheckersMove, CheckersState } from './rules.ts';

const descriptor: GameDescriptor<CheckersState, CheckersMove, CheckersParams> = {
  kind: 'game',
  info: checkersInfo,
  tagline: "English draughts on PLT's wooden board, against a strong engine",
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.checkers),
  view: () => import('./View.tsx').then((m) => m.CheckersView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: AI_NAMES,
  // PLT seats two people at one mouse; here Black is the computer unless the player changes it.
  seats: [{}, { ai: DEFAULT_AI }],
  hint: true,
  analysis: 'toggle',
  playerNames: ['Red', 'Black'],
};

export default descriptor;
