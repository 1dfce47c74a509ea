import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type ChatNoirParams, chatNoirInfo } from './info.ts';
import type { Cell, ChatNoirState } from './rules.ts';

/**
 * One player, the blocker; the cat is chance (its step is a uniform draw among its best
 * neighbours), so there is no cat seat to fix. Undo takes back a block and the cat's step.
 */
const descriptor: GameDescriptor<ChatNoirState, Cell, ChatNoirParams> = {
  kind: 'game',
  info: chatNoirInfo,
  tagline: 'Trap the black cat before it runs off the board',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.chatNoir),
  view: () => import('./View.tsx').then((m) => m.ChatNoirView),
  engine: () => import('./engine.ts').then((m) => m.default),
  hint: true,
  // PLT's `h`: the circles on the cat's shortest paths, with the solver's verdict.
  analysis: 'toggle',
};

export default descriptor;
