import { HAND_WEIGHTS, type Weights } from './evaluate.ts';

/**
 * The first SPSA run's evaluation, from the hand-set one, the engine's until the Texel fit.
 * `npm run bench -- onitama tune` continues from these weights, and bench/onitama/tune.json records
 * every run and its measured gain.
 */
export const TUNED_WEIGHTS: Weights = {
  student: 110,
  goal: 26,
  guard: 14,
  danger: 14,
  mobility: 9,
  centre: 12,
  advance: 6,
  tempo: 10,
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

/**
 * The third run: the first run's card values, the other weights tuned on. It gains more over the
 * hand-set weights at a fixed number of positions, but from the ox/boar start it completes one
 * ply less in a second, and at 100 ms a move it did not measurably beat the first run's weights
 * (102 wins, 6 draws, 92 losses in 200 games).
 */
export const RUN3_WEIGHTS: Weights = {
  ...TUNED_WEIGHTS,
  student: 58,
  goal: 24,
  guard: 10,
  danger: 12,
  mobility: 7,
  centre: 13,
  advance: 5,
  tempo: 14,
};

/**
 * The first Texel fit (bench/onitama/texel-1.json): piece-square tables for students and
 * masters, a mobility per card, card values, guard, danger and tempo, fitted to the results of
 * 2,021 self-play games at 3,000 positions a move (bench/onitama/texel.md). The scalar terms
 * that the tables replace are the tuned ones, unused.
 */
export const TEXEL_WEIGHTS: Weights = {
  ...TUNED_WEIGHTS,
  guard: 3,
  danger: 18,
  tempo: 11,
  cards: {
    monkey: -10,
    boar: -2,
    elephant: -1,
    crab: 10,
    tiger: 2,
    goose: 0,
    dragon: -9,
    frog: -12,
    rabbit: -12,
    rooster: -1,
    mantis: -20,
    horse: -8,
    ox: 1,
    crane: -7,
    eel: -3,
    cobra: -7,
  },
  students: [106, 109, 115, 124, 135, 139, 128, 153, 172, 139, 160, 168, 126, 137, 148],
  masters: [-173, -151, -133, -134, -101, -91, -81, -54, -51, -63, -43, -22, -51, -22, 0],
  cardMobility: {
    monkey: 3,
    boar: 2,
    elephant: 2,
    crab: -1,
    tiger: 2,
    goose: 1,
    dragon: 2,
    frog: 3,
    rabbit: 4,
    rooster: 1,
    mantis: 5,
    horse: 3,
    ox: 1,
    crane: 2,
    eel: 2,
    cobra: 3,
  },
};

/**
 * The engine's evaluation: the first Texel fit, which beat TUNED_WEIGHTS in 400 paired games at
 * fixed positions a move (bench/onitama/selfplay.md).
 */
export const ENGINE_WEIGHTS: Weights = TEXEL_WEIGHTS;

/** The engine's evaluations by name, for the CLI and experiments; the first is the default. */
export const ENGINE_EVALS: Readonly<Record<string, Weights>> = {
  texel: TEXEL_WEIGHTS,
  tuned: TUNED_WEIGHTS,
  hand: HAND_WEIGHTS,
  run3: RUN3_WEIGHTS,
};
