import type { GameDescriptor } from '../descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import { icon } from './icon.ts';
import { type GoFishParams, goFishInfo, PLAYER_NAMES } from './info.ts';
import type { GoFishMove, GoFishObservation, GoFishState } from './rules.ts';

const descriptor: GameDescriptor<GoFishState, GoFishMove, GoFishParams, GoFishObservation> = {
  kind: 'game',
  info: goFishInfo,
  tagline: 'Ask two computer players for ranks and collect the most pairs',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.goFish),
  view: () => import('./View.tsx').then((m) => m.GoFishView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: AI_NAMES,
  seats: [{}, { ai: 'plt' }, { ai: 'plt' }],
  playerNames: [...PLAYER_NAMES],
  // Every ask shows what a hand holds and every draw a card of the pile: undoing either would
  // let you ask again knowing the answer, so there is no undo.
  undo: 'none',
  undoWhy:
    'No undo in Go Fish: every ask and every draw shows you something, and taking it back would let you ask again knowing the answer.',
  hint: true,
};

export default descriptor;
