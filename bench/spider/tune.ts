/**
 * Tries the Spider solver's named constants on a few seeded deals, to compare settings before a
 * bench run (prints one line; writes nothing):
 *
 *   npx tsx bench/spider/tune.ts suits deals nodeLimit ['{"cover":10,"stageNodes":500}']
 *
 * The JSON sets any of the weights (evaluate.ts; over the suit count's own) and solve's options; START=S starts at seed S.
 */
import { createRng } from '../../src/core/rng.ts';
import { weightsFor } from '../../src/games/spider/evaluate.ts';
import { deal, spider } from '../../src/games/spider/rules.ts';
import { solve } from '../../src/games/spider/solver.ts';

const suits = Number(process.argv[2]) as 1 | 2 | 4;
const n = Number(process.argv[3]);
const limit = Number(process.argv[4]);
const opts = JSON.parse(process.argv[5] ?? '{}');
const weights = { ...weightsFor(suits), ...opts };
let won = 0;
let nodes = 0;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const first = Number(process.env.START ?? 1);
const seeds =
  process.env.SEEDS?.split(',').map(Number) ?? Array.from({ length: n }, (_, i) => first + i);
for (const seed of seeds) {
  const state = deal(suits, createRng(seed));
  const a = solve(state, limit, { ...opts, weights });
  nodes += a.nodes;
  if (a.verdict === 'won') {
    let s = state;
    for (const m of a.line) s = spider.play(s, m);
    if (spider.result(s)?.kind !== 'solved') throw new Error(`seed ${seed}: bad line`);
    won++;
  }
  if (process.env.V)
    console.log(seed, a.verdict, a.nodes, a.verdict === 'won' ? a.line.length : a.reason);
}
const ms = (performance.now() - t0) / n;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000 / n;
console.log(
  `suits ${suits} won ${won}/${n} nodes/deal ${Math.round(nodes / n)} ms/deal ${Math.round(ms)} cpu ms/deal ${Math.round(cpuMs)}`,
  JSON.stringify(process.argv[5] ?? ''),
);
