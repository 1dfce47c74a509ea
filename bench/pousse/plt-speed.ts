import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { deriveSeed } from '../../src/core/rng.ts';
import { cpuMs, movesOf } from '../../src/games/pousse/ais.ts';
import { openingOf } from '../../src/games/pousse/match.ts';
import { smartChoose, smartSearch } from '../../src/games/pousse/plt/smart.ts';
import { isOver, type PousseState, playMove } from '../../src/games/pousse/rules.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * PLT's Smart robot at its own speed. "1 s a move" for PLT's robot means the depth robot.rkt
 * finishes in a second of Racket, not in a second of our port, which is faster. This runs PLT's
 * own code (scripts/pousse-plt-speed.rkt, needs Debian's racket) and our port on the same 4×4
 * positions, finds the budget of positions that gives our port the work PLT's code does in
 * `--ms` of CPU time, and checks that the port within that budget finishes the depth PLT's code
 * finishes in that time. Writes bench/pousse/plt-speed.md; the match at that budget is
 * `npm run bench -- pousse match --plt-nodes N`.
 *
 *   npx tsx bench/pousse/plt-speed.ts [--ms 1000] [--pairs 20] [--seed 1] [--seconds 4]
 *
 * The positions are the openings of bench/pousse/match.ts for `--seed` (2 random plies) and the
 * positions 4 and 8 plies later, those plies played by the port at depth 2.
 */
const { values: args } = parseArgs({
  options: {
    ms: { type: 'string' },
    pairs: { type: 'string' },
    seed: { type: 'string' },
    seconds: { type: 'string' },
  },
});
const MS = wholeArg('--ms', args.ms, 1000);
const PAIRS = wholeArg('--pairs', args.pairs, 20);
const SEED = wholeArg('--seed', args.seed, 1);
const SECONDS = wholeArg('--seconds', args.seconds, 4);
const N = 4;
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const loadBefore = load();

function later(state: PousseState, plies: number): PousseState {
  let s = state;
  for (let i = 0; i < plies && !isOver(s); i++) {
    const hooks = { coin: () => false, stopped: () => false };
    const r = smartChoose(N, movesOf(s), hooks, () => ({ side: 'T', line: 1 }), 2);
    s = playMove(s, r.move);
  }
  return s;
}

const positions = Array.from({ length: PAIRS }, (_, pair) => {
  const opening = openingOf(N, 2, deriveSeed(SEED, pair));
  return [opening, later(opening, 4), later(opening, 8)];
})
  .flat()
  .filter((s) => !isOver(s));

/** PLT's iterations on each position: depth → [CPU ms, positions rated], both from its start. */
const racket = spawnSync('racket', ['scripts/pousse-plt-speed.rkt', String(SECONDS)], {
  input: positions.map((s) => `${N} ${s.moves.join('')}\n`).join(''),
  encoding: 'utf8',
  maxBuffer: 1 << 24,
});
if (racket.status !== 0) {
  console.error(`error: racket failed (is Debian's racket installed?): ${racket.stderr}`);
  process.exit(1);
}
const plt = positions.map(() => new Map<number, [number, number]>());
for (const line of racket.stdout.trim().split('\n')) {
  const [k, d, ms, rated] = line.split(' ').map(Number) as [number, number, number, number];
  plt[k]?.set(d, [ms, rated]);
}

/** Our port's positions rated, counted from depth 0, to finish each depth PLT finished. */
const port = positions.map((s, k) => {
  const counter = { nodes: 0 };
  const done = new Map<number, [number, number]>();
  const t = cpuMs();
  for (const d of [...(plt[k]?.keys() ?? [])].sort((a, b) => a - b)) {
    smartSearch(N, movesOf(s), d, { coin: () => false, stopped: () => false, counter });
    done.set(d, [cpuMs() - t, counter.nodes]);
  }
  return done;
});

// PLT's CPU ms for the work that takes our port one rated position, over every finished depth.
let pltMs = 0;
let portRated = 0;
let portMs = 0;
for (const [k, iterations] of plt.entries()) {
  for (const [d, [ms]] of iterations) {
    const p = port[k]?.get(d);
    if (!p || d < 2) continue;
    pltMs += ms;
    portMs += p[0];
    portRated += p[1];
  }
}
const budget = Math.round((MS * portRated) / pltMs);

const deepest = (
  m: Map<number, [number, number]>,
  within: (ms: number, rated: number) => boolean,
) => Math.max(-1, ...[...m].filter(([, [ms, r]]) => within(ms, r)).map(([d]) => d));
let same = 0;
const rows = positions.map((s, k) => {
  const iterations = plt[k] ?? new Map();
  const ours = port[k] ?? new Map();
  const pltDepth = deepest(iterations, (ms) => ms <= MS);
  const portDepth = deepest(ours, (_, rated) => rated <= budget);
  if (pltDepth === portDepth) same++;
  const top = Math.max(...iterations.keys());
  const [ms, rated] = iterations.get(top) ?? [0, 0];
  return [
    s.moves.join(''),
    pltDepth,
    portDepth,
    top,
    ms.toLocaleString('en'),
    rated.toLocaleString('en'),
    (ours.get(top)?.[1] ?? 0).toLocaleString('en'),
  ];
});
const command = `npx tsx bench/pousse/plt-speed.ts --ms ${MS} --pairs ${PAIRS} --seed ${SEED} --seconds ${SECONDS}`;
const md = `# Pousse: PLT's Smart robot at its own speed

${stampLine(command)} Load average ${loadBefore} before and ${load()} after.
PLT's own robot.rkt (${spawnSync('racket', ['--version'], { encoding: 'utf8' })
  .stdout.trim()
  .replace(/^Welcome to /, '')
  .replace(/\.$/, '')}, its threads and coin flips as PLT runs them) and our port
(src/games/pousse/plt/smart.ts) on ${positions.length} positions of 4×4: the openings of
\`bench/pousse/match.ts --seed ${SEED}\` and the positions 4 and 8 plies later. Times are CPU times.

- PLT's code took **${(pltMs / portRated).toFixed(4)} ms** of CPU for the work our port does in
  one rated position (over every depth from 2 it finished); our port took ${(portMs / portRated).toFixed(4)} ms:
  our port is ${(pltMs / portMs).toFixed(1)} times as fast.
- So ${MS} ms of PLT's own code is **${budget.toLocaleString('en')} positions** of our port's count
  (\`plt-smart-nodes:${budget}\`).
- Within that budget our port finishes the same depth as PLT's code does in ${MS} ms on
  **${same} of ${positions.length}** positions.

PLT's robot counts a position for every goodness it computes; its threads go on searching
after a short cut has made their answer useless, so on a position its count can exceed our
port's for the same depth.

${markdownTable(
  [
    'moves',
    `PLT's depth in ${MS} ms`,
    `port's depth in ${budget.toLocaleString('en')}`,
    'deepest PLT finished',
    'its CPU ms',
    'PLT rated',
    'port rated',
  ],
  rows,
)}
`;
writeFileSync(new URL('./plt-speed.md', import.meta.url), md);
console.log(
  `PLT ${MS} ms = ${budget} positions of the port; same depth on ${same}/${positions.length}`,
);
