/**
 * Tunes the engine's evaluation by SPSA, continuing from the weights in engine/weights.ts (the
 * hand-set ones before the first run), then measures the gain with paired games between the
 * result and the hand-set weights at a larger node budget.
 *
 *   npm run bench -- onitama tune [ITERATIONS [PAIRS [scalars]]]
 *
 * `scalars` leaves the card values as they are.
 *
 * Adds the run to bench/onitama/tune.json and prints the weights for engine/weights.ts.
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRng, deriveSeed } from '../../src/core/rng.ts';
import { dealCards, parseCardsParam } from '../../src/games/onitama/cards.ts';
import { HAND_WEIGHTS, type Weights } from '../../src/games/onitama/engine/evaluate.ts';
import { TUNED_WEIGHTS } from '../../src/games/onitama/engine/weights.ts';
import {
  playGame,
  SPSA_DEFAULTS,
  type SpsaStep,
  spsa,
} from '../../src/games/onitama/match/spsa.ts';
import { startState } from '../../src/games/onitama/rules.ts';
import { BucketTable } from '../../src/search/bucket-table.ts';
import { estimateElo } from '../../src/search/elo.ts';
import { wholeArg } from '../lib/args.ts';

const iterations = wholeArg('iterations', process.argv[2], 4000);
const pairs = wholeArg('pairs', process.argv[3], 200);
const FILE = new URL('./tune.json', import.meta.url);
const runs: unknown[] = existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')).runs : [];
/** Each run draws other perturbations and card sets. */
const SEED = runs.length + 1;
const CHECK_NODES = 10_000;
/** The same card sets for every run's check, so runs compare. */
const CHECK_SEED = 1001;

const started = performance.now();
const trace: { iteration: number; weights: Weights }[] = [];
let last: SpsaStep | undefined;
const settings = { ...SPSA_DEFAULTS, cards: process.argv[4] !== 'scalars' };
for (const step of spsa(TUNED_WEIGHTS, { ...settings, iterations, seed: SEED })) {
  last = step;
  if (step.iteration % 250 === 0) {
    trace.push({ iteration: step.iteration, weights: step.weights });
    process.stderr.write(`iteration ${step.iteration}: ${JSON.stringify(step.weights)}\n`);
  }
}
if (!last) throw new Error('no iterations');
const tuned = last.weights;
const tuneSeconds = Math.round((performance.now() - started) / 1000);

// The gain: tuned against hand-set, each card set twice with colours swapped, fresh seeds.
const table = new BucketTable(16);
const deal = parseCardsParam('random');
if (!deal.ok) throw new Error(deal.error);
const a = tuned;
const b = HAND_WEIGHTS;
const config = { nodes: CHECK_NODES, maxPlies: SPSA_DEFAULTS.maxPlies };
let wins = 0;
let draws = 0;
let losses = 0;
for (let p = 0; p < pairs; p++) {
  const start = startState(dealCards(deal.value, createRng(deriveSeed(CHECK_SEED, p))));
  for (const score of [
    playGame(start, a, b, config, table),
    1 - playGame(start, b, a, config, table),
  ]) {
    if (score === 1) wins++;
    else if (score === 0) losses++;
    else draws++;
  }
  if ((p + 1) % 20 === 0)
    process.stderr.write(`check ${p + 1}/${pairs}: +${wins} =${draws} -${losses}\n`);
}
const elo = estimateElo({ wins, draws, losses });
const record = {
  seed: SEED,
  iterations,
  spsa: settings,
  tuneSeconds,
  start: TUNED_WEIGHTS,
  tuned,
  trace,
  check: { nodes: CHECK_NODES, games: pairs * 2, tuned: { wins, draws, losses }, elo },
  totalSeconds: Math.round((performance.now() - started) / 1000),
};
writeFileSync(FILE, `${JSON.stringify({ runs: [...runs, record] }, null, 2)}\n`);
console.log(JSON.stringify(tuned));
console.log(
  `tuned vs hand-set, ${pairs * 2} games at ${CHECK_NODES} nodes: +${wins} =${draws} -${losses}, Elo ${elo.elo?.toFixed(0)} ± ${elo.error?.toFixed(0)}`,
);
