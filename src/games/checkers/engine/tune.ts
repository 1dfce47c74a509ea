import { unwrap } from '../../../core/result.ts';
import { spsa as spsaLoop } from '../../../search/spsa.ts';
import { TranspositionTable } from '../../../search/transposition-table.ts';
import { type CheckersState, parseMove, parseState, play, result } from '../rules.ts';
import type { Weights } from './evaluate.ts';
import { search } from './search.ts';
import { boardOfState } from './state-board.ts';

/**
 * Tuning the evaluation by matches: SPSA (src/search/spsa.ts) nudges every weight at once and
 * plays the nudged-up weights against the nudged-down ones, a pair of games from a ballot
 * opening with colours swapped, at a small number of positions a move. The man stays at 100,
 * the unit of every other weight.
 */

export interface TuneConfig {
  readonly iterations: number;
  readonly seed: number;
  /** Positions each side searches a move: few, so that games are quick but not blind. */
  readonly nodes: number;
  /** A game this long is a draw (neither side has an endgame database to finish it). */
  readonly maxPlies: number;
  /** Step size at the start, as a fraction of each weight's perturbation. */
  readonly rate: number;
  /** Three-move openings, e.g. '9-13 21-17 5-9'; each comparison draws one. */
  readonly openings: readonly string[];
}

export const TUNE_DEFAULTS = { nodes: 2000, maxPlies: 200, rate: 0.3 } as const;

/** The tuned weights in order; advance k is the bonus k rows forward (rows 0 and 1 stay 0). */
export const TERMS = [
  'king',
  'advance2',
  'advance3',
  'advance4',
  'advance5',
  'advance6',
  'backGuard',
  'centreMan',
  'centreKing',
  'edgeKing',
  'trade',
] as const;
const PERTURBATION = [8, 2, 2, 2, 3, 3, 4, 3, 3, 3, 1];

export const toVector = (w: Weights): number[] => [
  w.king,
  ...w.advance.slice(2, 7),
  w.backGuard,
  w.centreMan,
  w.centreKing,
  w.edgeKing,
  w.trade,
];

export function fromVector(v: readonly number[]): Weights {
  const r = (i: number) => Math.round(v[i] ?? 0);
  return {
    man: 100,
    king: r(0),
    advance: [0, 0, r(1), r(2), r(3), r(4), r(5)],
    backGuard: r(6),
    centreMan: r(7),
    centreKing: r(8),
    edgeKing: r(9),
    trade: r(10),
  };
}

const START = unwrap(parseState('B:W21-32:B1-12'));

/** One game from `opening` at `nodes` a move: 1 if Red (first weights) wins, 0 if Black, ½ drawn. */
export function playFrom(
  opening: string,
  red: Weights,
  black: Weights,
  config: Pick<TuneConfig, 'nodes' | 'maxPlies'>,
  table: TranspositionTable,
): number {
  let state: CheckersState = START;
  for (const text of opening.split(' ')) state = play(state, unwrap(parseMove(text, state)));
  for (let plies = 3; result(state) === null && plies < config.maxPlies; plies++) {
    // A cleared table makes each move depend on the position alone, so games replay.
    table.clear();
    const weights = state.toMove === 0 ? red : black;
    state = play(
      state,
      search(boardOfState(state), { nodes: config.nodes }, { table, weights }).move,
    );
  }
  const outcome = result(state);
  return outcome?.kind === 'win' ? (outcome.winner === 0 ? 1 : 0) : 0.5;
}

export interface TuneStep {
  readonly iteration: number;
  /** Points of the nudged-up weights in the pair, minus one: from -1 to 1. */
  readonly result: number;
  readonly weights: Weights;
}

export function* tune(start: Weights, config: TuneConfig): Generator<TuneStep> {
  const table = new TranspositionTable(4);
  const steps = spsaLoop(toVector(start), {
    iterations: config.iterations,
    rate: config.rate,
    perturbation: PERTURBATION,
    seed: config.seed,
    compare(plusVector, minusVector, rng) {
      const plus = fromVector(plusVector);
      const minus = fromVector(minusVector);
      const opening = config.openings[rng.int(0, config.openings.length - 1)] as string;
      const points =
        playFrom(opening, plus, minus, config, table) +
        (1 - playFrom(opening, minus, plus, config, table));
      return points - 1;
    },
  });
  for (const { iteration, result: r, theta } of steps) {
    yield { iteration, result: r, weights: fromVector(theta) };
  }
}
