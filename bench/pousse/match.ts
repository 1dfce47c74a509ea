import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { writeReport } from '../../src/cli/report-file.ts';
import { unwrap } from '../../src/core/result.ts';
import { cpuMs, engineFor, parsePlayer } from '../../src/games/pousse/ais.ts';
import { ENGINE_EVALS } from '../../src/games/pousse/engine/evaluate.ts';
import { runMatch } from '../../src/games/pousse/match.ts';
import { smartChoose } from '../../src/games/pousse/plt/smart.ts';
import { startState } from '../../src/games/pousse/rules.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * Pousse: our engine's speed and depth, PLT Smart's (our port), and paired matches between them
 * at equal wall-clock time a move. Writes bench/pousse/match.md.
 *
 *   npm run bench -- pousse match [--search-ms 1000] [--match-ms 1000] [--pairs 100,20,10] [--seed 1]
 *                           [--tune-ms 200] [--tune-pairs 0] [--clock wall|cpu] [--out match.md]
 *                           [--plt-nodes N] [--eval NAME]
 *
 * `--pairs` gives the openings for 4×4, 5×5 and 6×6; each is played twice, with each side X.
 * The issue's figure is `--match-ms 1000 --pairs 100,...` on 4×4: 200 games. `--clock cpu`
 * measures every think time in the process's CPU time, for a machine shared with other work.
 * `--plt-nodes N` gives PLT Smart N positions a move in the matches instead of the think time:
 * N is what PLT's own code does in that time (bench/pousse/plt-speed.ts), our port being faster.
 * `--eval NAME` gives the engine one of ENGINE_EVALS in the matches instead of its own.
 */
const { values: args } = parseArgs({
  options: {
    'search-ms': { type: 'string' },
    'match-ms': { type: 'string' },
    pairs: { type: 'string' },
    seed: { type: 'string' },
    'tune-ms': { type: 'string' },
    'tune-pairs': { type: 'string' },
    out: { type: 'string' },
    clock: { type: 'string' },
    'plt-nodes': { type: 'string' },
    eval: { type: 'string' },
  },
});
const SEARCH_MS = wholeArg('--search-ms', args['search-ms'], 1000);
const MATCH_MS = wholeArg('--match-ms', args['match-ms'], 1000);
const SEED = wholeArg('--seed', args.seed, 1);
const PAIRS = (args.pairs ?? '100,20,10').split(',').map((p) => wholeArg('--pairs', p, 0));
const TUNE_MS = wholeArg('--tune-ms', args['tune-ms'], 200);
const TUNE_PAIRS = wholeArg('--tune-pairs', args['tune-pairs'], 0);
const PLT_NODES = wholeArg('--plt-nodes', args['plt-nodes'], 0);
const EVAL = args.eval;
if (EVAL !== undefined && !Object.hasOwn(ENGINE_EVALS, EVAL)) {
  console.error(`error: --eval ${EVAL}: one of ${Object.keys(ENGINE_EVALS).join(', ')}`);
  process.exit(2);
}
const SIZES = [4, 5, 6];
const OUT = args.out ?? 'match.md';
const CLOCK = args.clock ?? 'wall';
if (CLOCK !== 'wall' && CLOCK !== 'cpu') {
  console.error(`error: --clock ${CLOCK}: wall or cpu`);
  process.exit(2);
}
const clock = CLOCK === 'cpu' ? cpuMs : () => performance.now();
const UNIT = CLOCK === 'cpu' ? 'cpu' : 'ms';
if (!/^[a-z0-9-]+\.md$/.test(OUT)) {
  console.error(`error: --out ${OUT}: a file name in bench/pousse/, like match.md`);
  process.exit(2);
}
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const loadBefore = load();
const command = `npm run bench -- pousse match --search-ms ${SEARCH_MS} --match-ms ${MATCH_MS} --pairs ${PAIRS.join(',')} --seed ${SEED} --tune-ms ${TUNE_MS} --tune-pairs ${TUNE_PAIRS} --clock ${CLOCK} --out ${OUT}${PLT_NODES ? ` --plt-nodes ${PLT_NODES}` : ''}${EVAL ? ` --eval ${EVAL}` : ''}`;

// Warm the JIT up first, so the first size is not measured cold.
engineFor(4).search(startState(4), { movetime: 300 });

const speedRows = SIZES.map((n) => {
  const t = clock();
  const r = engineFor(n).search(startState(n), { movetime: SEARCH_MS }, { now: clock });
  const s = (clock() - t) / 1000;
  const counter = { nodes: 0 };
  const t2 = clock();
  // From the start PLT searches depth 1 only; its speed is measured at ply 2 (after T1 B1).
  const plt = smartChoose(
    n,
    [
      { side: 'T', line: 1 },
      { side: 'B', line: 1 },
    ],
    { coin: () => false, stopped: () => clock() - t2 >= SEARCH_MS, counter },
    () => ({ side: 'T', line: 1 }),
  );
  const s2 = (clock() - t2) / 1000;
  console.log(`${n}×${n}: engine depth ${r.depth}, PLT Smart depth ${plt.depth}`);
  return [
    `${n}×${n}`,
    r.depth,
    r.nodes.toLocaleString('en'),
    Math.round(r.nodes / s).toLocaleString('en'),
    plt.depth + 1,
    Math.round(counter.nodes / s2).toLocaleString('en'),
  ];
});

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const matchRows = SIZES.flatMap((n, i) => {
  const pairs = PAIRS[i] ?? 0;
  if (pairs === 0) return [];
  const a = unwrap(parsePlayer(`engine-${UNIT}:${MATCH_MS}${EVAL ? `:${EVAL}` : ''}`));
  const b = unwrap(
    parsePlayer(PLT_NODES ? `plt-smart-nodes:${PLT_NODES}` : `plt-smart-${UNIT}:${MATCH_MS}`),
  );
  // The running score by seat, so a run cut short still tells how it went.
  const won = { X: 0, O: 0 };
  const lost = { X: 0, O: 0 };
  const r = runMatch({ n, a, b, pairs, opening: 2, seed: SEED }, (done, points, game) => {
    const seat = game.aIsX ? 'X' : 'O';
    if (points === 1) won[seat]++;
    else lost[seat]++;
    process.stderr.write(
      `\r${n}×${n}: ${done}/${2 * pairs}, engine as X ${won.X}–${lost.X}, as O ${won.O}–${lost.O}`,
    );
  });
  process.stderr.write('\n');
  console.log(`${n}×${n}: ${pct(r.score)}`);
  return [
    [
      `${n}×${n}`,
      r.games,
      `${r.wins}–${r.losses}`,
      `${won.X}–${lost.X}`,
      `${won.O}–${lost.O}`,
      pct(r.score),
      `${pct(r.interval[0])} – ${pct(r.interval[1])}`,
      r.plies.toFixed(1),
    ],
  ];
});

const tuneRows = Object.keys(TUNE_PAIRS ? ENGINE_EVALS : {}).map((name) => {
  const a = unwrap(parsePlayer(`engine-${UNIT}:${TUNE_MS}:${name}`));
  const b = unwrap(parsePlayer(`plt-smart-${UNIT}:${TUNE_MS}`));
  const r = runMatch({ n: 4, a, b, pairs: TUNE_PAIRS, opening: 2, seed: SEED + 1 });
  console.log(`evaluation ${name}: ${pct(r.score)}`);
  const w = ENGINE_EVALS[name];
  return [
    name,
    w
      ? Object.entries(w)
          .filter(([, v]) => v !== 0)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')
      : '',
    r.games,
    pct(r.score),
    `${pct(r.interval[0])} – ${pct(r.interval[1])}`,
  ];
});

const tuneSection = TUNE_PAIRS
  ? `
## Evaluations: each against PLT Smart on 4×4, ${TUNE_MS} ms a move each

How the engine's evaluation was chosen (\`engine\` is the one it uses).

${markdownTable(['evaluation', 'weights', 'games', 'score', '95% interval'], tuneRows)}
`
  : '';

const md = `# Pousse: our engine and PLT's Smart robot

${stampLine(command)}
On ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${loadBefore} before and ${load()} after
${
  CLOCK === 'cpu'
    ? "(think times in the process's CPU time: the load does not shorten them, though it may slow the CPU)."
    : '(the machine is shared: wall-clock figures are lower than on an idle one, equally for both players).'
}

## Speed and depth from the start, ${SEARCH_MS} ms${CLOCK === 'cpu' ? ' of CPU time' : ''}

Depth in plies. Our engine counts every node it visits; PLT Smart (our port of robot.rkt,
checked against PLT's own choices) counts the positions it rates, measured after T1 B1 since it
searches only depth 1 on the first two moves. PLT's depth d rates d+1 plies.

${markdownTable(['board', 'engine depth', 'engine nodes', 'engine nodes/s', 'PLT Smart plies', 'PLT Smart positions/s'], speedRows)}

## Matches: engine against PLT Smart, ${MATCH_MS} ms${CLOCK === 'cpu' ? ' of CPU time' : ''} a move each
${
  PLT_NODES
    ? `
PLT Smart at its own speed: ${PLT_NODES.toLocaleString('en')} positions a move (our port's count; on N×N
scaled by 16/N²), the work PLT's own robot.rkt does in ${MATCH_MS} ms (bench/pousse/plt-speed.md).
Our port of it is faster than PLT's code; without this it gets ${MATCH_MS} ms of our port.
`
    : ''
}
Each opening (2 random plies that do not end the game) is played twice, each side once as X.
Score = the engine's wins / games; 95% Wilson interval. "As X": the games where the engine
moves first after the opening.

${markdownTable(['board', 'games', 'engine wins–losses', 'as X', 'as O', 'score', '95% interval', 'plies a game'], matchRows)}
${tuneSection}`;
writeReport(new URL(`./${OUT}`, import.meta.url), md);
console.log(`wrote bench/pousse/${OUT}`);
