import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { quietTask } from '../../core/task.ts';
import { floodOpen, mineCounts } from './board.ts';
import engine from './engine.ts';
import { neighbourTable } from './grid.ts';
import { layMines } from './layout.ts';
import { type MinesState, mines } from './rules.ts';
import { type Knowledge, solve } from './solver.ts';

/** Every layout of `k.mines` mines that fits the opened numbers, counted by brute force. */
function bruteForce(k: Knowledge): Float64Array {
  const { width, height, mines: m, known } = k;
  const size = width * height;
  const covered = [...known.keys()].filter((i) => (known[i] as number) < 0);
  const hits = new Float64Array(size);
  let total = 0;
  const around = neighbourTable(width, height);
  const opened = [...known.keys()].filter((i) => (known[i] as number) >= 0);
  const mine = new Uint8Array(size);
  const chosen: number[] = [];
  const pick = (from: number, left: number) => {
    if (left === 0) {
      for (const i of opened) {
        let n = 0;
        for (const j of around[i] as Int32Array) n += mine[j] as number;
        if (n !== known[i]) return;
      }
      total++;
      for (const c of chosen) hits[c] = (hits[c] as number) + 1;
      return;
    }
    for (let j = from; j <= covered.length - left; j++) {
      const c = covered[j] as number;
      mine[c] = 1;
      chosen.push(c);
      pick(j + 1, left - 1);
      chosen.pop();
      mine[c] = 0;
    }
  };
  pick(0, m);
  return hits.map((h, i) => ((known[i] as number) >= 0 ? Number.NaN : h / total));
}

/** A random position: a layout and a few safe cells opened with their floods. */
function position(
  seed: number,
  width: number,
  height: number,
  m: number,
  clicks: number,
): Knowledge {
  const rng = createRng(seed);
  const layout = layMines({ width, height, mines: m }, rng);
  const mine = new Uint8Array(width * height);
  for (const i of layout) mine[i] = 1;
  const counts = mineCounts(width, height, mine);
  const known = new Int8Array(width * height).fill(-1);
  for (let c = 0; c < clicks; c++) {
    const cell = rng.int(0, width * height - 1);
    if (mine[cell]) continue;
    floodOpen(
      width,
      height,
      counts,
      cell,
      (i) => (known[i] as number) >= 0,
      (i, n) => {
        known[i] = n;
      },
    );
  }
  return { width, height, mines: m, known };
}

describe('mines probability solver', () => {
  it('gives the exact probabilities that counting every layout gives', () => {
    let checked = 0;
    for (let seed = 0; seed < 40; seed++) {
      const k = position(seed, 5, 4, 4 + (seed % 2), 1 + (seed % 3));
      const expected = bruteForce(k);
      const got = solve(k).probability;
      for (let i = 0; i < expected.length; i++) {
        if (Number.isNaN(expected[i] as number)) expect(got[i]).toBeNaN();
        else expect(got[i]).toBeCloseTo(expected[i] as number, 9);
      }
      if (k.known.some((v) => v >= 0)) checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('marks the safe cells and the sure mines', () => {
    // 1 2 1 over three covered cells with 2 mines: the outer two are mines, the middle is safe.
    const known = Int8Array.from([1, 2, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
    const s = solve({ width: 3, height: 4, mines: 2, known });
    expect(s.sure).toEqual([3, 5]);
    expect(s.safe).toContain(4);
  });

  it('counts the mines left: far cells share what the frontier does not take', () => {
    // A lone 1 in the corner of an otherwise covered 4×4 with 2 mines.
    const known = new Int8Array(16).fill(-1);
    known[0] = 1;
    const s = solve({ width: 4, height: 4, mines: 2, known });
    // One mine among the three neighbours (3 ways), the other among the 12 far cells.
    expect(s.probability[1]).toBeCloseTo(1 / 3, 12);
    expect(s.probability[15]).toBeCloseTo(1 / 12, 12);
  });

  it('draws a redeal that fits what the player sees', () => {
    const k = position(7, 8, 8, 10, 3);
    const layout = solve(k, { rng: createRng(1) }).layout as Uint8Array;
    expect(layout.reduce((a, b) => a + b, 0)).toBe(10);
    const counts = mineCounts(8, 8, layout);
    for (let i = 0; i < 64; i++)
      if ((k.known[i] as number) >= 0) expect(counts[i]).toBe(k.known[i]);
  });

  it('hints from the observation only: two boards that look the same get the same hint', () => {
    let compared = 0;
    for (let seed = 1; seed <= 20; seed++) {
      let s: MinesState = mines.setup(
        { mode: 'beginner', width: 9, height: 9, mines: 10, safe: true, noguess: false },
        createRng(seed),
      );
      s = mines.play(s, { kind: 'open', col: 0, row: 0 });
      s = mines.play(s, { kind: 'lay', layout: seed });
      if (mines.result(s)) continue;
      const seen = mines.observe?.(s, 0);
      const other = mines.determinize?.(seen as never, 0, createRng(seed + 100)) as MinesState;
      expect(other.layout).not.toEqual(s.layout);
      const hintOf = (st: MinesState) => engine.hint?.(mines.observe?.(st, 0) as never, quietTask);
      expect(hintOf(other)).toEqual(hintOf(s));
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
  });
});
