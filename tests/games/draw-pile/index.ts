import type { GameDescriptor } from '../../../src/games/descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import { icon } from './icon.ts';
import { type DrawPileParams, drawPileInfo } from './info.ts';
import type { DrawPileMove, DrawPileObservation, DrawPileState } from './rules.ts';

/** A test game, opened only by address: hidden hands and chance draws for the shared suites. */
const descriptor: GameDescriptor<DrawPileState, DrawPileMove, DrawPileParams, DrawPileObservation> =
  {
    kind: 'game',
    info: drawPileInfo,
    tagline: 'Hidden hands and draws, for the tests',
    icon,
    listed: false,
    help: () => import('./help.md?raw').then((m) => m.default),
    rules: () => import('./rules.ts').then((m) => m.drawPile),
    view: () => import('./View.tsx').then((m) => m.DrawPileView),
    engine: () => import('./engine.ts').then((m) => m.default),
    ais: AI_NAMES,
    seats: [{}, { ai: 'greedy' }, { ai: 'greedy' }, { ai: 'greedy' }],
    // Undoing a draw and drawing again would show which card the seed deals next.
    undo: 'before-chance',
  };

export default descriptor;
