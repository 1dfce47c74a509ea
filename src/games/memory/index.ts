import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type MemoryParams, memoryInfo } from './info.ts';
import type { MemoryMove, MemoryObservation, MemoryState } from './rules.ts';

/** A one-player memory game: the hint is the optimal perfect-memory player's next card. */
const descriptor: GameDescriptor<MemoryState, MemoryMove, MemoryParams, MemoryObservation> = {
  kind: 'game',
  info: memoryInfo,
  tagline: 'Turn two cards at a time and find the matching pictures',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.memory),
  view: () => import('./View.tsx').then((m) => m.MemoryView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: [{ id: 'optimal', label: 'Perfect memory, optimal play' }],
  hint: true,
  playerNames: ['You'],
};

export default descriptor;
