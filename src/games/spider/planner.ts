import { createRng } from '../../core/rng.ts';
import { boardOf, stockLeft } from './board.ts';
import { evaluate, weightsFor } from './evaluate.ts';
import { fillAndDeal } from './fill.ts';
import { determinize, moveToString, observeTable, spider } from './rules.ts';
import { LAST_STAGE, toSpiderMove } from './solver.ts';
import { searchStage } from './stage.ts';
import { GIVE_UP, type SpiderMove, type SpiderObservation, type SpiderState } from './state.ts';

/**
 * The no-peek player: it sees what a player sees (face-up cards, how many lie face down, how
 * many deals are left, the runs completed) and never undoes. It deals the unseen cards at
 * random `samples` times, consistently with what it sees (determinization), and runs the
 * solver's stage search (stage.ts: best first up to the next deal) on each for `nodes`
 * positions. Each sample names a plan: its line to the best position it reached, or to a win,
 * cut after the first move that turns a card, deals or completes a run. Until then the sample
 * and the real table look the same, so every move of the plan is legal on the real table and
 * means what it meant there. The plan whose first move the samples back most (a sample won
 * outweighs any other) is followed to its end, then the player plans again. When most samples
 * find nothing better than the table as it is, it fills the empty tableaus and deals, or, the
 * stock used, gives up.
 *
 * It cannot loop: a plan either ends in something that cannot be undone (a card turned, a deal,
 * a run gone) or reaches a position of strictly higher value, and that value reads face-up
 * cards and counts only. The samples are seeded from what is seen only: two tables that
 * differ in hidden cards get the same moves.
 */

export interface PlannerOptions {
  readonly samples: number;
  /** Positions the stage search expands on each sample (four times that once the stock is used). */
  readonly nodes: number;
  /** Mixed into the samples' seeds. */
  readonly seed: number;
}

export const PLANNER: PlannerOptions = { samples: 3, nodes: 500, seed: 1 };

/** What is seen, as text: face-down cards as their count (their ids say nothing, but differ). */
export function seenKey(o: SpiderObservation): string {
  const piles = o.tableau.map((p) => `${p.down.length}:${p.up.map((c) => c.value).join(',')}`);
  return `${o.stock.length}|${o.done.length}|${piles.join('/')}`;
}

function hashText(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A sample won counts for more than any gain in position. */
const WON = 1e6;

const faceDownCount = (s: SpiderState) => s.tableau.reduce((n, p) => n + p.down.length, 0);

/** The line's moves up to and including the first that turns a card, deals or completes a run. */
function untilNews(sample: SpiderState, line: readonly SpiderMove[]): SpiderMove[] {
  const out: SpiderMove[] = [];
  let s = sample;
  for (const m of line) {
    const next = spider.play(s, m);
    out.push(m);
    if (
      m.kind === 'deal' ||
      faceDownCount(next) < faceDownCount(s) ||
      next.done.length > s.done.length
    ) {
      break;
    }
    s = next;
  }
  return out;
}

export class NoPeekPlanner {
  /** Solver positions expanded so far, over every plan. */
  nodes = 0;
  private plan: SpiderMove[] = [];
  /** What the table should look like before each move of the plan. */
  private expect: string[] = [];

  constructor(private readonly options: PlannerOptions = PLANNER) {}

  choose(o: SpiderObservation): SpiderMove {
    const key = seenKey(o);
    if (this.expect[0] === key && this.plan.length > 0) {
      this.expect.shift();
      return this.plan.shift() as SpiderMove;
    }
    const plan = this.makePlan(o, key);
    // The keys of the positions between the plan's moves, as the real table will show them.
    this.expect = [];
    let s = determinize(o, createRng(0));
    for (const m of plan.slice(0, -1)) {
      s = spider.play(s, m);
      this.expect.push(seenKey(observeTable(s)));
    }
    this.plan = plan.slice(1);
    return plan[0] as SpiderMove;
  }

  /**
   * A stage searched on one sample: its line to the best position reached (or to a win), and
   * how much better that position looks than the start.
   */
  private sampleLine(sample: SpiderState): { line: SpiderMove[]; gain: number } {
    const board = boardOf(sample);
    const weights = weightsFor(sample.suits);
    const last = stockLeft(board) === 0;
    const budget = last ? this.options.nodes * LAST_STAGE : this.options.nodes;
    const tick = () => {
      this.nodes++;
      return true;
    };
    const start = evaluate(board, weights);
    const found = searchStage(board, { budget, keep: 1, weights, tick });
    if (found.won) return { line: found.line.map(toSpiderMove), gain: WON };
    const best = found.best[0];
    return { line: (best?.line ?? []).map(toSpiderMove), gain: (best?.value ?? start) - start };
  }

  private makePlan(o: SpiderObservation, key: string): SpiderMove[] {
    const rng = createRng(hashText(key, this.options.seed));
    // By first move: how many samples start so, their gains added, the plan of the first.
    const votes = new Map<string, { count: number; gain: number; plan: SpiderMove[] }>();
    let sample: SpiderState | undefined;
    for (let k = 0; k < this.options.samples; k++) {
      sample = determinize(o, rng);
      const { line, gain } = this.sampleLine(sample);
      const plan = untilNews(sample, line);
      const first = plan[0] ? moveToString(plan[0]) : 'stay';
      const v = votes.get(first) ?? { count: 0, gain: 0, plan };
      votes.set(first, { count: v.count + 1, gain: v.gain + gain, plan: v.plan });
    }
    // Staying (dealing) wins only a strict majority of the votes: a deal cannot be taken back.
    const stay = votes.get('stay')?.count ?? 0;
    let best: { count: number; gain: number; plan: SpiderMove[] } | undefined;
    for (const [first, v] of votes) {
      if (first === 'stay') continue;
      if (!best || v.gain > best.gain || (v.gain === best.gain && v.count > best.count)) best = v;
    }
    if (best && 2 * stay <= this.options.samples) return best.plan;
    return sample ? stayPlan(sample) : [GIVE_UP];
  }
}

/**
 * Nothing in reach looks better than the table as it is: fill the empty tableaus and deal
 * (fill.ts, as the solver deals), or give up once the stock is used.
 */
function stayPlan(sample: SpiderState): SpiderMove[] {
  const board = boardOf(sample);
  const steps = fillAndDeal(board, weightsFor(sample.suits));
  if (!steps) return [GIVE_UP];
  return steps.map((s) => toSpiderMove(s.move));
}

/** One move with no memory of earlier ones (the hint): a fresh plan, its first move. */
export const noPeekMove = (o: SpiderObservation, options: PlannerOptions = PLANNER): SpiderMove =>
  new NoPeekPlanner(options).choose(o);
