import { createRng, deriveSeed, type Rng } from '../../core/rng.ts';
import type { BoardSize } from './info.ts';

/**
 * Where the mines go. PLT's way: draw a column and a row, again while the cell already holds a
 * mine; every set of cells is as likely as any other. `free` (the protected first click) never
 * gets one, nor do the `free` cells. Returns the mine cells in ascending order.
 */
export function layMines(size: BoardSize, rng: Rng, free: readonly number[] = []): number[] {
  const { width, height, mines } = size;
  const mine = new Uint8Array(width * height);
  const kept = new Uint8Array(width * height);
  for (const cell of free) kept[cell] = 1;
  for (let n = 0; n < mines; ) {
    const x = rng.int(0, width - 1);
    const y = rng.int(0, height - 1);
    const cell = y * width + x;
    if (mine[cell] || kept[cell]) continue;
    mine[cell] = 1;
    n++;
  }
  const out: number[] = [];
  for (let i = 0; i < mine.length; i++) if (mine[i]) out.push(i);
  return out;
}

/** Salts a layout's seed with the board and the protected cell, so each gets its own layouts. */
const LAYOUT_SALT = 0x6d696e65;

/**
 * The layout that chance outcome `n` lays once `free` has been clicked: the same `n` and click
 * on the same board always give the same mines.
 */
export function layoutFor(size: BoardSize, n: number, free: number): number[] {
  const seed = deriveSeed(n, LAYOUT_SALT, free, size.width, size.height, size.mines);
  return layMines(size, createRng(seed), [free]);
}
