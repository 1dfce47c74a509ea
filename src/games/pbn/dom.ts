import { type Puzzle, puzzleFromPicture } from './puzzle.ts';

/**
 * The n-Dom puzzle of Jan Wolter's solver survey (Josh Greifer's "Domino Logic"; 9-Dom is
 * webpbn #8098, 19×19): (2n+1)×(2n+1), n L-shaped dominoes down the diagonal from the top
 * right, each a run of 3 across and a run of 3 down sharing the corner. Rebuilt here from the
 * survey's description (column clues "1 3" but the rightmost "3", rows alternating "3 1" and
 * "1"); its solution is unique and line solving alone makes no start.
 */
export function nDom(n: number): Puzzle {
  const size = 2 * n + 1;
  const grid = Array.from({ length: size }, () => Array<string>(size).fill('.'));
  for (let k = 0; k < n; k++) {
    const c = size - 1 - 2 * k;
    for (let r = 2 * k; r < 2 * k + 3; r++) (grid[r] as string[])[c] = '#';
    (grid[2 * k] as string[])[c - 1] = '#';
    (grid[2 * k] as string[])[c - 2] = '#';
  }
  return puzzleFromPicture(
    `${n}-Dom`,
    grid.map((r) => r.join('')),
  );
}
