import type { GameInfo } from '../../core/game.ts';

export const MIN_SIZE = 4;
export const MAX_SIZE = 9;

export interface Connect4Params {
  readonly width: number;
  readonly height: number;
  /** `red` or `yellow`. */
  readonly first: string;
  readonly [name: string]: number | string;
}

export const connect4Info: GameInfo<Connect4Params> = {
  id: 'connect4',
  title: 'Connect 4',
  set: 'Board Games',
  players: () => 2,
  chance: false,
  hiddenInformation: false,
  params: {
    width: { kind: 'int', label: 'Columns', min: MIN_SIZE, max: MAX_SIZE, default: 7 },
    height: { kind: 'int', label: 'Rows', min: MIN_SIZE, max: MAX_SIZE, default: 6 },
    first: {
      kind: 'choice',
      label: 'First to move',
      choices: [
        { value: 'red', label: 'Red' },
        { value: 'yellow', label: 'Yellow' },
      ],
      default: 'red',
    },
  },
};
