import type { DepthInfo, SearchLimits, SearchResult } from '../search/deepening.ts';
import { wholeNumber } from './options.ts';

/**
 * The `search` command of the games with an iterative-deepening engine (Onitama, Checkers):
 * its limits from the options, and its output in the manner of a chess engine's `info` and
 * `bestmove` lines, or one JSON object.
 */

export interface LimitOptions {
  depth?: string;
  nodes?: string;
  movetime?: string;
}

/** The limits given, or a second of search when none is. */
export function searchLimits(opts: LimitOptions, maxDepth: number): SearchLimits {
  const limits = {
    ...(opts.depth !== undefined && { depth: wholeNumber('depth', opts.depth, 1, maxDepth) }),
    ...(opts.nodes !== undefined && { nodes: wholeNumber('nodes', opts.nodes, 1, 1e9) }),
    ...(opts.movetime !== undefined && {
      movetime: wholeNumber('movetime', opts.movetime, 1, 3_600_000),
    }),
  };
  return Object.keys(limits).length ? limits : { movetime: 1000 };
}

export interface EngineText<Move> {
  readonly move: (move: Move) => string;
  readonly score: (score: number) => string;
}

/** One completed depth: depth, score, nodes, time, speed and the line. */
export function infoLine<Move>(i: DepthInfo<Move>, text: EngineText<Move>): string {
  const nps = i.ms > 0 ? Math.round((i.nodes / i.ms) * 1000) : 0;
  const pv = i.pv.map(text.move).join(' ');
  return `info depth ${i.depth} seldepth ${i.seldepth} score ${text.score(i.score)} nodes ${i.nodes} time ${i.ms} nps ${nps} pv ${pv}`;
}

export function bestMoveLine<Move>(result: SearchResult<Move>, text: EngineText<Move>): string {
  return `bestmove ${text.move(result.move)}  depth ${result.depth}  score ${text.score(result.score)}  nodes ${result.nodes}  time ${result.ms} ms`;
}

/** The result as JSON, with every depth's line when `iterations` is asked for. */
export function searchJson<Move>(
  result: SearchResult<Move>,
  text: EngineText<Move>,
  iterations = false,
): string {
  return JSON.stringify({
    move: text.move(result.move),
    depth: result.depth,
    score: result.score,
    scoreText: text.score(result.score),
    nodes: result.nodes,
    ms: result.ms,
    pv: result.pv.map(text.move),
    ...(iterations && {
      iterations: result.iterations.map((i) => ({ ...i, pv: i.pv.map(text.move) })),
    }),
  });
}
