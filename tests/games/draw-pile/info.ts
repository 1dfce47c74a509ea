import type { GameInfo } from '../../../src/core/game.ts';

export interface DrawPileParams {
  readonly players: number;
  /** Cards dealt to each player. */
  readonly hand: number;
  readonly [name: string]: number;
}

/** Values 1 to 12, two copies of each: 24 cards, so four players of five cards leave a pile. */
export const VALUES = 12;
export const COPIES = 2;
export const DECK_SIZE = VALUES * COPIES;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

export const drawPileInfo: GameInfo<DrawPileParams> = {
  id: 'draw-pile',
  title: 'Draw Pile',
  set: 'Other Games',
  players: (p) => p.players,
  chance: true,
  hiddenInformation: true,
  params: {
    players: { kind: 'int', label: 'Players', min: MIN_PLAYERS, max: MAX_PLAYERS, default: 2 },
    hand: { kind: 'int', label: 'Cards dealt', min: 1, max: 5, default: 3 },
  },
};
