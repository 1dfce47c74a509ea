import type { AiInfo, AiPlayer } from '../core/ai.ts';
import type { Game } from '../core/game.ts';
import { quietTask, type TaskContext } from '../core/task.ts';
import { requireGame } from './requirements.ts';
import { returns } from './returns.ts';

/**
 * Negamax alpha-beta over the Game interface for two-player, zero-sum games of perfect
 * information without chance: iterative deepening, a transposition table keyed by the game's own
 * key, and the table's move tried first. Scores are for the player to move. A win `n` plies from
 * the root scores WIN_SCORE - n, so faster wins and slower losses rank first; evaluations must
 * stay well inside ±WIN_BOUND. Of equal moves, the first in `legalMoves` order is kept.
 */

export const WIN_SCORE = 1_000_000_000;
/** Scores beyond this are wins or losses found by search: no game here lasts 100 000 plies. */
export const WIN_BOUND = WIN_SCORE - 100_000;

export interface AlphaBetaOptions<S> {
  /** The deepest iteration, in plies. */
  readonly depth: number;
  /** Positions to visit; the search stops soon after, with the deepest completed iteration. */
  readonly nodes?: number;
  /** The value of a position nobody has won, for `player`; 0 everywhere if not given. */
  readonly evaluate?: (state: S, player: number) => number;
  /**
   * A key that tells positions apart (the mover included), for the transposition table; no
   * table without it. `stateToString` always works; a hash is faster.
   */
  readonly key?: (state: S) => string | number;
}

export interface AlphaBetaResult<M> {
  readonly move: M;
  /** For the player to move at the root. */
  readonly score: number;
  /** The deepest completed iteration. */
  readonly depth: number;
  /** Positions visited below the root, all iterations together. */
  readonly nodes: number;
  /** The line the search expects, from `move` on; a table cutoff can end it early. */
  readonly pv: readonly M[];
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

interface Entry {
  readonly depth: number;
  /** Wins and losses counted from this position, not from the root. */
  readonly score: number;
  readonly bound: typeof EXACT | typeof LOWER | typeof UPPER;
  /** Index in `legalMoves` of the best move found. */
  readonly move: number;
}

const NEEDS = { players: 2, chance: false, hiddenInformation: false } as const;

/** Thrown inside the search once the node budget is spent or the caller has stopped it. */
class Stop {}

/** How often, in nodes, `stopped()` is polled: often enough to answer within a millisecond. */
const POLL = 256;

class Searcher<S, M> {
  nodes = 0;
  /** False during the first iteration, which always completes so there is a move to play. */
  stoppable = false;
  private readonly table = new Map<string | number, Entry>();
  private readonly evaluate: (state: S, player: number) => number;

  constructor(
    private readonly game: Game<S, M>,
    private readonly options: AlphaBetaOptions<S>,
    private readonly task: TaskContext,
  ) {
    this.evaluate = options.evaluate ?? (() => 0);
  }

  private mover(state: S): number {
    const mover = this.game.toMove(state);
    if (mover !== 0 && mover !== 1) {
      throw new Error(`alpha-beta cannot play ${this.game.id}: player ${mover} is to move`);
    }
    return mover;
  }

  private count(): void {
    this.nodes++;
    if (!this.stoppable) return;
    const limit = this.options.nodes;
    if (limit !== undefined && this.nodes >= limit) throw new Stop();
    if (this.nodes % POLL === 0 && this.task.stopped()) throw new Stop();
  }

  /** The value of `state` (not over) for its mover, `depth` plies ahead; fills `pv`. */
  search(state: S, depth: number, alpha: number, beta: number, ply: number, pv: M[]): number {
    const { game, table } = this;
    const me = this.mover(state);
    const key = this.options.key?.(state);
    const entry = key === undefined ? undefined : table.get(key);
    if (entry && ply > 0 && entry.depth >= depth) {
      const score = fromTable(entry.score, ply);
      if (
        entry.bound === EXACT ||
        (entry.bound === LOWER && score >= beta) ||
        (entry.bound === UPPER && score <= alpha)
      ) {
        pv.length = 0;
        return score;
      }
    }
    const moves = game.legalMoves(state);
    if (moves.length === 0) throw new Error(`${game.id}: a position that is not over has no moves`);
    const first = entry && entry.move < moves.length ? entry.move : 0;
    const alphaBefore = alpha;
    let best = -Infinity;
    let bestIndex = first;
    const line: M[] = [];
    for (let i = -1; i < moves.length; i++) {
      // The table's move first, then the rest in the game's order.
      if (i === first) continue;
      const index = i < 0 ? first : i;
      const move = moves[index] as M;
      const child = game.play(state, move);
      this.count();
      const outcome = game.result(child);
      let score: number;
      line.length = 0;
      if (outcome) {
        score = (returns(outcome, 2, game.lowerScoreWins)[me] as number) * (WIN_SCORE - (ply + 1));
      } else if (depth === 1) score = this.evaluate(child, me);
      else if (this.mover(child) === me) {
        // Games where a player can move twice in a row keep the sign.
        score = this.search(child, depth - 1, alpha, beta, ply + 1, line);
      } else score = -this.search(child, depth - 1, -beta, -alpha, ply + 1, line);
      if (score > best) {
        best = score;
        bestIndex = index;
        if (score > alpha) {
          alpha = score;
          pv.length = 0;
          pv.push(move, ...line);
        }
        if (alpha >= beta) break;
      }
    }
    if (key !== undefined) {
      const bound = best <= alphaBefore ? UPPER : best >= beta ? LOWER : EXACT;
      table.set(key, { depth, score: toTable(best, ply), bound, move: bestIndex });
    }
    return best;
  }
}

/** A win found `n` plies below this position is stored as WIN_SCORE - n, wherever it is. */
const toTable = (score: number, ply: number) =>
  score > WIN_BOUND ? score + ply : score < -WIN_BOUND ? score - ply : score;
const fromTable = (score: number, ply: number) =>
  score > WIN_BOUND ? score - ply : score < -WIN_BOUND ? score + ply : score;

/**
 * Searches `state` (not over) one ply deeper at a time up to `options.depth`, and returns the
 * best move of the deepest completed iteration. A node budget or `task.stopped()` ends it early;
 * depth 1 always completes. `task.progress` hears of every completed iteration.
 */
export function alphaBeta<S, M>(
  game: Game<S, M>,
  state: S,
  options: AlphaBetaOptions<S>,
  task: TaskContext = quietTask,
): AlphaBetaResult<M> {
  requireGame('alpha-beta', game, NEEDS);
  if (!Number.isInteger(options.depth) || options.depth < 1) {
    throw new RangeError(`alpha-beta depth is a whole number from 1, not ${options.depth}`);
  }
  if (game.result(state)) throw new RangeError('the game is over: there is no move to choose');
  const s = new Searcher(game, options, task);
  let done: AlphaBetaResult<M> | undefined;
  for (let depth = 1; depth <= options.depth; depth++) {
    const pv: M[] = [];
    let score: number;
    try {
      score = s.search(state, depth, -Infinity, Infinity, 0, pv);
    } catch (e) {
      if (e instanceof Stop) break;
      throw e;
    }
    done = { move: pv[0] as M, score, depth, nodes: s.nodes, pv };
    s.stoppable = true;
    task.progress(depth / options.depth, done);
    // A win or loss within the horizon is proven: deeper iterations only repeat it.
    if (Math.abs(score) > WIN_BOUND && WIN_SCORE - Math.abs(score) <= depth) break;
    if (task.stopped()) break;
  }
  return { ...(done as AlphaBetaResult<M>), nodes: s.nodes };
}

/** An AI for perfect-information games, where the observation is the state itself. */
export function alphaBetaPlayer<S, M>(
  game: Game<S, M>,
  options: AlphaBetaOptions<S> & Partial<AiInfo>,
): AiPlayer<S, M> {
  return {
    id: options.id ?? `alphabeta-${options.depth}`,
    label: options.label ?? `Alpha-beta, depth ${options.depth}`,
    choose(state, context) {
      requireGame(
        'alpha-beta',
        game,
        { players: 2, chance: false, hiddenInformation: false },
        context.players,
      );
      return alphaBeta(game, state, options, context).move;
    },
  };
}
