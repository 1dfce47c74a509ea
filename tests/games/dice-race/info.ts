import type { GameInfo } from '../../../src/core/game.ts';

export interface DiceRaceParams {
  readonly players: number;
  /** Squares from the start to the finish. */
  readonly length: number;
  readonly [name: string]: number;
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const MIN_LENGTH = 10;
export const MAX_LENGTH = 40;

export const diceRaceInfo: GameInfo<DiceRaceParams> = {
  id: 'dice-race',
  title: 'Dice Race',
  set: 'Other Games',
  players: (p) => p.players,
  chance: true,
  hiddenInformation: false,
  params: {
    players: { kind: 'int', label: 'Players', min: MIN_PLAYERS, max: MAX_PLAYERS, default: 2 },
    length: { kind: 'int', label: 'Track length', min: MIN_LENGTH, max: MAX_LENGTH, default: 20 },
  },
};
