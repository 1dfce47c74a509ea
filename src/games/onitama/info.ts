import type { GameInfo } from '../../core/game.ts';
import { parseCardsParam } from './cards.ts';

export interface OnitamaParams {
  /** `random`, `seed` or five card names separated by commas (see `parseCardsParam`). */
  readonly cards: string;
  readonly [name: string]: string;
}

export const onitamaInfo: GameInfo<OnitamaParams> = {
  id: 'onitama',
  title: 'Onitama',
  set: 'Board Games',
  players: () => 2,
  chance: false,
  hiddenInformation: false,
  params: {
    cards: {
      kind: 'text',
      label:
        'Cards: random (5 of 16, official), seed (tiger, crab, horse, eel, frog), or five names joined by +',
      default: 'random',
    },
  },
  checkParams(p) {
    const cards = parseCardsParam(p.cards);
    return cards.ok ? undefined : cards.error;
  },
};
