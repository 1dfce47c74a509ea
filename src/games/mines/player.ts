import { neighbourTable } from './grid.ts';
import { type Knowledge, type Solution, solve } from './solver.ts';

/**
 * The automatic player's and the hint's choice, from what the player sees only. Safe cells
 * first (all of them: the caller opens them one by one). When none is safe, the best guess:
 * the few covered cells whose mine probability is lowest, or close to it, are each looked at one
 * step ahead. For each number the cell could show, the solver runs again and says whether that
 * number would make some cell safe ("progress"). A guess is worth its chance of being safe times
 * its chance of leading to progress, else to another guess as risky as this one.
 */

/** Candidates for the best guess: cells within this of the lowest probability, at most MAX. */
const NEAR = 0.05;
const MAX_CANDIDATES = 6;
/** Interior cells (touching no number) are all alike but for their neighbours: a few are tried. */
const INTERIOR_TRIED = 3;

export interface Choice {
  /** Cells that are sure to be safe; empty when the player must guess. */
  readonly safe: number[];
  /** The best guess when nothing is safe, else null. */
  readonly guess: number | null;
  readonly solution: Solution;
}

/** Chance that opening `cell` (assumed safe) shows a number that makes some other cell safe. */
function progress(k: Knowledge, cell: number): number {
  const known = k.known.slice();
  let total = 0;
  let good = 0;
  const weights: { w: number; safe: boolean }[] = [];
  let top = Number.NEGATIVE_INFINITY;
  for (let v = 0; v <= 8; v++) {
    known[cell] = v;
    try {
      const s = solve({ ...k, known }, { budget: 200_000 });
      if (s.logWeight === Number.NEGATIVE_INFINITY) continue;
      weights.push({ w: s.logWeight, safe: s.safe.length > 0 });
      top = Math.max(top, s.logWeight);
    } catch {
      // This number cannot show there.
    }
  }
  for (const { w, safe } of weights) {
    const x = Math.exp(w - top);
    total += x;
    if (safe) good += x;
  }
  return total > 0 ? good / total : 0;
}

/** Covered cells touching no number, fewest neighbours first (corners open more often). */
function interiorCandidates(k: Knowledge, s: Solution): number[] {
  const around = neighbourTable(k.width, k.height);
  const out: { cell: number; n: number }[] = [];
  for (let i = 0; i < k.known.length; i++) {
    if ((k.known[i] as number) >= 0) continue;
    const touches = [...(around[i] as Int32Array)].some((j) => (k.known[j] as number) >= 0);
    if (touches || !((s.probability[i] as number) < 1)) continue;
    out.push({ cell: i, n: (around[i] as Int32Array).length });
  }
  out.sort((a, b) => a.n - b.n || a.cell - b.cell);
  return out.slice(0, INTERIOR_TRIED).map((x) => x.cell);
}

export function bestGuess(
  k: Knowledge,
  s: Solution,
  progressTo: (done: number) => void = () => {},
): number {
  const covered: number[] = [];
  for (let i = 0; i < k.known.length; i++) if ((k.known[i] as number) < 0) covered.push(i);
  const p = (i: number) => s.probability[i] as number;
  const lowest = Math.min(...covered.map(p));
  const around = neighbourTable(k.width, k.height);
  const frontier = covered.filter(
    (i) =>
      p(i) <= lowest + NEAR &&
      [...(around[i] as Int32Array)].some((j) => (k.known[j] as number) >= 0),
  );
  frontier.sort((a, b) => p(a) - p(b) || a - b);
  const interior = interiorCandidates(k, s).filter((i) => p(i) <= lowest + NEAR);
  const candidates = [...interior, ...frontier].slice(0, MAX_CANDIDATES);
  if (candidates.length === 0) return covered.reduce((a, b) => (p(b) < p(a) ? b : a));
  let best = candidates[0] as number;
  let bestScore = -1;
  for (const [n, c] of candidates.entries()) {
    progressTo(n / candidates.length);
    const safe = 1 - p(c);
    const ahead = progress(k, c);
    const score = safe * (ahead + (1 - ahead) * (1 - lowest));
    if (score > bestScore + 1e-12) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/**
 * What to open next. Before the first click, a corner: with a protected first click it is
 * safe anyway, and a corner is the cell most likely to be a 0 and open an area.
 */
export function choose(
  k: Knowledge,
  options: { poll?: (nodes: number) => void; progress?: (done: number) => void } = {},
): Choice {
  const solution = solve(k, options.poll ? { poll: options.poll } : {});
  if (solution.safe.length) return { safe: solution.safe, guess: null, solution };
  const anyOpen = k.known.some((v) => v >= 0);
  const guess = anyOpen ? bestGuess(k, solution, options.progress) : 0;
  return { safe: [], guess, solution };
}
