/**
 * A Texel fit of the engine's evaluation to the results of self-play games
 * (bench/onitama/texel-data.ts): the weights that make sigmoid(K · eval) best predict each quiet
 * position's result, by mean squared error. K is fitted first on the engine's evaluation of the
 * day and then held, so the new weights keep the search's scale (hundredths of a student). Games
 * whose number ends in 0 are held out, and their loss is reported beside the fitted one.
 *
 *   npx tsx bench/onitama/texel-fit.ts --run 1 [--data .scratch/onitama-texel.tsv]
 *     [--steps 400] [--rate 2]
 *
 * The weights are the evaluation's own terms (evaluate.ts) with its piece-square tables for
 * students and masters and a mobility per card. A weight's feature is the evaluation with that
 * weight 1 and all others 0, so the fit evaluates exactly what the search does. The run's
 * weights and losses go to bench/onitama/texel-<run>.json; bench/onitama/texel-report.ts tabulates
 * the runs and their check matches.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { unwrap } from '../../src/core/result.ts';
import { CARD_NAMES, type CardName } from '../../src/games/onitama/cards.ts';
import { Board, popcount } from '../../src/games/onitama/engine/board.ts';
import {
  evaluate,
  masterSquares,
  SQUARE_CLASSES,
  studentSquares,
  type Weights,
  weightTable,
} from '../../src/games/onitama/engine/evaluate.ts';
import { ENGINE_WEIGHTS } from '../../src/games/onitama/engine/weights.ts';
import { parseState } from '../../src/games/onitama/rules.ts';
import { wholeArg } from '../lib/args.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const run = arg('run') ?? '1';
const dataFile = arg('data') ?? '.scratch/onitama-texel.tsv';
const steps = wholeArg('steps', arg('steps'), 400);
const rate = Number(arg('rate') ?? '2');
/** Pulls each weight toward its start, per unit of squared change, against overfitting. */
const RIDGE = 1e-7;

const CARDS = CARD_NAMES.length;
const S = SQUARE_CLASSES;
/** Offsets of the weight vector: students, masters, guard, danger, tempo, cards, card mobility. */
const STUDENTS = 0;
const MASTERS = S;
const GUARD = 2 * S;
const DANGER = GUARD + 1;
const TEMPO = GUARD + 2;
const CARD = GUARD + 3;
const MOBILITY = CARD + CARDS;
const N = MOBILITY + CARDS;

const byCard = (v: ArrayLike<number>, at: number) =>
  Object.fromEntries(CARD_NAMES.map((c, i) => [c, v[at + i] as number])) as Record<
    CardName,
    number
  >;

function toWeights(v: ArrayLike<number>): Weights {
  const slice = (at: number, n: number) => Array.from({ length: n }, (_, i) => v[at + i] as number);
  return {
    ...ENGINE_WEIGHTS,
    guard: v[GUARD] as number,
    danger: v[DANGER] as number,
    tempo: v[TEMPO] as number,
    cards: byCard(v, CARD),
    students: slice(STUDENTS, S),
    masters: slice(MASTERS, S),
    cardMobility: byCard(v, MOBILITY),
  };
}

function toVector(w: Weights): Float64Array {
  return Float64Array.from([
    ...studentSquares(w),
    ...masterSquares(w),
    w.guard,
    w.danger,
    w.tempo,
    ...CARD_NAMES.map((c) => w.cards[c]),
    ...CARD_NAMES.map((c) => w.cardMobility?.[c] ?? w.mobility),
  ]);
}

/** One evaluation table per weight, that weight 1 and the others 0. */
const units = Array.from({ length: N }, (_, j) =>
  weightTable(toWeights(Float64Array.from({ length: N }, (_, k) => (k === j ? 1 : 0)))),
);

interface Data {
  readonly features: Float32Array;
  /** The result for the player to move. */
  readonly results: Float32Array;
  readonly count: number;
}

/** Quiet positions of more than three pieces (fewer are the tablebase's), split by game. */
function load(): { train: Data; test: Data } {
  const rows: { f: number[]; r: number; test: boolean }[] = [];
  for (const line of readFileSync(dataFile, 'utf8').split('\n')) {
    const [game, text, result] = line.split('\t');
    if (game === undefined || text === undefined || result === undefined) continue;
    const board = new Board(unwrap(parseState(text)));
    if (popcount((board.pieces[0] as number) | (board.pieces[1] as number)) <= 3) continue;
    const blue = Number(result);
    rows.push({
      f: units.map((u) => evaluate(board, u)),
      r: board.toMove === 0 ? blue : 1 - blue,
      test: Number(game) % 10 === 0,
    });
  }
  const pack = (part: typeof rows): Data => ({
    features: Float32Array.from(part.flatMap((p) => p.f)),
    results: Float32Array.from(part, (p) => p.r),
    count: part.length,
  });
  return { train: pack(rows.filter((p) => !p.test)), test: pack(rows.filter((p) => p.test)) };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Mean squared error of the predictions, and its gradient into `grad` when given. */
function loss(d: Data, v: Float64Array, k: number, grad?: Float64Array): number {
  let sum = 0;
  grad?.fill(0);
  for (let i = 0; i < d.count; i++) {
    const at = i * N;
    let e = 0;
    for (let j = 0; j < N; j++) e += (v[j] as number) * (d.features[at + j] as number);
    const p = sigmoid(k * e);
    const diff = p - (d.results[i] as number);
    sum += diff * diff;
    if (grad) {
      const g = (2 * diff * p * (1 - p) * k) / d.count;
      for (let j = 0; j < N; j++)
        grad[j] = (grad[j] as number) + g * (d.features[at + j] as number);
    }
  }
  return sum / d.count;
}

/** The K of least loss for weights `v`, by golden-section search. */
function fitK(d: Data, v: Float64Array): number {
  let lo = 0.0005;
  let hi = 0.05;
  const phi = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 40; i++) {
    const a = hi - phi * (hi - lo);
    const b = lo + phi * (hi - lo);
    if (loss(d, v, a) < loss(d, v, b)) hi = b;
    else lo = a;
  }
  return (lo + hi) / 2;
}

/** Adam on the whole training set, the rate falling to a tenth by the last step. */
function descend(d: Data, start: Float64Array, k: number): Float64Array {
  const v = start.slice();
  const grad = new Float64Array(N);
  const m = new Float64Array(N);
  const s = new Float64Array(N);
  for (let t = 1; t <= steps; t++) {
    const l = loss(d, v, k, grad);
    const lr = rate * (1 - (0.9 * (t - 1)) / steps);
    for (let j = 0; j < N; j++) {
      const g = (grad[j] as number) + 2 * RIDGE * ((v[j] as number) - (start[j] as number));
      m[j] = 0.9 * (m[j] as number) + 0.1 * g;
      s[j] = 0.999 * (s[j] as number) + 0.001 * g * g;
      const mh = (m[j] as number) / (1 - 0.9 ** t);
      const sh = (s[j] as number) / (1 - 0.999 ** t);
      v[j] = (v[j] as number) - (lr * mh) / (Math.sqrt(sh) + 1e-12);
    }
    if (t % 50 === 0) console.log(`step ${t}: loss ${l.toFixed(6)}`);
  }
  return v;
}

const cpu = process.cpuUsage();
const { train, test } = load();
console.log(`${train.count} positions to fit, ${test.count} held out`);
const start = toVector(ENGINE_WEIGHTS);
const k = fitK(train, start);
const before = { train: loss(train, start, k), test: loss(test, start, k) };
console.log(
  `K ${k.toFixed(6)}: loss ${before.train.toFixed(6)}, held out ${before.test.toFixed(6)}`,
);
const fitted = descend(train, start, k).map(Math.round);
const after = { train: loss(train, fitted, k), test: loss(test, fitted, k) };
console.log(`fitted: loss ${after.train.toFixed(6)}, held out ${after.test.toFixed(6)}`);
const { user, system } = process.cpuUsage(cpu);
const out = `bench/onitama/texel-${run}.json`;
const lines = readFileSync(dataFile, 'utf8').trimEnd().split('\n');
writeFileSync(
  out,
  `${JSON.stringify(
    {
      run,
      command: process.argv.slice(2).join(' '),
      data: { file: dataFile, games: Number(lines[lines.length - 1]?.split('\t')[0]) + 1 },
      positions: { train: train.count, test: test.count },
      k,
      loss: { before, after },
      cpuSeconds: Math.round((user + system) / 1e6),
      weights: toWeights(fitted),
    },
    null,
    2,
  )}\n`,
);
console.log(`written ${out}`);
