import type { TaskContext } from '../../core/task.ts';
import { type Board, boardOf, DEAL, hashOf, moveCount, moveFrom, moveTo } from './board.ts';
import { evaluate, WEIGHTS, type Weights } from './evaluate.ts';
import { fillAndDeal } from './fill.ts';
import { DEAL as DEAL_MOVE, RUNS, type SpiderMove, type SpiderState } from './rules.ts';
import { searchStage } from './stage.ts';

/**
 * The full-knowledge solver: it sees every card, the face-down ones and the stock included.
 * The game falls into stages, the play between two deals (stage.ts searches one best first).
 * From the best positions a stage reaches, the `width` best after their deal (empty tableaus
 * filled first, fill.ts) start the next stage, tried in that order, depth first: the deal is
 * taken only once a stage has been searched, and a bad choice of when to deal is taken back.
 * Rounds repeat the whole search with stages searched deeper, until the node limit (positions
 * expanded, over all rounds) runs out. As moves are left out, a search that ends is not a
 * proof: the answer is `won` with the line, or `unknown` with the reason.
 */

export const DEFAULT_NODE_LIMIT = 200_000;

export type SolveResult =
  | { readonly verdict: 'won'; readonly line: readonly SpiderMove[]; readonly nodes: number }
  | {
      readonly verdict: 'unknown';
      readonly reason: 'node-limit' | 'searched' | 'stopped';
      readonly nodes: number;
    };

export interface SolveOptions {
  readonly weights?: Weights;
  readonly context?: TaskContext;
  /** Positions a stage expands in the first round; each round multiplies it by `GROWTH`. */
  readonly stageNodes?: number;
  /** Positions to deal from, tried in turn, after each stage. */
  readonly width?: number;
}

export const STAGE_NODES = 500;
export const WIDTH = 3;
export const GROWTH = 4;
/** The last stage (the stock used) has no later one to try: it gets this many times more. */
export const LAST_STAGE = 4;

export const toSpiderMove = (m: number): SpiderMove =>
  m === DEAL ? DEAL_MOVE : { kind: 'move', from: moveFrom(m), count: moveCount(m), to: moveTo(m) };

interface Run {
  readonly weights: Weights;
  readonly width: number;
  readonly stageNodes: number;
  readonly tick: () => boolean;
  /** Positions a stage has started from in this round (after a deal). */
  readonly starts: Set<number>;
  /** Something was left out for want of budget or width: a larger round may find more. */
  cut: boolean;
}

function fromStage(r: Run, b: Board, prefix: readonly number[]): number[] | undefined {
  const last = b.dealt >= b.stock.length;
  const stage = searchStage(b, {
    budget: last ? r.stageNodes * LAST_STAGE : r.stageNodes,
    keep: 4 * r.width,
    weights: r.weights,
    tick: r.tick,
  });
  if (stage.won) return [...prefix, ...stage.line];
  if (!stage.exhausted) r.cut = true;
  if (last) return undefined;
  const options: { value: number; board: Board; line: number[] }[] = [];
  for (const reached of stage.best) {
    const steps = fillAndDeal(reached.board, r.weights);
    if (!steps) continue;
    const line = [...prefix, ...reached.line, ...steps.map((s) => s.move)];
    if (reached.board.done === RUNS) return line;
    const h = hashOf(reached.board);
    if (r.starts.has(h)) continue;
    r.starts.add(h);
    options.push({ value: evaluate(reached.board, r.weights), board: reached.board, line });
  }
  options.sort((x, y) => y.value - x.value);
  if (options.length > r.width) r.cut = true;
  for (const o of options.slice(0, r.width)) {
    const won = fromStage(r, o.board, o.line);
    if (won) return won;
  }
  return undefined;
}

export function solve(
  state: SpiderState,
  nodeLimit = DEFAULT_NODE_LIMIT,
  { weights = WEIGHTS, context, stageNodes = STAGE_NODES, width = WIDTH }: SolveOptions = {},
): SolveResult {
  let nodes = 0;
  let stopped = false;
  const tick = () => {
    if (nodes >= nodeLimit || stopped) return false;
    nodes++;
    if ((nodes & 0xfff) === 0 && context) {
      context.progress(nodes / nodeLimit);
      stopped = context.stopped();
    }
    return !stopped;
  };
  const root = boardOf(state);
  if (root.done === RUNS) return { verdict: 'won', line: [], nodes };
  for (let round = stageNodes; ; round *= GROWTH) {
    const r: Run = { weights, width, stageNodes: round, tick, starts: new Set(), cut: false };
    const line = fromStage(r, root, []);
    if (line) return { verdict: 'won', line: line.map(toSpiderMove), nodes };
    if (stopped) return { verdict: 'unknown', reason: 'stopped', nodes };
    if (nodes >= nodeLimit) return { verdict: 'unknown', reason: 'node-limit', nodes };
    if (!r.cut) return { verdict: 'unknown', reason: 'searched', nodes };
  }
}
