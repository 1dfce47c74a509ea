import { StoppedError, type TaskContext } from '../../core/task.ts';
import { HOLE, homeOf } from './board.ts';
import { neighbourLists } from './neighbours.ts';
import type { PdbSpec } from './pdb.ts';

/**
 * IDA* (Korf 1985) with additive pattern databases: the sum of the groups' values bounds the
 * solution length from below. On square boards the position reflected in the main diagonal
 * (which has the same distance) is looked up in the same tables and the larger sum is used.
 * Moves are single tiles slid into the hole; the search never slides a tile straight back.
 */
export interface OptimalSolution {
  readonly moves: number[];
  readonly nodes: number;
}

export function solveOptimal(
  spec: PdbSpec,
  tables: readonly Uint8Array[],
  start: readonly number[],
  context?: Pick<TaskContext, 'progress' | 'stopped'>,
): OptimalSolution {
  const { width, height, groups } = spec;
  const cells = width * height;
  const near = neighbourLists(width, height).map((l) => Int32Array.from(l));
  const groupOf = new Int32Array(cells).fill(-1);
  const shiftOf = new Float64Array(cells);
  groups.forEach((g, gi) => {
    g.forEach((t, s) => {
      groupOf[t] = gi;
      shiftOf[t] = 2 ** (4 * s);
    });
  });
  const square = width === height;
  const mirrorCell = (c: number) => (c % width) * width + Math.floor(c / width);
  /** The tile whose home is the reflection of `tile`'s home. */
  const mirrorTile = (t: number) => (t === HOLE ? HOLE : mirrorCell(homeOf(t, cells)) + 1);
  const mGroup = new Int32Array(cells).fill(-1);
  const mShift = new Float64Array(cells);
  const mCell = Int32Array.from({ length: cells }, (_, c) => mirrorCell(c));
  if (square) {
    for (let t = 1; t < cells; t++) {
      const u = mirrorTile(t);
      mGroup[t] = groupOf[u] as number;
      mShift[t] = shiftOf[u] as number;
    }
  }

  const board = Int32Array.from(start);
  const idx = new Float64Array(groups.length);
  const midx = new Float64Array(groups.length);
  for (let c = 0; c < cells; c++) {
    const t = board[c] as number;
    if (t === HOLE) continue;
    const g = groupOf[t] as number;
    idx[g] = (idx[g] as number) + c * (shiftOf[t] as number);
    if (square) {
      const mg = mGroup[t] as number;
      midx[mg] = (midx[mg] as number) + (mCell[c] as number) * (mShift[t] as number);
    }
  }
  const sum = (ix: Float64Array) => {
    let h = 0;
    for (let g = 0; g < groups.length; g++)
      h += (tables[g] as Uint8Array)[ix[g] as number] as number;
    return h;
  };
  let h1 = sum(idx);
  let h2 = square ? sum(midx) : 0;

  const path: number[] = [];
  let nodes = 0;
  let nextBound = Infinity;
  const stopped = context?.stopped ?? (() => false);

  const search = (blank: number, g: number, bound: number, from: number): boolean => {
    nodes++;
    const h = h1 > h2 ? h1 : h2;
    const f = g + h;
    if (f > bound) {
      if (f < nextBound) nextBound = f;
      return false;
    }
    if (h === 0) return true;
    if ((nodes & 0xffff) === 0 && stopped()) throw new StoppedError();
    const list = near[blank] as Int32Array;
    for (let i = 0; i < list.length; i++) {
      const n = list[i] as number;
      if (n === from) continue;
      const t = board[n] as number;
      const gi = groupOf[t] as number;
      const tab = tables[gi] as Uint8Array;
      const old = idx[gi] as number;
      const moved = old + (blank - n) * (shiftOf[t] as number);
      const d1 = (tab[moved] as number) - (tab[old] as number);
      idx[gi] = moved;
      h1 += d1;
      let mg = 0;
      let mOld = 0;
      let d2 = 0;
      if (square) {
        mg = mGroup[t] as number;
        const mt = tables[mg] as Uint8Array;
        mOld = midx[mg] as number;
        const mMoved =
          mOld + ((mCell[blank] as number) - (mCell[n] as number)) * (mShift[t] as number);
        d2 = (mt[mMoved] as number) - (mt[mOld] as number);
        midx[mg] = mMoved;
        h2 += d2;
      }
      board[blank] = t;
      board[n] = HOLE;
      path.push(t);
      if (search(n, g + 1, bound, blank)) return true;
      path.pop();
      board[n] = t;
      board[blank] = HOLE;
      idx[gi] = old;
      h1 -= d1;
      if (square) {
        midx[mg] = mOld;
        h2 -= d2;
      }
    }
    return false;
  };

  const blank = board.indexOf(HOLE);
  const h0 = Math.max(h1, h2);
  let bound = h0;
  for (;;) {
    nextBound = Infinity;
    if (search(blank, 0, bound, -1)) return { moves: path.slice(), nodes };
    if (nextBound === Infinity) throw new Error('this board cannot be solved');
    bound = nextBound;
    // Progress is unknown until the end; each deeper pass is worth a share of what is left.
    context?.progress(1 - 1 / (1 + (bound - h0) / 4));
  }
}
