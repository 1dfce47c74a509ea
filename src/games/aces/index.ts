import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type AcesParams, acesInfo } from './info.ts';
import type { AcesMove, AcesObservation, AcesState } from './rules.ts';

/** A one-player solitaire: the hint is the no-peek player's move, the end study the solver's. */
const descriptor: GameDescriptor<AcesState, AcesMove, AcesParams, AcesObservation> = {
  kind: 'game',
  info: acesInfo,
  tagline: 'Aces Up: clear the table until only the four aces are left',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.aces),
  view: () => import('./View.tsx').then((m) => m.AcesView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: [{ id: 'nopeek', label: 'No-peek player' }],
  hint: true,
  analysis: 'end',
  playerNames: ['You'],
};

export default descriptor;
