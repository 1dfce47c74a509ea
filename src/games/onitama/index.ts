import type { GameDescriptor } from '../descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import { icon } from './icon.ts';
import { type OnitamaParams, onitamaInfo } from './info.ts';
import type { OnitamaMove, OnitamaState } from './rules.ts';

const descriptor: GameDescriptor<OnitamaState, OnitamaMove, OnitamaParams> = {
  kind: 'game',
  info: onitamaInfo,
  tagline: 'Move by the cards you hold; take the master or the temple',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.onitama),
  view: () => import('./View.tsx').then((m) => m.OnitamaView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: AI_NAMES,
  hint: true,
  analysis: 'toggle',
  playerNames: ['Blue', 'Red'],
  lab: () => import('./Lab.tsx').then((m) => m.OnitamaLab),
};

export default descriptor;
