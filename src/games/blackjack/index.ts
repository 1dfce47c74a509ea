import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type BlackjackParams, blackjackInfo } from './info.ts';
import type { BlackjackMove, BlackjackState, BlackjackView } from './rules.ts';

/**
 * You against the dealer, a fixed seat playing the house rule. Undo is off: every decision is
 * followed by a card or by the hole card turning over, and taking it back would show them. The
 * hint marks the action of highest exact EV; the analysis shows every legal action's EV.
 */
const descriptor: GameDescriptor<BlackjackState, BlackjackMove, BlackjackParams, BlackjackView> = {
  kind: 'game',
  info: blackjackInfo,
  tagline: 'Beat the dealer to 21, with the exact value of every choice',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.blackjack),
  view: () => import('./View.tsx').then((m) => m.BlackjackTable),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: [
    { id: 'dealer', label: 'Dealer (house rule)' },
    { id: 'plt-dealer-mimic', label: 'Dealer mimic' },
  ],
  seats: [{}, { ai: 'dealer', fixed: true }],
  playerNames: ['You', 'Dealer'],
  undo: 'none',
  undoWhy:
    'No undo in Blackjack: every decision is followed by a card or the hole card turning over, and taking it back would show you what comes.',
  hint: true,
  analysis: 'toggle',
};

export default descriptor;
