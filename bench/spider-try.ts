import { createRng } from '../src/core/rng.ts';
import { WEIGHTS } from '../src/games/spider/evaluate.ts';
import { deal, spider } from '../src/games/spider/rules.ts';
import { solve } from '../src/games/spider/solver.ts';

const suits = Number(process.argv[2]) as 1 | 2 | 4;
const n = Number(process.argv[3]);
const limit = Number(process.argv[4]);
const opts = JSON.parse(process.argv[5] ?? '{}');
const weights = { ...WEIGHTS, ...opts };
let won = 0;
let nodes = 0;
const t0 = performance.now();
const first = Number(process.env.START ?? 1);
for (let seed = first; seed < first + n; seed++) {
  const state = deal(suits, createRng(seed));
  const a = solve(state, limit, { weights, stageNodes: opts.stageNodes, width: opts.width });
  nodes += a.nodes;
  if (a.verdict === 'won') {
    let s = state;
    for (const m of a.line) s = spider.play(s, m);
    if (spider.result(s)?.kind !== 'solved') throw new Error(`seed ${seed}: bad line`);
    won++;
  }
  if (process.env.V)
    console.log(seed, a.verdict, a.nodes, a.verdict === 'won' ? a.line.length : '');
}
const ms = (performance.now() - t0) / n;
console.log(
  `suits ${suits} won ${won}/${n} nodes/deal ${Math.round(nodes / n)} ms/deal ${Math.round(ms)}`,
  JSON.stringify(process.argv[5] ?? ''),
);
