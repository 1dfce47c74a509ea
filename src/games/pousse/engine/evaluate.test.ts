import { describe, expect, it } from 'vitest';
import { createRng } from '../../../core/rng.ts';
import { straights, straightsLead } from '../board.ts';
import { ENGINE_EVALS, Evaluator, evaluate } from './evaluate.ts';

/** Random boards of every density, so near-full lines and straights come up often. */
function randomCells(n: number, seed: number): Uint8Array {
  const rng = createRng(seed);
  const empty = rng.int(0, 60);
  return Uint8Array.from({ length: n * n }, () => (rng.int(0, 99) < empty ? 0 : rng.int(1, 2)));
}

describe("Pousse engine's evaluation", () => {
  it('rates by table exactly as the loop does, for both sides, every evaluation and size', () => {
    for (const n of [3, 4, 5, 6, 8]) {
      for (const w of Object.values(ENGINE_EVALS)) {
        const table = new Evaluator(n, w);
        for (let seed = 0; seed < 300; seed++) {
          const cells = randomCells(n, 1000 * n + seed);
          for (const me of [1, 2])
            expect(table.evaluate(cells, me)).toBe(evaluate(cells, n, me, w));
        }
      }
    }
  });

  it("counts the straights' lead as X's straights minus O's", () => {
    for (let seed = 0; seed < 2000; seed++) {
      const n = 3 + (seed % 3);
      const cells = randomCells(n, seed);
      const [x, o] = straights(cells, n);
      expect(straightsLead(cells, n)).toBe(x - o);
    }
  });
});
