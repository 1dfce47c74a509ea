/**
 * A Texel fit of the Pousse engine's evaluation (engine/evaluate.ts) on 4×4: the weights that
 * make sigmoid(eval / K) best predict, by mean squared error, whether the side to move went on
 * to win, over the positions of fast games (our engine against PLT Smart, both seats, and
 * against itself, from seeded random openings of 2 to 4 plies). K is fitted first on the
 * starting weights (--eval) and then held, so the new weights keep the search's scale (tenths
 * of a marker). Games whose number ends in 0 are held out; their loss is reported beside the
 * fitted one.
 *
 *   npx tsx bench/pousse/texel.ts [--games 2000] [--seed 1] [--steps 3000] [--eval threat]
 *                                 [--out texel.md]
 *
 * `--eval` names the evaluation (ENGINE_EVALS) the engine plays the games with and the fit starts
 * from. The games' positions are kept in .scratch/ by games, seed and evaluation, so a second
 * fit (another set of weights to fit) does not play them again.
 *
 * The evaluation is linear in its weights, so a weight's feature is the evaluation with that
 * weight 1 and the others 0: the fit rates exactly what the search does.
 */

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { unwrap } from '../../src/core/result.ts';
import { deriveSeed } from '../../src/core/rng.ts';
import { parsePlayer } from '../../src/games/pousse/ais.ts';
import { textToCells } from '../../src/games/pousse/board.ts';
import {
  ENGINE_EVALS,
  evaluate,
  THREAT_WEIGHTS,
  type Weights,
} from '../../src/games/pousse/engine/evaluate.ts';
import { openingOf, playGame } from '../../src/games/pousse/match.ts';
import { isOver, type PousseState, parseMove, playMove } from '../../src/games/pousse/rules.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string' },
    seed: { type: 'string' },
    steps: { type: 'string' },
    eval: { type: 'string' },
    out: { type: 'string' },
  },
});
const GAMES = wholeArg('--games', args.games, 2000);
const SEED = wholeArg('--seed', args.seed, 1);
const STEPS = wholeArg('--steps', args.steps, 3000);
const OUT = args.out ?? 'texel.md';
const EVAL = args.eval ?? 'threat';
const START = ENGINE_EVALS[EVAL];
if (!START || !Object.hasOwn(ENGINE_EVALS, EVAL)) {
  console.error(`error: --eval ${EVAL}: one of ${Object.keys(ENGINE_EVALS).join(', ')}`);
  process.exit(2);
}
if (!/^[a-z0-9-]+\.md$/.test(OUT)) {
  console.error(`error: --out ${OUT}: a file name in bench/pousse/, like texel.md`);
  process.exit(2);
}
const N = 4;
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const loadBefore = load();

const NAMES = Object.keys(THREAT_WEIGHTS) as (keyof Weights)[];
const unit = (k: keyof Weights): Weights =>
  Object.fromEntries(NAMES.map((m) => [m, m === k ? 1 : 0])) as unknown as Weights;
const UNITS = NAMES.map(unit);

/** The pairings, by game number: fast enough for thousands of games, varied in strength. */
const PLAYERS = [
  ['engine-nodes:4000', 'plt-smart-nodes:3000'],
  ['plt-smart-nodes:3000', 'engine-nodes:4000'],
  ['engine-nodes:20000', 'plt-smart-nodes:10000'],
  ['plt-smart-nodes:10000', 'engine-nodes:20000'],
  ['engine-nodes:3000', 'engine-nodes:12000'],
  ['engine-nodes:12000', 'engine-nodes:3000'],
].map((pair) =>
  pair.map((p) => unwrap(parsePlayer(p.startsWith('engine') ? `${p}:${EVAL}` : p))),
) as [never, never][];

/** A position: its board, the side to move (1 or 2), 1 if that side won, held out or not. */
type Sample = [board: string, me: number, result: number, held: boolean];

function positionsOf(end: PousseState, from: number): PousseState[] {
  const out: PousseState[] = [];
  let s = openingOf(N, 0, 0);
  for (const [i, text] of end.moves.entries()) {
    if (i >= from && !isOver(s)) out.push(s);
    s = playMove(s, unwrap(parseMove(text, N)));
  }
  return out;
}

function play(): Sample[] {
  const out: Sample[] = [];
  for (let g = 0; g < GAMES; g++) {
    const seed = deriveSeed(SEED, g);
    const opening = openingOf(N, 2 + (g % 3), seed);
    const players = PLAYERS[g % PLAYERS.length] as [never, never];
    const game = playGame(opening, players, deriveSeed(seed, 1));
    if (game.points === 0.5) continue;
    const xWon = game.points === 1;
    for (const s of positionsOf(game.state, opening.moves.length)) {
      out.push([s.board, s.toMove + 1, (s.toMove === 0) === xWon ? 1 : 0, g % 10 === 0]);
    }
    if (g % 50 === 0) process.stderr.write(`\r${g + 1}/${GAMES} games, ${out.length} positions`);
  }
  process.stderr.write('\n');
  return out;
}

const cache = new URL(`../../.scratch/pousse-texel-${GAMES}-${SEED}-${EVAL}.json`, import.meta.url);
if (!existsSync(cache)) {
  mkdirSync(new URL('../../.scratch/', import.meta.url), { recursive: true });
  writeFileSync(cache, JSON.stringify(play()));
}
const samples = (JSON.parse(readFileSync(cache, 'utf8')) as Sample[]).map(
  ([board, me, result, held]) => {
    const cells = textToCells(board);
    return { features: Float64Array.from(UNITS, (w) => evaluate(cells, N, me, w)), result, held };
  },
);
type Rated = (typeof samples)[number];

const train = samples.filter((s) => !s.held);
const held = samples.filter((s) => s.held);
const dot = (w: Float64Array, f: Float64Array) => w.reduce((sum, v, i) => sum + v * (f[i] ?? 0), 0);
const sig = (x: number) => 1 / (1 + Math.exp(-x));
const lossOf = (w: Float64Array, k: number, set: Rated[]) =>
  set.reduce((sum, s) => sum + (sig(dot(w, s.features) / k) - s.result) ** 2, 0) / set.length;

const start = Float64Array.from(NAMES, (k) => START[k]);
// K by golden-section search on the weights of the day.
let lo = 1;
let hi = 2000;
for (let i = 0; i < 60; i++) {
  const a = hi - (hi - lo) / 1.618;
  const b = lo + (hi - lo) / 1.618;
  if (lossOf(start, a, train) < lossOf(start, b, train)) hi = b;
  else lo = a;
}
const K = (lo + hi) / 2;

// Gradient descent with a per-weight step scaled by its feature's spread (Adam-like, plain).
const w = start.slice();
const m1 = new Float64Array(w.length);
const m2 = new Float64Array(w.length);
for (let step = 1; step <= STEPS; step++) {
  const grad = new Float64Array(w.length);
  for (const s of train) {
    const p = sig(dot(w, s.features) / K);
    const g = (2 * (p - s.result) * p * (1 - p)) / K;
    for (let i = 0; i < w.length; i++) grad[i] = (grad[i] ?? 0) + g * (s.features[i] ?? 0);
  }
  for (let i = 0; i < w.length; i++) {
    const gi = (grad[i] ?? 0) / train.length;
    m1[i] = 0.9 * (m1[i] ?? 0) + 0.1 * gi;
    m2[i] = 0.999 * (m2[i] ?? 0) + 0.001 * gi * gi;
    const mh = (m1[i] ?? 0) / (1 - 0.9 ** step);
    const vh = (m2[i] ?? 0) / (1 - 0.999 ** step);
    w[i] = (w[i] ?? 0) - (0.5 * mh) / (Math.sqrt(vh) + 1e-12);
  }
  if (step % 250 === 0) process.stderr.write(`\rstep ${step}: ${lossOf(w, K, train).toFixed(5)}`);
}
process.stderr.write('\n');

const rounded = Object.fromEntries(NAMES.map((k, i) => [k, Math.round(w[i] ?? 0)]));
console.log(JSON.stringify(rounded));
const roundedV = Float64Array.from(NAMES, (k) => rounded[k] ?? 0);
const row = (label: string, v: Float64Array) => [
  label,
  ...NAMES.map((_, i) => Math.round(v[i] ?? 0)),
  lossOf(v, K, train).toFixed(5),
  lossOf(v, K, held).toFixed(5),
];
const md = `# Pousse 4×4: a Texel fit of the engine's evaluation

${stampLine(`npm run bench -- pousse texel --games ${GAMES} --seed ${SEED} --steps ${STEPS} --eval ${EVAL} --out ${OUT}`)}
Load average ${loadBefore} before and ${load()} after.

${GAMES} games from random openings of 2 to 4 plies: our engine at 3,000 to 20,000 nodes a move
(evaluation \`${EVAL}\`) against PLT Smart at 3,000 or 10,000 positions (both seats) and
against itself. ${train.length}
positions fit, ${held.length} held out (games whose number ends in 0). K = ${K.toFixed(1)}, fitted on
the starting weights and then held. Loss: mean squared error of sigmoid(eval / K) against the
side to move's result.

${markdownTable(['weights', ...NAMES, 'loss', 'held-out loss'], [row(EVAL, start), row('fitted', roundedV)])}
`;
writeFileSync(new URL(`./${OUT}`, import.meta.url), md);
console.log(`wrote bench/pousse/${OUT}`);
