import type { GameDescriptor } from '../descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import { icon } from './icon.ts';
import { type RummyParams, rummyInfo } from './info.ts';
import type { RummyMove, RummyObservation, RummyState } from './state.ts';

const descriptor: GameDescriptor<RummyState, RummyMove, RummyParams, RummyObservation> = {
  kind: 'game',
  info: rummyInfo,
  tagline: 'Meld sets and runs from ten cards and go gin first',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.rummy),
  view: () => import('./View.tsx').then((m) => m.RummyView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: AI_NAMES,
  seats: [{}, { ai: 'plt' }],
  playerNames: ['You', 'Opponent'],
  // Taking back a draw or a discard would show what the stock or the opponent does next; the
  // view undoes rearranging your hand, which is all that reveals nothing.
  undo: 'none',
  undoWhy:
    'No undo of a draw or a discard in Rummy: it would show what the stock or the opponent does next. Undo arrange takes back rearranging your hand.',
  hint: true,
  // Random discards almost never make gin (not once in 200,000 random hands).
  playoutsFollowHint: true,
};

export default descriptor;
