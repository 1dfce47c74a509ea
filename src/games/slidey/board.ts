import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { MAX_TILES, MIN_TILES } from './info.ts';

/**
 * A board: `tiles[row * width + col]` is the tile in that cell, tiles numbered 1, 2, … in the
 * order of their home cells (row-major) and 0 for the hole, whose home is the last cell. This is
 * the solver's and the CLI's form too.
 */
export interface Board {
  readonly width: number;
  readonly height: number;
  readonly tiles: readonly number[];
}

export const HOLE = 0;

export function solvedTiles(width: number, height: number): number[] {
  const n = width * height;
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? HOLE : i + 1));
}

export const isSolved = (tiles: readonly number[]) =>
  tiles.every((t, i) => (i === tiles.length - 1 ? t === HOLE : t === i + 1));

/** The tile's home cell. */
export const homeOf = (tile: number, cells: number) => (tile === HOLE ? cells - 1 : tile - 1);

/**
 * Whether the tiles can be brought home by slides. A slide is a transposition with the hole, so
 * the parity of the permutation (hole included) changes with the parity of the hole's taxicab
 * distance from its home: solvable exactly when the two agree.
 */
export function isSolvable(width: number, tiles: readonly number[]): boolean {
  const n = tiles.length;
  const seen = new Uint8Array(n);
  let transpositions = 0;
  for (let i = 0; i < n; i++) {
    if (seen[i]) continue;
    let length = 0;
    for (let j = i; !seen[j]; j = homeOf(tiles[j] as number, n)) {
      seen[j] = 1;
      length++;
    }
    transpositions += length - 1;
  }
  const hole = tiles.indexOf(HOLE);
  const home = n - 1;
  const distance =
    Math.abs((hole % width) - (home % width)) +
    Math.abs(Math.floor(hole / width) - Math.floor(home / width));
  return transpositions % 2 === distance % 2;
}

export const tilesToString = (tiles: readonly number[]) => tiles.join(',');

/** Reads `t1,t2,…` (commas and/or spaces) for a W×H board: each of 0…W·H−1 once. */
export function parseTiles(text: string, width: number, height: number): Result<number[]> {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const n = width * height;
  if (parts.length !== n) {
    return err(
      `tiles ${excerpt(text)}: a ${width}×${height} board needs ${n} numbers, got ${parts.length}`,
    );
  }
  const tiles: number[] = [];
  const seen = new Set<number>();
  for (const part of parts) {
    if (!/^\d+$/.test(part) || Number(part) >= n) {
      return err(`tiles ${excerpt(text)}: ${excerpt(part)} is not a tile of 0 to ${n - 1}`);
    }
    const t = Number(part);
    if (seen.has(t)) return err(`tiles ${excerpt(text)}: tile ${t} appears twice`);
    seen.add(t);
    tiles.push(t);
  }
  return ok(tiles);
}

export function checkSize(width: number, height: number): string | undefined {
  const good = (n: number) => Number.isInteger(n) && n >= MIN_TILES && n <= MAX_TILES;
  if (!good(width) || !good(height)) {
    return `the board must be ${MIN_TILES} to ${MAX_TILES} tiles each way, got ${width}×${height}`;
  }
  return undefined;
}

/** A board read from its size and tile list, checked for solvability. */
export function parseBoard(width: number, height: number, text: string): Result<Board> {
  const size = checkSize(width, height);
  if (size) return err(size);
  const tiles = parseTiles(text, width, height);
  if (!tiles.ok) return tiles;
  if (!isSolvable(width, tiles.value)) {
    return err(
      `tiles ${excerpt(text)}: this board cannot be solved (the tiles' permutation has the wrong parity for where the hole is; swap two tiles to make it solvable)`,
    );
  }
  return ok({ width, height, tiles: tiles.value });
}
