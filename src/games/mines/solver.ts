import type { Rng } from '../../core/rng.ts';
import { neighbourTable } from './grid.ts';

/**
 * The exact probability of a mine under every covered cell, from what the player sees: the
 * opened numbers and the number of mines. Flags and "?" marks are the player's guesses and
 * count for nothing here (a wrong flag must not mislead the hint).
 *
 * The covered cells next to an opened number (the frontier) are split into independent
 * components (cells linked through shared numbers); each component's mine placements that
 * satisfy its numbers are enumerated by backtracking and counted by their number of mines.
 * The components are then combined: a frontier placement with k mines in all stands for
 * C(R, M − k) layouts, the ways to put the other M − k mines among the R covered cells that
 * touch no number. Weights are kept in log space scaled by their largest, so that 99 mines on
 * 480 cells stay within a double.
 */

/** What the solver reads: −1 for a covered cell (flagged or not), else the opened number. */
export interface Knowledge {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  readonly known: Int8Array;
}

export interface Solution {
  /** Per cell: the probability of a mine, NaN for opened cells. */
  readonly probability: Float64Array;
  /** Covered cells that hold no mine in any layout that fits, ascending. */
  readonly safe: number[];
  /** Covered cells that hold a mine in every layout that fits, ascending. */
  readonly sure: number[];
  /** Log of the number of layouts that fit (up to a constant fixed by the board). */
  readonly logWeight: number;
  /** False when a component was too big to enumerate and its probabilities are estimates. */
  readonly exact: boolean;
  /** Backtracking steps taken, for the benchmark and the hint's progress. */
  readonly nodes: number;
}

/** Placements tried per component before it is estimated instead (about a second at worst). */
export const COMPONENT_BUDGET = 3_000_000;

export class InconsistentError extends Error {
  override name = 'InconsistentError';
}

const logFactorials: number[] = [0];
function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) {
    logFactorials.push((logFactorials[i - 1] as number) + Math.log(i));
  }
  return logFactorials[n] as number;
}
const logChoose = (n: number, k: number): number =>
  k < 0 || k > n
    ? Number.NEGATIVE_INFINITY
    : logFactorial(n) - logFactorial(k) - logFactorial(n - k);

/** One component's placements, counted by their number of mines. */
interface Tally {
  readonly cells: number[];
  /** count[k]: placements with k mines. */
  readonly count: number[];
  /** perCell[k][i]: those of them with a mine on cells[i]. */
  readonly perCell: Float64Array[];
  /** One placement per k drawn uniformly (reservoir), when asked for. */
  readonly sample: (Uint8Array | undefined)[];
  exact: boolean;
  nodes: number;
}

interface Constraint {
  readonly cells: number[];
  target: number;
}

/**
 * The numbers' constraints on the covered cells, with the cells that simple counting settles
 * (a number whose mines are all found frees the rest; one with as many covered cells as mines
 * left fills them) taken out first: it shrinks what the enumeration has to try.
 */
function constraints(k: Knowledge, fixed: Int8Array): Constraint[] {
  const { width, height, known } = k;
  const around = neighbourTable(width, height);
  let list: Constraint[] = [];
  for (let i = 0; i < known.length; i++) {
    const n = known[i] as number;
    if (n < 0) continue;
    const cells: number[] = [];
    for (const j of around[i] as Int32Array) if ((known[j] as number) < 0) cells.push(j);
    if (cells.length) list.push({ cells, target: n });
    else if (n !== 0)
      throw new InconsistentError(`cell ${i} shows ${n} with nothing covered around it`);
  }
  for (let changed = true; changed; ) {
    changed = false;
    const next: Constraint[] = [];
    for (const c of list) {
      const open: number[] = [];
      let target = c.target;
      for (const j of c.cells) {
        if (fixed[j] === 1) target--;
        else if (fixed[j] === -1) open.push(j);
      }
      if (target < 0 || target > open.length) {
        throw new InconsistentError('the numbers contradict each other');
      }
      if (target === 0 || target === open.length) {
        for (const j of open) fixed[j] = target === 0 ? 0 : 1;
        if (open.length) changed = true;
      } else next.push({ cells: open, target });
    }
    list = next;
  }
  return list;
}

/** Enumerates one component's placements by backtracking, checking each number as it goes. */
function enumerate(
  cells: number[],
  cons: Constraint[],
  budget: number,
  rng: Rng | undefined,
  poll: ((nodes: number) => void) | undefined,
): Tally {
  const local = new Map(cells.map((c, i) => [c, i]));
  const consOf: number[][] = cells.map(() => []);
  cons.forEach((c, ci) => {
    for (const cell of c.cells) consOf[local.get(cell) as number]?.push(ci);
  });
  // Visit the cells breadth-first through their numbers, so each number closes early.
  const order: number[] = [];
  const seen = new Uint8Array(cells.length);
  for (let s = 0; s < cells.length; s++) {
    if (seen[s]) continue;
    seen[s] = 1;
    order.push(s);
    for (let h = order.length - 1; h < order.length; h++) {
      for (const ci of consOf[order[h] as number] as number[]) {
        for (const cell of (cons[ci] as Constraint).cells) {
          const v = local.get(cell) as number;
          if (!seen[v]) {
            seen[v] = 1;
            order.push(v);
          }
        }
      }
    }
  }
  const target = Int32Array.from(cons, (c) => c.target);
  const mines = new Int32Array(cons.length);
  const left = Int32Array.from(cons, (c) => c.cells.length);
  const value = new Uint8Array(cells.length);
  const tally: Tally = { cells, count: [], perCell: [], sample: [], exact: true, nodes: 0 };
  const n = cells.length;
  let placed = 0;

  const fits = (v: number, mine: number): boolean => {
    const list = consOf[v] as number[];
    let ok = true;
    for (const ci of list) {
      const l = (left[ci] as number) - 1;
      const m = (mines[ci] as number) + mine;
      left[ci] = l;
      mines[ci] = m;
      const t = target[ci] as number;
      if (m > t || m + l < t) ok = false;
    }
    return ok;
  };
  const undo = (v: number, mine: number) => {
    for (const ci of consOf[v] as number[]) {
      left[ci] = (left[ci] as number) + 1;
      mines[ci] = (mines[ci] as number) - mine;
    }
  };
  const leaf = () => {
    const k = placed;
    while (tally.count.length <= k) {
      tally.count.push(0);
      tally.perCell.push(new Float64Array(n));
      tally.sample.push(undefined);
    }
    const count = ((tally.count[k] as number) + 1) as number;
    tally.count[k] = count;
    const per = tally.perCell[k] as Float64Array;
    for (let i = 0; i < n; i++) if (value[i]) per[i] = (per[i] as number) + 1;
    if (rng && (count === 1 || rng.int(1, count) === 1)) tally.sample[k] = value.slice();
  };
  const walk = (depth: number): void => {
    if (tally.nodes++ > budget) throw tally;
    if ((tally.nodes & 0xffff) === 0) poll?.(tally.nodes);
    if (depth === n) {
      leaf();
      return;
    }
    const v = order[depth] as number;
    for (let mine = 0; mine <= 1; mine++) {
      value[v] = mine;
      placed += mine;
      if (fits(v, mine)) walk(depth + 1);
      undo(v, mine);
      placed -= mine;
    }
    value[v] = 0;
  };
  try {
    walk(0);
  } catch (e) {
    if (e !== tally) throw e;
    tally.exact = false;
  }
  return tally;
}

/** A component too big to enumerate: each cell gets its most crowded number's mines per cell. */
function estimate(tally: Tally, cons: Constraint[]): Float64Array {
  const p = new Float64Array(tally.cells.length);
  const index = new Map(tally.cells.map((c, i) => [c, i]));
  for (const c of cons) {
    const share = c.target / c.cells.length;
    for (const cell of c.cells) {
      const i = index.get(cell) as number;
      p[i] = Math.max(p[i] as number, share);
    }
  }
  return p;
}

/** Polynomial product of two counts-by-mines. */
function convolve(a: number[], b: number[]): number[] {
  const out = new Array(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    if (!a[i]) continue;
    for (let j = 0; j < b.length; j++) out[i + j] += (a[i] as number) * (b[j] as number);
  }
  return out;
}

export interface SolveOptions {
  budget?: number;
  /** Draws one layout that fits, uniformly, into `layout` (for redealing hidden mines). */
  rng?: Rng;
  /** Called every so often with the nodes so far; may throw to stop. */
  poll?: (nodes: number) => void;
}

interface Solved extends Solution {
  /** The drawn layout (1 for a mine), when `rng` was given. */
  readonly layout?: Uint8Array;
}

export function solve(k: Knowledge, options: SolveOptions = {}): Solved {
  const { width, height, mines, known } = k;
  const size = width * height;
  const fixed = new Int8Array(size).fill(-1);
  for (let i = 0; i < size; i++) if ((known[i] as number) >= 0) fixed[i] = 0;
  const cons = constraints(k, fixed);
  // Components: cells joined when a number counts both.
  const parent = new Int32Array(size).map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x] as number] as number;
      x = parent[x] as number;
    }
    return x;
  };
  for (const c of cons) {
    for (let i = 1; i < c.cells.length; i++) {
      parent[find(c.cells[i] as number)] = find(c.cells[0] as number);
    }
  }
  const groups = new Map<number, { cells: number[]; cons: Constraint[] }>();
  const inFrontier = new Uint8Array(size);
  for (const c of cons) {
    const root = find(c.cells[0] as number);
    let g = groups.get(root);
    if (!g) {
      g = { cells: [], cons: [] };
      groups.set(root, g);
    }
    g.cons.push(c);
    for (const cell of c.cells) {
      if (!inFrontier[cell]) {
        inFrontier[cell] = 1;
        g.cells.push(cell);
      }
    }
  }
  let fixedMines = 0;
  let interior = 0;
  for (let i = 0; i < size; i++) {
    if (fixed[i] === 1) fixedMines++;
    else if (fixed[i] === -1 && !inFrontier[i]) interior++;
  }
  const budget = options.budget ?? COMPONENT_BUDGET;
  const tallies: Tally[] = [];
  const estimates: { tally: Tally; p: Float64Array }[] = [];
  let nodes = 0;
  let estimatedMines = 0;
  for (const g of groups.values()) {
    g.cells.sort((a, b) => a - b);
    const tally = enumerate(g.cells, g.cons, budget, options.rng, options.poll);
    nodes += tally.nodes;
    options.poll?.(nodes);
    if (tally.exact) tallies.push(tally);
    else {
      const p = estimate(tally, g.cons);
      estimates.push({ tally, p });
      estimatedMines += Math.round(p.reduce((s, x) => s + x, 0));
    }
  }
  const left = mines - fixedMines - estimatedMines;
  // Weight of k frontier mines: the ways to lay the rest among the interior cells.
  const logW = (kk: number) => logChoose(interior, left - kk);
  const counts = tallies.map((t) => t.count);
  const prefix: number[][] = [[1]];
  for (const c of counts) prefix.push(convolve(prefix[prefix.length - 1] as number[], c));
  const suffix: number[][] = [[1]];
  for (let i = counts.length - 1; i >= 0; i--) {
    suffix.unshift(convolve(counts[i] as number[], suffix[0] as number[]));
  }
  const all = prefix[counts.length] as number[];
  let top = Number.NEGATIVE_INFINITY;
  for (let kk = 0; kk < all.length; kk++) if (all[kk]) top = Math.max(top, logW(kk));
  if (top === Number.NEGATIVE_INFINITY) {
    throw new InconsistentError('no layout of the mines fits the numbers');
  }
  const w = (kk: number) => Math.exp(logW(kk) - top);
  let total = 0;
  let interiorMines = 0;
  for (let kk = 0; kk < all.length; kk++) {
    const weight = (all[kk] as number) * w(kk);
    total += weight;
    interiorMines += weight * (left - kk);
  }
  const probability = new Float64Array(size).fill(Number.NaN);
  for (let i = 0; i < size; i++) {
    if (fixed[i] === 1) probability[i] = 1;
    else if (fixed[i] === 0 && (known[i] as number) < 0) probability[i] = 0;
    else if (fixed[i] === -1 && !inFrontier[i]) probability[i] = interiorMines / total / interior;
  }
  const chosen: number[] = [];
  if (options.rng) {
    // Draw the total, then each component's count given the others, then a placement.
    let pick = options.rng.int(0, 0xffff_ffff) / 0x1_0000_0000;
    let kTotal = all.length - 1;
    for (let kk = 0; kk < all.length; kk++) {
      pick -= ((all[kk] as number) * w(kk)) / total;
      if (pick < 0) {
        kTotal = kk;
        break;
      }
    }
    let rest = kTotal;
    for (let j = 0; j < tallies.length; j++) {
      const others = suffix[j + 1] as number[];
      const count = counts[j] as number[];
      let sum = 0;
      for (let a = 0; a <= rest && a < count.length; a++)
        sum += (count[a] as number) * (others[rest - a] ?? 0);
      let r = options.rng.int(0, 0xffff_ffff) / 0x1_0000_0000;
      let a = 0;
      for (; a <= rest && a < count.length; a++) {
        r -= ((count[a] as number) * (others[rest - a] ?? 0)) / sum;
        if (r < 0) break;
      }
      a = Math.min(a, rest, count.length - 1);
      while (!count[a] || !(others[rest - a] ?? 0)) a--;
      chosen.push(a);
      rest -= a;
    }
  }
  tallies.forEach((t, j) => {
    const others = convolve(prefix[j] as number[], suffix[j + 1] as number[]);
    const cellWeight = new Float64Array(t.cells.length);
    for (let a = 0; a < t.count.length; a++) {
      if (!t.count[a]) continue;
      let factor = 0;
      for (let b = 0; b < others.length; b++)
        if (others[b]) factor += (others[b] as number) * w(a + b);
      const per = t.perCell[a] as Float64Array;
      for (let i = 0; i < t.cells.length; i++) {
        cellWeight[i] = (cellWeight[i] as number) + (per[i] as number) * factor;
      }
    }
    t.cells.forEach((cell, i) => {
      probability[cell] = (cellWeight[i] as number) / total;
    });
  });
  for (const { tally, p } of estimates) {
    tally.cells.forEach((cell, i) => {
      probability[cell] = p[i] as number;
    });
  }
  const safe: number[] = [];
  const sure: number[] = [];
  for (let i = 0; i < size; i++) {
    if ((known[i] as number) >= 0) continue;
    const p = probability[i] as number;
    if (p <= 1e-12) safe.push(i);
    else if (p >= 1 - 1e-12) sure.push(i);
  }
  const exact = estimates.length === 0;
  let logWeight = Math.log(total) + top;
  for (const t of tallies) if (!t.count.some((c) => c > 0)) logWeight = Number.NEGATIVE_INFINITY;
  const solved: Solved = { probability, safe, sure, logWeight, exact, nodes };
  if (!options.rng) return solved;
  const layout = new Uint8Array(size);
  for (let i = 0; i < size; i++) if (fixed[i] === 1) layout[i] = 1;
  tallies.forEach((t, j) => {
    const sample = t.sample[chosen[j] as number] as Uint8Array;
    t.cells.forEach((cell, i) => {
      layout[cell] = sample[i] as number;
    });
  });
  for (const { tally, p } of estimates) {
    tally.cells.forEach((cell, i) => {
      layout[cell] = (p[i] as number) >= 0.5 ? 1 : 0;
    });
  }
  const open: number[] = [];
  for (let i = 0; i < size; i++) if (fixed[i] === -1 && !inFrontier[i]) open.push(i);
  const rest = options.rng.shuffle(open).slice(0, left - chosen.reduce((s, a) => s + a, 0));
  for (const i of rest) layout[i] = 1;
  return { ...solved, layout };
}
