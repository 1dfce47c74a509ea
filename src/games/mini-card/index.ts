import type { DealtCard } from '../../cards/identity.ts';
import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type MiniCardParams, miniCardInfo } from './info.ts';
import type { MiniCardState } from './rules.ts';

const descriptor: GameDescriptor<MiniCardState, DealtCard, MiniCardParams> = {
  kind: 'game',
  info: miniCardInfo,
  tagline: 'Draw and discard from a known list to score the fewest points',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.miniCard),
  view: () => import('./View.tsx').then((m) => m.MiniCardView),
  engine: () => import('./engine.ts').then((m) => m.default),
  hint: true,
  analysis: 'end',
  playerNames: ['You'],
};

export default descriptor;
