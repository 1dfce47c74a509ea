import { HAND_WEIGHTS, type Weights } from './evaluate.ts';

/**
 * The evaluation SPSA learned from the hand-set one: `npm run bench:onitama-tune` continues
 * from these weights, and bench/onitama-tune.json records every run and its measured gain.
 */
export const TUNED_WEIGHTS: Weights = {
  student: 58,
  goal: 24,
  guard: 10,
  danger: 12,
  mobility: 7,
  centre: 13,
  advance: 5,
  tempo: 14,
  cards: {
    monkey: -9,
    boar: -7,
    elephant: -16,
    crab: 0,
    tiger: 6,
    goose: -11,
    dragon: -7,
    frog: 2,
    rabbit: 4,
    rooster: -19,
    mantis: -2,
    horse: -8,
    ox: 1,
    crane: -9,
    eel: -3,
    cobra: -2,
  },
};

/** The engine's evaluations by name, for the CLI and experiments; the first is the default. */
export const ENGINE_EVALS: Readonly<Record<string, Weights>> = {
  tuned: TUNED_WEIGHTS,
  hand: HAND_WEIGHTS,
};
