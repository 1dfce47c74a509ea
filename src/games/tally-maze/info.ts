import type { GameInfo } from '../../core/game.ts';
import { MAX_SIDE, mazeCount } from './maze.ts';

export const MIN_SIDE = 2;
export { MAX_SIDE };
/** PLT's board: 12×12. */
export const DEFAULT_SIDE = 12;
/**
 * The hint's limits: the most actions in a line, and positions searched (a few seconds at most
 * on 12×12, with progress and Stop; bench/tally-maze/solver.md). Here, so the view can say them
 * without loading the engine.
 */
export const HINT_DEPTH = 80;
export const HINT_NODES = 1_500_000;

/** The `board` parameter's value for "draw the start as PLT does, from the seed". */
export const RANDOM_BOARD = 'random';

export interface TallyMazeParams {
  readonly width: number;
  readonly height: number;
  /** The first maze's number, in decimal (it may have hundreds of digits), or `random`. */
  readonly board: string;
  readonly [name: string]: number | string;
}

/** Why `board` is not a maze number of the size, if it is not. */
export function boardError(width: number, height: number, board: string): string | undefined {
  if (board === RANDOM_BOARD) return undefined;
  if (!/^\d+$/.test(board)) return `the board must be ${RANDOM_BOARD} or a maze number (digits)`;
  const count = mazeCount(width, height);
  return BigInt(board) < count
    ? undefined
    : `board ${board.length > 20 ? `${board.slice(0, 20)}…` : board} is past the last ${width}×${height} maze, number ${count - 1n}`;
}

/**
 * Three seats: you, and the two pumpkins, which are always the computer playing PLT's rule (the
 * closer one chases, the other lies in wait on the next maze's path).
 */
export const tallyMazeInfo: GameInfo<TallyMazeParams> = {
  id: 'tally-maze',
  title: 'Tally Maze',
  set: 'Puzzle Games',
  players: () => 3,
  chance: false,
  hiddenInformation: false,
  params: {
    width: { kind: 'int', label: 'Width', min: MIN_SIDE, max: MAX_SIDE, default: DEFAULT_SIDE },
    height: { kind: 'int', label: 'Height', min: MIN_SIDE, max: MAX_SIDE, default: DEFAULT_SIDE },
    board: { kind: 'text', label: 'First maze number (or random)', default: RANDOM_BOARD },
  },
  checkParams: (p) => boardError(p.width, p.height, p.board),
};
