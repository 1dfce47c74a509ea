import type { Rng } from '../../core/rng.ts';
import { floodOpen, mineCounts } from './board.ts';
import { neighbourTable } from './grid.ts';
import type { BoardSize } from './info.ts';
import { layMines } from './layout.ts';
import { solve } from './solver.ts';

/** Layouts tried before giving up; at the densities allowed, a board comes out in a few dozen. */
export const NO_GUESS_TRIES = 5_000;

export interface NoGuessBoard {
  /** Mine cells, ascending. */
  readonly layout: number[];
  /** The opening the player starts from: a 0, opened for them. */
  readonly start: number;
  /** Layouts tried, this one included. */
  readonly tries: number;
}

/**
 * Whether the solver clears the board from `start` without ever guessing: it opens every cell
 * that is safe in all layouts fitting what it sees, again and again, until nothing is left.
 */
export function solvableFrom(size: BoardSize, layout: readonly number[], start: number): boolean {
  const { width, height } = size;
  const mine = new Uint8Array(width * height);
  for (const i of layout) mine[i] = 1;
  if (mine[start]) return false;
  const counts = mineCounts(width, height, mine);
  const known = new Int8Array(width * height).fill(-1);
  const isOpen = (c: number) => (known[c] as number) >= 0;
  const open = (c: number, n: number) => {
    known[c] = n;
  };
  let opened = floodOpen(width, height, counts, start, isOpen, open).length;
  const goal = width * height - layout.length;
  while (opened < goal) {
    const s = solve({ width, height, mines: size.mines, known });
    if (!s.exact || s.safe.length === 0) return false;
    for (const c of s.safe) opened += floodOpen(width, height, counts, c, isOpen, open).length;
  }
  return true;
}

/**
 * A board that can be cleared without guessing from its opening: layouts are drawn with the
 * start cell and its neighbours free (so the start is a 0) until the solver clears one.
 * Throws after NO_GUESS_TRIES layouts, which the allowed densities make practically unreachable.
 */
export function noGuessBoard(size: BoardSize, rng: Rng): NoGuessBoard {
  const { width, height } = size;
  const around = neighbourTable(width, height);
  for (let tries = 1; tries <= NO_GUESS_TRIES; tries++) {
    const start = rng.int(0, width * height - 1);
    const free = [start, ...(around[start] as Int32Array)];
    if (width * height - free.length < size.mines) continue;
    const layout = layMines(size, rng, free);
    if (solvableFrom(size, layout, start)) return { layout, start, tries };
  }
  throw new Error(`no no-guess ${width}×${height} board with ${size.mines} mines came out`);
}
