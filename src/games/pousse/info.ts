import type { GameInfo } from '../../core/game.ts';

/** PLT's Setup dialog: a board size slider from 3 to 20, 4 by default. */
export const MIN_SIZE = 3;
export const MAX_SIZE = 20;

export interface PousseParams {
  readonly size: number;
  readonly [name: string]: number;
}

export const pousseInfo: GameInfo<PousseParams> = {
  id: 'pousse',
  title: 'Pousse',
  set: 'Board Games',
  players: () => 2,
  chance: false,
  hiddenInformation: false,
  params: {
    size: { kind: 'int', label: 'Board size', min: MIN_SIZE, max: MAX_SIZE, default: 4 },
  },
};
