import type { Rng } from '../../core/rng.ts';
import { solvedTiles } from './board.ts';

/**
 * PLT's `randomize-board`, step for step, with our seeded generator in place of Racket's
 * `random`. 10·W·H times: draw one of three directions, skipping the reverse of the last move
 * made (`no-good`); a step off the board is lost but still counts. On the very first draw there
 * is no last move and PLT still draws from three, so the fourth direction (down) cannot come
 * first: that quirk is kept. Then the hole walks home, first across, then down. PLT's directions
 * are 0 left, 1 right, 2 up, 3 down (its comment says "up" for 0; the code moves along x).
 */
export function pltScramble(width: number, height: number, rng: Rng): number[] {
  const tiles = solvedTiles(width, height);
  const swap = (a: number, b: number) => {
    [tiles[a], tiles[b]] = [tiles[b] as number, tiles[a] as number];
  };
  let x = width - 1;
  let y = height - 1;
  let noGood: number | null = null;
  for (let i = 10 * width * height; i > 0; i--) {
    const raw = rng.int(0, 2);
    const dir = noGood === null || raw < noGood ? raw : raw + 1;
    const nx = dir === 0 ? x - 1 : dir === 1 ? x + 1 : x;
    const ny = dir === 2 ? y - 1 : dir === 3 ? y + 1 : y;
    if (nx < 0 || nx >= width || ny < 0 || ny >= height) continue;
    swap(ny * width + nx, y * width + x);
    x = nx;
    y = ny;
    noGood = [1, 0, 3, 2][dir] as number;
  }
  for (; x < width - 1; x++) swap(y * width + x, y * width + x + 1);
  for (; y < height - 1; y++) swap(y * width + x, (y + 1) * width + x);
  return tiles;
}
