import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type SpiderParams, spiderInfo } from './info.ts';
import type { SpiderMove, SpiderObservation, SpiderState } from './state.ts';

/**
 * One player; the face-down cards and the stock are hidden, so the view, the hint and the
 * no-peek player get the observation only. Undo is free: nothing comes by chance after the deal,
 * and a card once turned up stays known (PLT's undo turns it back down; the player saw it).
 */
const descriptor: GameDescriptor<SpiderState, SpiderMove, SpiderParams, SpiderObservation> = {
  kind: 'game',
  info: spiderInfo,
  tagline: "Build runs from king down to ace in PLT's patience",
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.spider),
  view: () => import('./View.tsx').then((m) => m.SpiderView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: [{ id: 'nopeek', label: 'No-peek player' }],
  hint: true,
  playerNames: ['You'],
};

export default descriptor;
