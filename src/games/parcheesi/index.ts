import type { GameDescriptor } from '../descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import { icon } from './icon.ts';
import { type ParcheesiParams, parcheesiInfo } from './info.ts';
import type { ParcheesiMove, ParcheesiState } from './rules.ts';

const descriptor: GameDescriptor<ParcheesiState, ParcheesiMove, ParcheesiParams> = {
  kind: 'game',
  info: parcheesiInfo,
  tagline: 'Race four pawns home round the board, dice in hand',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.parcheesi),
  view: () => import('./View.tsx').then((m) => m.ParcheesiView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: AI_NAMES,
  hint: true,
  // PLT's defaults: green Amazing Grace, red Polite Polly, blue you, yellow Reckless Renee.
  seats: [{ ai: 'grace' }, { ai: 'polly' }, {}, { ai: 'renee' }],
  playerNames: ['Green', 'Red', 'Blue', 'Yellow'],
  // Taking back a turn and rolling again would show what the dice give.
  undo: 'before-chance',
};

export default descriptor;
