import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSolutions, solve } from './solver.ts';

/** Bit i of each mask is the set of cells that pressing cell i toggles. */
function pressMasks(size: number): number[] {
  const masks: number[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    let mask = 1 << cell;
    if (r > 0) mask |= 1 << (cell - size);
    if (r < size - 1) mask |= 1 << (cell + size);
    if (c > 0) mask |= 1 << (cell - 1);
    if (c < size - 1) mask |= 1 << (cell + 1);
    masks.push(mask);
  }
  return masks;
}

function boardFromMask(size: number, mask: number): boolean[] {
  return Array.from({ length: size * size }, (_, cell) => ((mask >>> cell) & 1) === 1);
}

function applyPresses(size: number, lights: readonly boolean[], presses: readonly number[]) {
  const board = [...lights];
  const toggle = (r: number, c: number) => {
    if (r >= 0 && r < size && c >= 0 && c < size) board[r * size + c] = !board[r * size + c];
  };
  for (const cell of presses) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    toggle(r, c);
    toggle(r - 1, c);
    toggle(r + 1, c);
    toggle(r, c - 1);
    toggle(r, c + 1);
  }
  return board;
}

function popCount(mask: number): number {
  let count = 0;
  for (let v = mask; v !== 0; count++) v &= v - 1;
  return count;
}

function maskToPresses(mask: number): number[] {
  const presses: number[] = [];
  for (let cell = 0; mask >>> cell !== 0; cell++) if ((mask >>> cell) & 1) presses.push(cell);
  return presses;
}

interface Oracle {
  /** Resulting board (as a mask) for every press set. */
  effect: Uint32Array;
  /** Per board: number of press sets that clear it. */
  count: Uint32Array;
  /** Per board: the fewest-presses, then lexicographically smallest, press set; -1 if none. */
  best: Int32Array;
}

/** Enumerates all 2^(N²) press sets, so only usable for N ≤ 4. */
function bruteForce(size: number): Oracle {
  const total = 2 ** (size * size);
  const masks = pressMasks(size);
  const effect = new Uint32Array(total);
  const count = new Uint32Array(total);
  const best = new Int32Array(total).fill(-1);
  for (let presses = 0; presses < total; presses++) {
    if (presses > 0) {
      const lowest = 31 - Math.clz32(presses & -presses);
      effect[presses] = (effect[presses & (presses - 1)] as number) ^ (masks[lowest] as number);
    }
    // The presses that clear a board are exactly the ones that would produce it from all-off.
    const board = effect[presses] as number;
    count[board] = (count[board] as number) + 1;
    const current = best[board] as number;
    const diff = presses ^ current;
    const better =
      current < 0 ||
      popCount(presses) < popCount(current) ||
      (popCount(presses) === popCount(current) && (presses & diff & -diff) !== 0);
    if (better) best[board] = presses;
  }
  return { effect, count, best };
}

function checkAgainstOracle(size: number, oracle: Oracle, board: number): void {
  const lights = boardFromMask(size, board);
  const solution = solve(size, lights);
  expect(countSolutions(size, lights)).toBe(oracle.count[board]);
  const best = oracle.best[board] as number;
  if (best < 0) {
    expect(solution).toBeNull();
    return;
  }
  expect(solution).not.toBeNull();
  expect(applyPresses(size, lights, solution ?? []).every((lit) => !lit)).toBe(true);
  expect(solution?.length).toBe(popCount(best));
  expect(solution).toEqual(maskToPresses(best));
}

/** Solutions of the empty board by size: 2^nullity of the press matrix. */
const SOLUTIONS_OF_EMPTY: Readonly<Record<number, number>> = {
  2: 1,
  3: 1,
  4: 16,
  5: 4,
  6: 1,
  7: 1,
  8: 1,
  9: 256,
  10: 1,
};

const pressedBoard = fc.integer({ min: 5, max: 10 }).chain((size) =>
  fc.array(fc.boolean(), { minLength: size * size, maxLength: size * size }).map((pressed) => ({
    size,
    presses: pressed.flatMap((on, cell) => (on ? [cell] : [])),
  })),
);

describe('Lights Out solver', () => {
  it('matches brute force on every 3×3 board', () => {
    const oracle = bruteForce(3);
    for (let board = 0; board < 512; board++) checkAgainstOracle(3, oracle, board);
  });

  describe('4×4 against brute force', () => {
    const oracle = bruteForce(4);

    it('has 16 solutions for every solvable board and 0 for the rest', () => {
      const counts = new Set(oracle.count);
      expect([...counts].sort((a, b) => a - b)).toEqual([0, 16]);
      expect(oracle.count.filter((count) => count === 16).length).toBe(4096);
    });

    it('matches brute force on every single-press board', () => {
      for (const mask of pressMasks(4)) checkAgainstOracle(4, oracle, mask);
    });

    it('matches brute force on sampled boards', () => {
      const anyBoard = fc.integer({ min: 0, max: 0xffff });
      const solvableBoard = anyBoard.map((presses) => oracle.effect[presses] as number);
      fc.assert(
        fc.property(fc.oneof(anyBoard, solvableBoard), (board) => {
          checkAgainstOracle(4, oracle, board);
        }),
        { numRuns: 300, seed: 133 },
      );
    });
  });

  it('solves boards made by pressing cells, never needing more presses', () => {
    fc.assert(
      fc.property(pressedBoard, ({ size, presses }) => {
        const lights = applyPresses(size, Array(size * size).fill(false), presses);
        const solution = solve(size, lights);
        expect(solution).not.toBeNull();
        expect(applyPresses(size, lights, solution ?? []).every((lit) => !lit)).toBe(true);
        expect(solution?.length).toBeLessThanOrEqual(presses.length);
        // A solvable board has as many solutions as the empty one: they differ by the kernel.
        expect(countSolutions(size, lights)).toBe(SOLUTIONS_OF_EMPTY[size]);
      }),
      { seed: 143 },
    );
  });

  it('needs 15 presses for the all-lit 5×5 board', () => {
    const lights = Array(25).fill(true);
    const solution = solve(5, lights);
    expect(solution).toHaveLength(15);
    expect(applyPresses(5, lights, solution ?? []).every((lit) => !lit)).toBe(true);
  });

  it('counts 2^nullity solutions for the empty board', () => {
    for (const [text, count] of Object.entries(SOLUTIONS_OF_EMPTY)) {
      const size = Number(text);
      const empty = Array(size * size).fill(false);
      expect(countSolutions(size, empty)).toBe(count);
      expect(solve(size, empty)).toEqual([]);
    }
  });

  it('solves the 1×1 board', () => {
    expect(solve(1, [true])).toEqual([0]);
    expect(countSolutions(1, [true])).toBe(1);
  });

  it('rejects a board of the wrong length or size', () => {
    expect(() => solve(3, Array(8).fill(false))).toThrow(/needs 9 cells, got 8/);
    expect(() => countSolutions(4, Array(17).fill(false))).toThrow(/needs 16 cells, got 17/);
    expect(() => solve(0, [])).toThrow(/positive integer/);
  });
});
