import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { unwrap } from '../../src/core/result.ts';
import { parsePlayer } from '../../src/games/pousse/ais.ts';
import { type MatchGame, runMatch } from '../../src/games/pousse/match.ts';
import { outcomeOf } from '../../src/games/pousse/rules.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * The games our engine loses to PLT Smart on 4×4, listed: the same paired match as
 * bench/pousse/match.ts (same openings for the same seed), each lost game with the engine's seat and
 * its moves, so they can be replayed (`games pousse search 4:<moves>`) and looked at.
 *
 *   npm run bench -- pousse losses [--ms 300] [--clock wall|cpu] [--pairs 100] [--seed 1]
 *                                  [--out losses.md]
 *
 * `--clock cpu` gives each move `--ms` of the process's CPU time instead of wall-clock time, so
 * that a machine shared with other work still gives both players the same thinking.
 */
const { values: args } = parseArgs({
  options: {
    ms: { type: 'string' },
    clock: { type: 'string' },
    pairs: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
  },
});
const MS = wholeArg('--ms', args.ms, 300);
const PAIRS = wholeArg('--pairs', args.pairs, 100);
const SEED = wholeArg('--seed', args.seed, 1);
const OUT = args.out ?? 'losses.md';
const CLOCK = args.clock ?? 'wall';
if (CLOCK !== 'wall' && CLOCK !== 'cpu') {
  console.error(`error: --clock ${CLOCK}: wall or cpu`);
  process.exit(2);
}
const UNIT = CLOCK === 'cpu' ? 'cpu' : 'ms';
if (!/^[a-z0-9-]+\.md$/.test(OUT)) {
  console.error(`error: --out ${OUT}: a file name in bench/pousse/, like losses.md`);
  process.exit(2);
}
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const loadBefore = load();
const command = `npm run bench -- pousse losses --ms ${MS} --clock ${CLOCK} --pairs ${PAIRS} --seed ${SEED} --out ${OUT}`;

const lost: MatchGame[] = [];
const bySeat = { X: { won: 0, lost: 0 }, O: { won: 0, lost: 0 } };
const r = runMatch(
  {
    n: 4,
    a: unwrap(parsePlayer(`engine-${UNIT}:${MS}`)),
    b: unwrap(parsePlayer(`plt-smart-${UNIT}:${MS}`)),
    pairs: PAIRS,
    opening: 2,
    seed: SEED,
  },
  (done, points, game) => {
    process.stderr.write(`\r${done}/${2 * PAIRS}`);
    bySeat[game.aIsX ? 'X' : 'O'][points === 1 ? 'won' : 'lost']++;
    if (points === 0) lost.push(game);
  },
);
process.stderr.write('\n');

const rows = lost.map((g) => [
  g.pair,
  g.state.moves.slice(0, 2).join(''),
  g.aIsX ? 'X' : 'O',
  g.state.moves.length,
  g.state.moves.slice(2).join(''),
  outcomeOf(g.state)?.detail ?? '',
]);
const md = `# Pousse 4×4: the games our engine loses to PLT Smart, ${MS} ms${CLOCK === 'cpu' ? ' of CPU time' : ''} a move each

${stampLine(command)} Load average ${loadBefore} before and ${load()} after.

The engine won ${r.wins} of ${r.games} games: as X (moving first after the opening)
${bySeat.X.won}–${bySeat.X.lost}, as O ${bySeat.O.won}–${bySeat.O.lost}.

${markdownTable(['pair', 'opening', 'engine', 'plies', 'moves after the opening', 'end'], rows)}
`;
writeFileSync(new URL(`./${OUT}`, import.meta.url), md);
console.log(`wrote bench/pousse/${OUT}`);
