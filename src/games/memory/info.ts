import type { GameInfo } from '../../core/game.ts';

export const MIN_PAIRS = 2;
export const MAX_PAIRS = 26;
/** PLT's game: 10 pairs on a 5×4 grid. */
export const PLT_PAIRS = 10;

export interface MemoryParams {
  readonly pairs: number;
  /** No clock (for children, or anyone who would rather not race). */
  readonly kids: boolean;
  readonly [name: string]: number | boolean;
}

export const memoryInfo: GameInfo<MemoryParams> = {
  id: 'memory',
  title: 'Memory',
  set: 'Card Games',
  players: () => 1,
  // The layout is shuffled at the deal and kept in the state: no chance after setup.
  chance: false,
  hiddenInformation: true,
  params: {
    pairs: { kind: 'int', label: 'Pairs', min: MIN_PAIRS, max: MAX_PAIRS, default: PLT_PAIRS },
    kids: { kind: 'bool', label: 'Kids mode (no clock)', default: false },
  },
};

/** Columns of the grid: PLT's 5 for 10 pairs; about as wide as 5 to 4 for other sizes. */
export const columnsFor = (pairs: number): number => Math.ceil(Math.sqrt((2 * pairs * 5) / 4));
