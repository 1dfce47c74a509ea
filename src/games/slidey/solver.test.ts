import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { HOLE, isSolvable, isSolved, solvedTiles } from './board.ts';
import { diskStore } from './disk-store.ts';
import { solveExact } from './exact.ts';
import { solveFast } from './fast.ts';
import { solveOptimal } from './optimal.ts';
import { buildPdb, pdbKey } from './pdb.ts';
import { pdbTables, setTableStore } from './tables.ts';

/** Compares tables of megabytes without a deep-equality diff (which would not fit in memory). */
const same = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a !== undefined && b !== undefined && Buffer.from(a).equals(Buffer.from(b));

const randomBoard = (width: number, height: number, seed: number) => {
  const rng = createRng(seed);
  for (;;) {
    const tiles = rng.shuffle(solvedTiles(width, height));
    if (isSolvable(width, tiles)) return tiles;
  }
};

/** Plays the moves (tiles slid into the hole one cell) and checks each is next to the hole. */
function replay(width: number, tiles: readonly number[], moves: readonly number[]): number[] {
  const board = tiles.slice();
  for (const t of moves) {
    const hole = board.indexOf(HOLE);
    const cell = board.indexOf(t);
    const adjacent =
      Math.abs(hole - cell) === width ||
      (Math.abs(hole - cell) === 1 && Math.floor(hole / width) === Math.floor(cell / width));
    if (!adjacent) throw new Error(`tile ${t} is not next to the hole`);
    board[hole] = t;
    board[cell] = HOLE;
  }
  return board;
}

describe('Slidey solvers', () => {
  it('reads shortest solutions off the exact table (2×3: at most 21 moves)', () => {
    for (let seed = 0; seed < 20; seed++) {
      const tiles = randomBoard(2, 3, seed);
      const found = solveExact(2, 3, tiles);
      expect(found).not.toBeNull();
      expect(isSolved(replay(2, tiles, found?.moves ?? []))).toBe(true);
      expect(found?.moves.length).toBeLessThanOrEqual(21);
    }
    expect(solveExact(2, 3, [2, 1, 3, 4, 5, 0])).toBeNull();
  });

  it('finds with IDA* and pattern databases the lengths the exact table gives (3×3)', () => {
    const spec = {
      width: 3,
      height: 3,
      groups: [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
      ],
    };
    const tables = spec.groups.map((g) => buildPdb(3, 3, g));
    for (let seed = 0; seed < 15; seed++) {
      const tiles = randomBoard(3, 3, seed);
      const found = solveOptimal(spec, tables, tiles);
      expect(isSolved(replay(3, tiles, found.moves))).toBe(true);
      expect(found.moves.length).toBe(solveExact(3, 3, tiles)?.moves.length);
      expect(found.nodes).toBeGreaterThan(0);
    }
  });

  it('never overestimates: a database value is at most the exact distance', () => {
    const table = buildPdb(3, 3, [1, 2, 3, 4]);
    for (let seed = 0; seed < 50; seed++) {
      const tiles = randomBoard(3, 3, 100 + seed);
      let idx = 0;
      [1, 2, 3, 4].forEach((t, s) => {
        idx += tiles.indexOf(t) * 16 ** s;
      });
      expect(table[idx]).toBeLessThanOrEqual(solveExact(3, 3, tiles)?.moves.length ?? 0);
    }
  });

  it('solves any board with the fast solver, narrow and large ones included', () => {
    for (const [w, h] of [
      [2, 2],
      [3, 2],
      [2, 7],
      [7, 2],
      [4, 4],
      [5, 3],
      [6, 6],
      [12, 9],
      [30, 30],
    ] as const) {
      for (let seed = 0; seed < 4; seed++) {
        const tiles = randomBoard(w, h, seed);
        const { moves } = solveFast(w, h, tiles);
        expect(isSolved(replay(w, tiles, moves)), `${w}×${h} seed ${seed}`).toBe(true);
      }
    }
  });

  it('keeps built databases in the cache folder and reads them back', () => {
    const folder = mkdtempSync(join(tmpdir(), 'slidey-'));
    let saves = 0;
    const disk = diskStore(folder);
    setTableStore({
      load: disk.load,
      save: (k, t) => {
        saves++;
        disk.save(k, t);
      },
    });
    try {
      const first = pdbTables(2, 5);
      expect(saves).toBe(2);
      const files = readdirSync(folder);
      expect(files).toContain(`${pdbKey(first.spec)}-0.bin`);
      expect(same(disk.load(`${pdbKey(first.spec)}-1`), first.tables[1])).toBe(true);
      // A version stamp in every key: a table of another version is never found.
      expect(pdbKey(first.spec)).toMatch(/^slidey-pdb-v\d+-2x5-/);
      // Read back from the folder in a new run, not built again...
      setTableStore({ load: disk.load, save: () => saves++ });
      expect(pdbTables(2, 5).tables.every((t, i) => same(t, first.tables[i]))).toBe(true);
      expect(saves).toBe(2);
      // ...unless a file is short (a run stopped while writing, a disk full): then rebuilt.
      writeFileSync(join(folder, `${pdbKey(first.spec)}-0.bin`), new Uint8Array(10));
      setTableStore({ load: disk.load, save: () => saves++ });
      expect(pdbTables(2, 5).tables.every((t, i) => same(t, first.tables[i]))).toBe(true);
      expect(saves).toBe(3);
    } finally {
      setTableStore(undefined);
    }
  });
});
