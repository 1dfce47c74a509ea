import type { GameInfo } from '../../core/game.ts';

/** PLT's "Choose Size" sliders run from 2 to 30 tiles each way. */
export const MIN_TILES = 2;
export const MAX_TILES = 30;
/** PLT's default picture is cut 6×6. */
export const DEFAULT_TILES = 6;

export interface SlideyParams {
  /** Tiles across. */
  readonly width: number;
  /** Tiles down. */
  readonly height: number;
  readonly [name: string]: number;
}

const tiles = (label: string) =>
  ({ kind: 'int', label, min: MIN_TILES, max: MAX_TILES, default: DEFAULT_TILES }) as const;

export const slideyInfo: GameInfo<SlideyParams> = {
  id: 'slidey',
  title: 'Slidey',
  set: 'Puzzle Games',
  players: () => 1,
  chance: false,
  hiddenInformation: false,
  params: { width: tiles('Tiles (width)'), height: tiles('Tiles (height)') },
};
