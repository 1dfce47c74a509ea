import { HOLE, solvedTiles } from './board.ts';
import { neighbourLists } from './neighbours.ts';

/**
 * Exact distances for boards of at most 9 cells (3×3 has 9!/2 = 181,440 positions), by one
 * breadth-first search from the solved board. Positions are keyed by their tiles packed 4 bits
 * a cell into a number (36 bits for 3×3: still exact in a double).
 */
export const MAX_EXACT_CELLS = 9;

const pack = (tiles: ArrayLike<number>) => {
  let key = 0;
  for (let i = 0; i < tiles.length; i++) key = key * 16 + (tiles[i] as number);
  return key;
};

const tables = new Map<string, Map<number, number>>();

export function exactTable(width: number, height: number): Map<number, number> {
  const name = `${width}x${height}`;
  const cached = tables.get(name);
  if (cached) return cached;
  if (width * height > MAX_EXACT_CELLS) throw new Error(`no exact table for ${name}`);
  const near = neighbourLists(width, height);
  const start = solvedTiles(width, height);
  const dist = new Map<number, number>([[pack(start), 0]]);
  let frontier = [start];
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[][] = [];
    for (const tiles of frontier) {
      const hole = tiles.indexOf(HOLE);
      for (const n of near[hole] as number[]) {
        const child = tiles.slice();
        child[hole] = child[n] as number;
        child[n] = HOLE;
        const key = pack(child);
        if (!dist.has(key)) {
          dist.set(key, d);
          next.push(child);
        }
      }
    }
    frontier = next;
  }
  tables.set(name, dist);
  return dist;
}

/**
 * A shortest solution read off the table: from each position, slide a tile that brings it one
 * step closer. Moves name the tiles slid. Null when the board cannot be solved.
 */
export function solveExact(
  width: number,
  height: number,
  tiles: readonly number[],
): { moves: number[]; nodes: number } | null {
  const dist = exactTable(width, height);
  const near = neighbourLists(width, height);
  const board = tiles.slice();
  let d = dist.get(pack(board));
  if (d === undefined) return null;
  const moves: number[] = [];
  let nodes = 1;
  while (d > 0) {
    const hole = board.indexOf(HOLE);
    for (const n of near[hole] as number[]) {
      const tile = board[n] as number;
      board[hole] = tile;
      board[n] = HOLE;
      nodes++;
      if (dist.get(pack(board)) === d - 1) {
        moves.push(tile);
        d--;
        break;
      }
      board[n] = tile;
      board[hole] = HOLE;
    }
  }
  return { moves, nodes };
}
