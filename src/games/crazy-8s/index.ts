import type { GameDescriptor } from '../descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import { icon } from './icon.ts';
import { type Crazy8sParams, crazy8sInfo } from './info.ts';
import type { Crazy8sMove, Crazy8sObservation, Crazy8sState } from './state.ts';

/** You against one to three computer players; PLT's opponent sits in every other seat. */
const descriptor: GameDescriptor<Crazy8sState, Crazy8sMove, Crazy8sParams, Crazy8sObservation> = {
  kind: 'game',
  info: crazy8sInfo,
  tagline: 'Shed your hand by matching suit or rank; eights are wild',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.crazy8s),
  view: () => import('./View.tsx').then((m) => m.Crazy8sView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: AI_NAMES,
  seats: [{}, { ai: 'plt' }, { ai: 'plt' }, { ai: 'plt' }],
  playerNames: ['You', 'Opponent 1', 'Opponent 2', 'Opponent 3'],
  // Taking back a move would show what the opponents answered, or the card a draw brings.
  undo: 'none',
  undoWhy:
    'No undo in Crazy 8s: taking back a move would show what the opponents answered or what the stock holds.',
  hint: true,
};

export default descriptor;
