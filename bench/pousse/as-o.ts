import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { unwrap } from '../../src/core/result.ts';
import { deriveSeed } from '../../src/core/rng.ts';
import { parsePlayer } from '../../src/games/pousse/ais.ts';
import { openingOf, playGame } from '../../src/games/pousse/match.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * Only the games of bench/pousse/match.ts where our engine is O (same openings and game seeds for the
 * same --seed): the half of the match it loses, measured in half the time.
 *
 *   npx tsx bench/pousse/as-o.ts [--ms 300] [--pairs 100] [--seed 1] [--engine engine-cpu]
 *                                [--nodes <engine>,<plt>] [--eval <name>] [--as o|x]
 *                                [--out as-o.md]
 *
 * `--nodes` gives each player a budget of nodes instead of CPU time: a run that repeats exactly,
 * so that two versions of the engine differ only where their moves do. `--eval` names one of the
 * engine's evaluations (ENGINE_EVALS), to compare them on the same games. `--seed 1000` gives a
 * second set of openings and coin flips, so that a change is not chosen on one set (pair p's
 * seed hashes seed XOR p, so seeds 1, 2 and 3 play the same 100 games in another order).
 * `--as x` plays the other half, the engine as X, to check that a change for O does not cost X.
 */
const { values: args } = parseArgs({
  options: {
    ms: { type: 'string' },
    pairs: { type: 'string' },
    seed: { type: 'string' },
    engine: { type: 'string' },
    nodes: { type: 'string' },
    eval: { type: 'string' },
    as: { type: 'string' },
    out: { type: 'string' },
  },
});
const MS = wholeArg('--ms', args.ms, 300);
const PAIRS = wholeArg('--pairs', args.pairs, 100);
const SEED = wholeArg('--seed', args.seed, 1);
const ENGINE = args.engine ?? 'engine-cpu';
const OUT = args.out ?? 'as-o.md';
if (!/^[a-z0-9-]+\.md$/.test(OUT)) {
  console.error(`error: --out ${OUT}: a file name in bench/pousse/, like as-o.md`);
  process.exit(2);
}
const AS_X = args.as === 'x';
if (args.as !== undefined && args.as !== 'o' && !AS_X) {
  console.error(`error: --as ${args.as}: o or x`);
  process.exit(2);
}
const SEAT = AS_X ? 'X' : 'O';
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const loadBefore = load();
const NODES = args.nodes?.split(',').map((p) => wholeArg('--nodes', p, 0));
const EVAL = args.eval === undefined ? '' : `:${args.eval}`;
const budget = NODES ? ` --nodes ${NODES.join(',')}` : ` --ms ${MS} --engine ${ENGINE}`;
const evalArg = args.eval === undefined ? '' : ` --eval ${args.eval}`;
const asArg = AS_X ? ' --as x' : '';
const command = `npx tsx bench/pousse/as-o.ts${budget}${evalArg}${asArg} --pairs ${PAIRS} --seed ${SEED} --out ${OUT}`;
const engine = unwrap(
  parsePlayer(NODES ? `engine-nodes:${NODES[0]}${EVAL}` : `${ENGINE}:${MS}${EVAL}`),
);
const smart = unwrap(parsePlayer(NODES ? `plt-smart-nodes:${NODES[1]}` : `plt-smart-cpu:${MS}`));
const each = NODES
  ? `${NODES[0]} nodes a move for the engine, ${NODES[1]} positions for PLT Smart`
  : `${MS} ms of CPU time a move each`;

let won = 0;
const rows: (string | number)[][] = [];
for (let pair = 0; pair < PAIRS; pair++) {
  const seed = deriveSeed(SEED, pair);
  const opening = openingOf(4, 2, seed);
  // As runMatch plays a pair's games: the first with the engine X, the second with it O.
  const game = AS_X
    ? playGame(opening, [engine, smart], deriveSeed(seed, 1))
    : playGame(opening, [smart, engine], deriveSeed(seed, 2));
  const wins = game.points === (AS_X ? 1 : 0);
  if (wins) won++;
  rows.push([pair, opening.moves.join(''), wins ? 'won' : 'lost', game.plies]);
  process.stderr.write(`\r${pair + 1}/${PAIRS}: engine as ${SEAT} ${won}–${pair + 1 - won}`);
}
process.stderr.write('\n');
console.log(`engine as ${SEAT}: ${won}–${PAIRS - won}`);

const md = `# Pousse 4×4: our engine as ${SEAT} against PLT Smart, ${each}

${stampLine(command)} Load average ${loadBefore} before and ${load()} after.
The ${SEAT} games of \`bench/pousse/match.ts\` with the same seed (the same openings and coin flips).

The engine (\`${engine.id}\`) won ${won} of ${PAIRS} games as ${SEAT}.

${markdownTable(['pair', 'opening', 'engine', 'plies'], rows)}
`;
writeFileSync(new URL(`./${OUT}`, import.meta.url), md);
console.log(`wrote bench/pousse/${OUT}`);
