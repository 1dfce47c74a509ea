import { describe, expect, it } from 'vitest';
import { createRng } from '../../../core/rng.ts';
import { allMoves, pushStart } from '../board.ts';
import { Evaluator, TEXEL_WEIGHTS } from './evaluate.ts';
import { boardOf } from './position.ts';
import { ArrayPositions, BitPositions, MAX_BITS_N } from './positions.ts';

describe("Pousse engine's bitboards", () => {
  it('push, hash, straights and evaluation agree with the arrays of cells on random games', () => {
    for (let n = 3; n <= MAX_BITS_N; n++) {
      const moves = allMoves(n);
      const starts = Int32Array.from(moves, (m) => pushStart(n, m.side, m.line)[0]);
      const steps = Int32Array.from(moves, (m) => pushStart(n, m.side, m.line)[1]);
      const plies = 120;
      const bits = new BitPositions(n, plies + 1, TEXEL_WEIGHTS);
      const arrays = new ArrayPositions(
        n,
        plies + 1,
        starts,
        steps,
        new Evaluator(n, TEXEL_WEIGHTS),
      );
      const rng = createRng(n);
      let straights = 0;
      let fallOffs = 0;
      for (let game = 0; game < 20; game++) {
        const start = boardOf(n, new Uint8Array(n * n), 1);
        bits.load(start);
        arrays.load(start);
        // Games run on past straights, so full lines and fall-offs come up often.
        for (let ply = 0; ply < plies; ply++) {
          const m = rng.int(0, moves.length - 1);
          expect(bits.edgeEmpty(ply, m)).toBe(arrays.edgeEmpty(ply, m));
          const added = bits.push(ply, m);
          expect(added).toBe(arrays.push(ply, m));
          const q = ply + 1;
          expect([bits.hi[q], bits.lo[q], bits.side[q]]).toEqual([
            arrays.hi[q],
            arrays.lo[q],
            arrays.side[q],
          ]);
          expect(bits.lead(q)).toBe(arrays.lead(q));
          expect(bits.evaluate(q)).toBe(arrays.evaluate(q));
          if (bits.lead(q) !== 0) straights++;
          if (!added) fallOffs++;
        }
      }
      expect(straights).toBeGreaterThan(0);
      expect(fallOffs).toBeGreaterThan(0);
    }
  });
});
