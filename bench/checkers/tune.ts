/**
 * Tunes Checkers' evaluation by SPSA over self-play games from the ACF ballot, then measures the
 * tuned weights against the hand-set ones (`HAND_WEIGHTS`) in paired games at a larger budget
 * over the ballot's openings, each with both colours. Writes bench/checkers/tune.md and prints
 * the weights for engine/evaluate.ts.
 *
 *   npx tsx bench/checkers/tune.ts [--iterations 600] [--nodes 2000] [--pairs 144] [--check-nodes 20000]
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { HAND_WEIGHTS, type Weights } from '../../src/games/checkers/engine/evaluate.ts';
import {
  playFrom,
  TERMS,
  TUNE_DEFAULTS,
  toVector,
  tune,
} from '../../src/games/checkers/engine/tune.ts';
import { estimateElo } from '../../src/search/elo.ts';
import { TranspositionTable } from '../../src/search/transposition-table.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';
import { BALLOT } from './lib/ballot.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? undefined : args[i + 1];
};
const ITERATIONS = wholeArg('iterations', arg('iterations'), 600);
const NODES = wholeArg('nodes', arg('nodes'), TUNE_DEFAULTS.nodes);
const PAIRS = Math.min(wholeArg('pairs', arg('pairs'), BALLOT.length), BALLOT.length);
const CHECK_NODES = wholeArg('check-nodes', arg('check-nodes'), 20_000);
const SEED = 1;

const started = performance.now();
const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(', ');
const openings = BALLOT.map(([, line]) => line);
const trace: (string | number)[][] = [];
let tuned: Weights = HAND_WEIGHTS;
const config = { ...TUNE_DEFAULTS, nodes: NODES, iterations: ITERATIONS, seed: SEED, openings };
for (const step of tune(HAND_WEIGHTS, config)) {
  tuned = step.weights;
  if (step.iteration % 50 === 0 || step.iteration === ITERATIONS) {
    trace.push([step.iteration, ...toVector(tuned)]);
    process.stderr.write(`iteration ${step.iteration}: ${toVector(tuned).join(' ')}\n`);
  }
}
const tuneMinutes = (performance.now() - started) / 60_000;

const table = new TranspositionTable(16);
const check = { nodes: CHECK_NODES, maxPlies: 300 };
let wins = 0;
let draws = 0;
let losses = 0;
const step = BALLOT.length / PAIRS;
for (let p = 0; p < PAIRS; p++) {
  const line = openings[Math.floor(p * step)] as string;
  for (const score of [
    playFrom(line, tuned, HAND_WEIGHTS, check, table),
    1 - playFrom(line, HAND_WEIGHTS, tuned, check, table),
  ]) {
    if (score === 1) wins++;
    else if (score === 0) losses++;
    else draws++;
  }
  if ((p + 1) % 12 === 0)
    process.stderr.write(`check ${p + 1}/${PAIRS}: +${wins} =${draws} -${losses}\n`);
}
const elo = estimateElo({ wins, draws, losses });
const games = wins + draws + losses;
const eloText =
  elo.low !== null && elo.high !== null
    ? `Elo ${elo.elo?.toFixed(0)} (95%: ${elo.low.toFixed(0)} to ${elo.high.toFixed(0)})`
    : 'Elo not defined';
const command = `npx tsx bench/checkers/tune.ts --iterations ${ITERATIONS} --nodes ${NODES} --pairs ${PAIRS} --check-nodes ${CHECK_NODES}`;
const text = `# Checkers: the evaluation tuned by matches

${stampLine(command)} Started ${new Date().toISOString().slice(0, 16)} UTC, load average at the start ${load} (a shared two-core machine), ${((performance.now() - started) / 60_000).toFixed(0)} minutes in all.

SPSA (\`src/search/spsa.ts\`, driven by \`src/games/checkers/engine/tune.ts\`) from the hand-set weights: each of ${ITERATIONS} iterations nudges every weight up or down at random and plays the nudged-up weights against the nudged-down ones, a pair of games from a random ACF ballot opening with colours swapped, at ${NODES.toLocaleString('en')} positions a move (${tuneMinutes.toFixed(0)} minutes). The man is the unit (100) and stays fixed.

| iteration | ${TERMS.join(' | ')} |
| --- | ${TERMS.map(() => '---').join(' | ')} |
| hand-set | ${toVector(HAND_WEIGHTS).join(' | ')} |
${trace.map((r) => `| ${r.join(' | ')} |`).join('\n')}

## The tuned weights against the hand-set ones

${games} games at ${CHECK_NODES.toLocaleString('en')} positions a move: ${PAIRS} openings of the ballot's ${BALLOT.length}, each with both colours; games longer than ${check.maxPlies} plies are drawn.

**Tuned: +${wins} =${draws} -${losses}, ${((100 * (wins + draws / 2)) / games).toFixed(1)}%, ${eloText}.**

${markdownTable(['weights', ...TERMS], [['tuned', ...toVector(tuned)]])}
`;
writeFileSync('bench/checkers/tune.md', text);
console.log(JSON.stringify(tuned));
console.log(`tuned vs hand-set: +${wins} =${draws} -${losses}, ${eloText}`);
