import type { AiContext, AiInfo, AiPlayer } from '../core/ai.ts';
import { CHANCE, type Game } from '../core/game.ts';
import { requireGame } from './requirements.ts';
import { returns } from './returns.ts';

/**
 * Expectimax for games of perfect information with chance (dice, draws), any number of
 * players: a player's node takes the child best for that player (max^n, which for two players
 * is expectiminimax), a chance node averages its outcomes by probability. Values are vectors,
 * one per player, on the scale of `returns` (-1 to 1), which the evaluation should share.
 * No pruning: it suits small games and shallow depths.
 */

export interface ExpectimaxOptions<S> {
  /** Plies to look ahead; a chance node is a ply. */
  readonly depth: number;
  /** The value of a position nobody has won, for `player`, from -1 to 1; 0 if not given. */
  readonly evaluate?: (state: S, player: number) => number;
  /**
   * Positions to visit at most, all iterations together: the search stops deepening once past
   * it and plays the deepest completed iteration's move (depth 1 always completes). None if
   * not given.
   */
  readonly maxNodes?: number;
}

export interface ExpectimaxResult<M> {
  readonly move: M;
  /** Each player's expected value after `move`. */
  readonly values: readonly number[];
  /** The deepest completed iteration. */
  readonly depth: number;
  /** Positions visited below the root, all iterations together. */
  readonly nodes: number;
}

const NEEDS = { chance: true, hiddenInformation: false } as const;
const POLL = 256;

class Stop {}

/**
 * The best move for the player to move in `state`, one ply deeper at a time up to
 * `options.depth` (depth 1 always completes), so `context.stopped()` still leaves an answer.
 */
export function expectimax<S, M>(
  game: Game<S, M>,
  state: S,
  options: ExpectimaxOptions<S>,
  context: Pick<AiContext, 'players' | 'progress' | 'stopped'>,
): ExpectimaxResult<M> {
  requireGame('expectimax', game, NEEDS);
  const { players } = context;
  const evaluate = options.evaluate ?? (() => 0);
  const me = game.toMove(state);
  if (game.result(state)) throw new RangeError('the game is over: there is no move to choose');
  if (me === CHANCE) throw new RangeError('expectimax chooses for a player, not at a chance node');
  let nodes = 0;
  const maxNodes = options.maxNodes ?? Infinity;
  const stopped = () => context.stopped() || nodes >= maxNodes;
  let stoppable = false;

  const value = (s: S, depth: number): number[] => {
    nodes++;
    if (stoppable && nodes % POLL === 0 && stopped()) throw new Stop();
    const outcome = game.result(s);
    if (outcome) return returns(outcome, players, game.lowerScoreWins);
    if (depth === 0) return Array.from({ length: players }, (_, p) => evaluate(s, p));
    const mover = game.toMove(s);
    if (mover === CHANCE) {
      const sum = new Array<number>(players).fill(0);
      for (const { move, probability } of game.chanceOutcomes?.(s) ?? []) {
        const v = value(game.play(s, move), depth - 1);
        for (let p = 0; p < players; p++)
          sum[p] = (sum[p] as number) + probability * (v[p] as number);
      }
      return sum;
    }
    let best: number[] | undefined;
    for (const move of game.legalMoves(s)) {
      const v = value(game.play(s, move), depth - 1);
      if (!best || (v[mover] as number) > (best[mover] as number)) best = v;
    }
    return best as number[];
  };

  let done: ExpectimaxResult<M> | undefined;
  const moves = game.legalMoves(state);
  for (let depth = 1; depth <= options.depth; depth++) {
    let best: ExpectimaxResult<M> | undefined;
    try {
      for (const move of moves) {
        const values = value(game.play(state, move), depth - 1);
        if (!best || (values[me] as number) > (best.values[me] as number)) {
          best = { move, values, depth, nodes: 0 };
        }
      }
    } catch (e) {
      if (e instanceof Stop) break;
      throw e;
    }
    done = { ...(best as ExpectimaxResult<M>), nodes };
    stoppable = true;
    context.progress(depth / options.depth, done);
    if (stopped()) break;
  }
  return { ...(done as ExpectimaxResult<M>), nodes };
}

/** An AI for perfect-information games with chance, where the observation is the state. */
export function expectimaxPlayer<S, M>(
  game: Game<S, M>,
  options: ExpectimaxOptions<S> & Partial<AiInfo>,
): AiPlayer<S, M> {
  return {
    id: options.id ?? `expectimax-${options.depth}`,
    label: options.label ?? `Expectimax, depth ${options.depth}`,
    choose: (state, context) => expectimax(game, state, options, context).move,
  };
}
