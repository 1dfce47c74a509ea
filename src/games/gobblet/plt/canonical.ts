import type { Colour } from '../board.ts';
import { RED } from '../board.ts';
import type { Plan } from './search.ts';

/**
 * PLT's `make-canonicalize` (model.rkt): a board, as stack ids from the mover's side, maps to
 * the first board of its symmetry class this canonicalizer met, with the transform between them.
 * Which board is canonical depends on the order boards come, as in PLT, and that decides which
 * of equal moves a search keeps; so this keeps PLT's order of table writes exactly.
 */

/** PLT's transforms: `xform[p]` is where cell p (i + n·j) lies in the canonical board. */
export const PLT_XFORMS: Record<3 | 4, readonly (readonly number[])[]> = {
  3: [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [0, 3, 6, 1, 4, 7, 2, 5, 8],
    [2, 5, 8, 1, 4, 7, 0, 3, 6],
    [8, 5, 2, 7, 4, 1, 6, 3, 0],
    [6, 3, 0, 7, 4, 1, 8, 5, 2],
    [2, 1, 0, 5, 4, 3, 8, 7, 6],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
    [6, 7, 8, 3, 4, 5, 0, 1, 2],
  ],
  4: [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15],
    [12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3],
    [3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12],
    [15, 11, 7, 3, 14, 10, 6, 2, 13, 9, 5, 1, 12, 8, 4, 0],
    [12, 8, 4, 0, 13, 9, 5, 1, 14, 10, 6, 2, 15, 11, 7, 3],
    [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    [3, 7, 11, 15, 2, 6, 10, 14, 1, 5, 9, 13, 0, 4, 8, 12],
  ],
};

/** A stack id with the colours swapped: PLT's `yellow-stack-ids`. */
const SWAP: number[] = Array.from({ length: 81 }, (_, id) => {
  let out = 0;
  for (let s = 0, p = 1, v = id; s < 4; s++, p *= 3, v = Math.floor(v / 3)) {
    const d = v % 3;
    out += (d === 0 ? 0 : 3 - d) * p;
  }
  return out;
});

const keyOf = (ids: readonly number[]) => String.fromCharCode(...ids.map((id) => 48 + id));

export class Canonicalizer {
  private readonly memory = new Map<string, readonly [string, readonly number[]]>();
  private readonly xforms: readonly (readonly number[])[];

  constructor(readonly n: 3 | 4) {
    this.xforms = PLT_XFORMS[n];
  }

  /** The compact board from `me`'s side (PLT's `compact-board`), canonicalized. */
  canonicalize(board: readonly number[], me: Colour): readonly [string, readonly number[]] {
    return this.canonicalizeKey(me === RED ? board : board.map((id) => SWAP[id] as number));
  }

  canonicalizeKey(ids: readonly number[]): readonly [string, readonly number[]] {
    const v = keyOf(ids);
    const found = this.memory.get(v);
    if (found) return found;
    const pr = [v, this.xforms[0] as readonly number[]] as const;
    this.memory.set(v, pr);
    for (let k = 1; k < this.xforms.length; k++) {
      const x = this.xforms[k] as readonly number[];
      // PLT's xform-procs: the transformed board's cell m holds v's cell x[m].
      const w = keyOf(x.map((m) => ids[m] as number));
      this.memory.set(w, [v, x]);
    }
    return pr;
  }

  /** A plan's canonical cells back in a board whose transform is `xform` (PLT's `xlate`). */
  xlate(plan: Plan, xform: readonly number[]) {
    const real = (c: number) => xform.indexOf(c);
    return {
      size: plan.size,
      from: plan.from === null ? null : real(plan.from),
      to: real(plan.to),
      turns: plan.turns,
    };
  }
}
