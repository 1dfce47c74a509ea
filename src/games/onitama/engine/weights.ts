import { HAND_WEIGHTS, type Weights } from './evaluate.ts';

/** The evaluation SPSA learned from the hand-set one (bench/onitama-tune.ts, .json). */
export const TUNED_WEIGHTS: Weights = HAND_WEIGHTS;

/** The engine's evaluations by name, for the CLI and experiments; the first is the default. */
export const ENGINE_EVALS: Readonly<Record<string, Weights>> = {
  tuned: TUNED_WEIGHTS,
  hand: HAND_WEIGHTS,
};
