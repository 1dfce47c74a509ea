import type { TaskContext } from '../../core/task.ts';
import {
  canDeal,
  DEAL_TO,
  empties,
  FAST_DEAL,
  type Fast,
  type FastMove,
  faceDown,
  fastMoves,
  follows,
  keyOf,
  play,
  rank,
  suit,
  suitedLinks,
  toFast,
  toSpiderMove,
} from './fast.ts';
import { RUNS, type SpiderMove, type SpiderState } from './rules.ts';

/**
 * The full-knowledge solver: it sees every card, the face-down ones and the stock included, and
 * searches depth first for a line that completes all eight runs. Moves are tried best first (by
 * the position they lead to), positions already searched are skipped, and moves that cannot help
 * are left out (see `useful`), so running out of moves is not a proof: the answer is `won` with
 * the line, or `unknown` with the reason (the node limit, or no win among the moves tried).
 */

export const DEFAULT_NODE_LIMIT = 200_000;

export type SolveResult =
  | { readonly verdict: 'won'; readonly line: readonly SpiderMove[]; readonly nodes: number }
  | {
      readonly verdict: 'unknown';
      readonly reason: 'node-limit' | 'searched' | 'stopped';
      readonly nodes: number;
    };

/** How promising a position is, for ordering moves: runs, turned cards, links, space. */
export function score(f: Fast): number {
  return f.done * 1000 - faceDown(f) * 30 + suitedLinks(f) * 10 + empties(f) * 15 - f.stock.length;
}

/**
 * Moves worth trying. Left out: a partial run onto a card of another suit (it breaks a link and
 * gains none), a whole tableau onto an empty one (nothing changes), and a run that leaves a card
 * of its own suit-and-rank parent only to land on another such parent of another suit.
 */
export function useful(f: Fast, m: FastMove): boolean {
  if (m.to === DEAL_TO) return true;
  const source = f.piles[m.from] as number[];
  const target = f.piles[m.to] as number[];
  const moved = source[source.length - m.count] as number;
  const below = source[source.length - m.count - 1];
  const whole = m.count === source.length;
  if (target.length === 0) return !whole;
  const onto = target[target.length - 1] as number;
  const suited = suit(onto) === suit(moved);
  const partial = below !== undefined && follows(below, moved);
  if (partial) return suited;
  // The run sat on a face-up card one higher: moving it only changes the suit it lies on.
  const natural =
    below !== undefined &&
    source.length - m.count - 1 >= (f.down[m.from] as number) &&
    rank(below) === rank(moved) + 1;
  return !natural || suited;
}

interface Search {
  readonly limit: number;
  readonly seen: Set<string>;
  readonly line: SpiderMove[];
  nodes: number;
  stopped: boolean;
  readonly context?: TaskContext;
}

/**
 * Moves that do not raise the best score of the line so far are allowed this many in a row:
 * enough to shift runs aside and open a way, while each stretch must end above every score
 * before it (or in a deal), so lines cannot wander.
 */
export const SLACK = 2;

function dfs(f: Fast, s: Search, best: number, slack: number): boolean {
  if (f.done === RUNS) return true;
  if (s.nodes >= s.limit) return false;
  const key = keyOf(f);
  if (s.seen.has(key)) return false;
  s.seen.add(key);
  s.nodes++;
  if ((s.nodes & 0xfff) === 0 && s.context) {
    s.context.progress(s.nodes / s.limit);
    if (s.context.stopped()) s.stopped = true;
  }
  if (s.stopped) return false;
  const children = fastMoves(f)
    .filter((m) => m.to !== DEAL_TO && useful(f, m))
    .map((m) => {
      const g = play(f, m);
      return { m, g, v: score(g) };
    })
    .filter((c) => c.v > best || slack > 0)
    .sort((a, b) => b.v - a.v);
  for (const { m, g, v } of children) {
    s.line.push(toSpiderMove(m));
    if (v > best ? dfs(g, s, v, SLACK) : dfs(g, s, best, slack - 1)) return true;
    s.line.pop();
    if (s.nodes >= s.limit || s.stopped) return false;
  }
  // The deal last: everything the current cards allow has been tried first.
  if (canDeal(f)) {
    s.line.push(toSpiderMove(FAST_DEAL));
    const g = play(f, FAST_DEAL);
    if (dfs(g, s, score(g), SLACK)) return true;
    s.line.pop();
  }
  return false;
}

export function solve(
  state: SpiderState,
  nodeLimit = DEFAULT_NODE_LIMIT,
  context?: TaskContext,
): SolveResult {
  const s: Search = {
    limit: nodeLimit,
    seen: new Set(),
    line: [],
    nodes: 0,
    stopped: false,
    context,
  };
  const f = toFast(state);
  if (dfs(f, s, score(f), SLACK)) return { verdict: 'won', line: s.line, nodes: s.nodes };
  const reason = s.stopped ? 'stopped' : s.nodes >= nodeLimit ? 'node-limit' : 'searched';
  return { verdict: 'unknown', reason, nodes: s.nodes };
}
