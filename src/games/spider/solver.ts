import type { TaskContext } from '../../core/task.ts';
import { type Board, boardOf, DEAL, hashOf, moveCount, moveFrom, moveTo } from './board.ts';
import { evaluate, type Weights, weightsFor } from './evaluate.ts';
import { fillAndDeal } from './fill.ts';
import { type Reached, searchStage } from './stage.ts';
import { DEAL as DEAL_MOVE, RUNS, type SpiderMove, type SpiderState } from './state.ts';

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

export const DEFAULT_NODE_LIMIT = 500_000;

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
  /**
   * Positions a stage expands in the first round; each round multiplies it by `GROWTH` and
   * allows one more departure from the first choice of where to deal.
   */
  readonly stageNodes?: number;
  /** Positions to deal from, tried in turn, after each stage. */
  readonly width?: number;
  readonly growth?: number;
  readonly lastStage?: number;
}

export const STAGE_NODES = 500;
export const WIDTH = 3;
export const GROWTH = 1.5;
/** The last stage (the stock used) has no later one to try: it gets this many times more. */
export const LAST_STAGE = 4;

export const toSpiderMove = (m: number): SpiderMove =>
  m === DEAL ? DEAL_MOVE : { kind: 'move', from: moveFrom(m), count: moveCount(m), to: moveTo(m) };

interface Run {
  readonly weights: Weights;
  readonly width: number;
  readonly stageNodes: number;
  readonly lastStage: number;
  readonly tick: () => boolean;
  /** The stages searched in this round, by the hash of their start. */
  readonly stages: Map<number, Stage>;
  /**
   * The stages whose search ended before its budget (won, or every position expanded), kept
   * over all rounds: a larger budget would search them again to the same end.
   */
  readonly settled: Map<number, Stage>;
  /** Something was left out for want of budget or width: a larger round may find more. */
  cut: boolean;
  /** A stage had options past the discrepancies left: a round with one more may find more. */
  spareCut: boolean;
}

/**
 * The stages from `b` on: a stage searched (or taken from the cache), then the positions to deal
 * from in order, the first free and each later one costing one of `spare` departures from the
 * search's first choice (limited discrepancy search: a wrong early choice is taken back as soon
 * as a wrong late one).
 */
function fromStage(
  r: Run,
  b: Board,
  prefix: readonly number[],
  spare: number,
): number[] | undefined {
  const last = b.dealt >= b.stock.length;
  const stage = stageOf(r, b, last);
  if (stage.won) return [...prefix, ...stage.line];
  if (last) return undefined;
  if (stage.options.length > r.width) r.cut = true;
  const options = stage.options.slice(0, r.width);
  for (let i = 0; i < options.length && i <= spare; i++) {
    const o = options[i] as Option;
    const line = [...prefix, ...o.line];
    if (o.board.done === RUNS) return line;
    const won = fromStage(r, o.board, line, spare - (i > 0 ? 1 : 0));
    if (won) return won;
  }
  if (options.length > spare + 1) {
    r.cut = true;
    r.spareCut = true;
  }
  return undefined;
}

interface Option {
  readonly value: number;
  readonly board: Board;
  /** From the stage's start: the moves, the fills and the deal. */
  readonly line: readonly number[];
}

type Stage =
  | { readonly won: true; readonly line: readonly number[] }
  | { readonly won: false; readonly options: readonly Option[] };

/** A stage's search, kept for the round: later discrepancies pass through the same stages. */
function stageOf(r: Run, b: Board, last: boolean): Stage {
  const key = hashOf(b);
  const known = r.stages.get(key) ?? r.settled.get(key);
  if (known) return known;
  const budget = last ? r.stageNodes * r.lastStage : r.stageNodes;
  const found = searchStage(b, { budget, keep: 4 * r.width, weights: r.weights, tick: r.tick });
  if (!found.won && !found.exhausted) r.cut = true;
  const stage: Stage = found.won ? found : { won: false, options: dealsFrom(r, found.best) };
  (found.won || found.exhausted ? r.settled : r.stages).set(key, stage);
  return stage;
}

/** The reached positions after their fills and deal, best first, each position once. */
function dealsFrom(r: Run, best: readonly Reached[]): Option[] {
  const options: Option[] = [];
  const starts = new Set<number>();
  for (const reached of best) {
    const steps = fillAndDeal(reached.board, r.weights);
    if (!steps) continue;
    const h = hashOf(reached.board);
    if (starts.has(h)) continue;
    starts.add(h);
    const line = [...reached.line, ...steps.map((s) => s.move)];
    options.push({ value: evaluate(reached.board, r.weights), board: reached.board, line });
  }
  return options.sort((x, y) => y.value - x.value);
}

export function solve(
  state: SpiderState,
  nodeLimit = DEFAULT_NODE_LIMIT,
  {
    weights = weightsFor(state.suits),
    context,
    stageNodes = STAGE_NODES,
    width = WIDTH,
    growth = GROWTH,
    lastStage = LAST_STAGE,
  }: SolveOptions = {},
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
  const settled = new Map<number, Stage>();
  for (let round = 0; ; round++) {
    const r: Run = {
      weights,
      width,
      stageNodes: Math.round(stageNodes * growth ** round),
      lastStage,
      tick,
      stages: new Map(),
      settled,
      cut: false,
      spareCut: false,
    };
    const before = nodes;
    const line = fromStage(r, root, [], round);
    if (line) return { verdict: 'won', line: line.map(toSpiderMove), nodes };
    if (stopped) return { verdict: 'unknown', reason: 'stopped', nodes };
    if (nodes >= nodeLimit) return { verdict: 'unknown', reason: 'node-limit', nodes };
    if (!r.cut) return { verdict: 'unknown', reason: 'searched', nodes };
    // A round that searched nothing passed only through settled stages, which never change, and
    // the width does not grow: only one more discrepancy could reach another stage. Without
    // this the rounds went on for ever below the node limit (4-suit deals, 1 in 500 or so).
    if (nodes === before && !r.spareCut) return { verdict: 'unknown', reason: 'searched', nodes };
  }
}
