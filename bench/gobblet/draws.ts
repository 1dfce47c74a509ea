/**
 * Writes bench/gobblet/draws.md: 3×3 exact values with proven draws (solver/exact.ts), every
 * move of the empty board and of a few drawn positions, with the positions searched and the CPU
 * seconds of each step (deepening to the horizon, draw proofs, deeper past the horizon). CPU
 * time and node counts, not wall time: the machine is shared.
 * Run: nice -n 10 npm run bench -- gobblet draws
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { unwrap } from '../../src/core/result.ts';
import { valueText } from '../../src/games/gobblet/analysis.ts';
import {
  type GobbletState,
  initialState,
  moveToString,
  parseState,
  play,
  stateToString,
} from '../../src/games/gobblet/rules.ts';
import {
  Exact3,
  type ExactStudy,
  type MoveValue,
  rank,
} from '../../src/games/gobblet/solver/exact.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

const HORIZON = 13;
/** Found by random play and the safety search: Red to move draws only with 3@b2. */
const DRAWN = '3x3 red think=3 -.-.r3/-.y1.-/-.y3.-';

const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};

interface Run {
  state: GobbletState;
  study: ExactStudy;
  steps: (string | number)[][];
}

function run(state: GobbletState): Run {
  const exact = new Exact3();
  const steps: (string | number)[][] = [];
  const t0 = cpu();
  let last: ExactStudy | undefined;
  const record = (s: ExactStudy) => {
    const row = [s.step, s.reached, s.nodes.toLocaleString('en'), (cpu() - t0).toFixed(1)];
    steps.push(row);
  };
  const study = exact.moveValues(state, HORIZON, 'all', (s) => {
    if (last && last.step !== s.step) record(last);
    if (last?.reached !== s.reached || last.step !== s.step)
      console.log(`  ${s.step} ${s.reached}: ${s.nodes} positions, ${(cpu() - t0).toFixed(1)} s`);
    last = { ...s, values: [...s.values] };
  });
  record(study);
  console.log(stateToString(state), steps.at(-1)?.join('  '));
  return { state, study, steps };
}

const valuesOf = ({ study }: Run) =>
  study.moves
    .map((m, i) => ({ move: moveToString({ n: 3, ...m }), v: study.values[i] as MoveValue }))
    .sort((a, b) => rank(b.v) - rank(a.v));

function section(title: string, r: Run): string {
  const rows = valuesOf(r);
  const best = rows[0];
  const groups = new Map<string, string[]>();
  for (const { move, v } of rows) {
    const text = valueText(v, r.study.reached);
    groups.set(text, [...(groups.get(text) ?? []), move]);
  }
  return `## ${title}

\`${stateToString(r.state)}\`: ${best ? `${valueText(best.v, r.study.reached)}, best ${best.move}` : 'over'}.

${markdownTable(['step', 'horizon (plies)', 'positions (cumulative)', 'CPU seconds (cumulative)'], r.steps)}

${markdownTable(
  ['value for the mover', 'moves'],
  [...groups].map(([text, moves]) => [text, moves.join(' ')]),
)}
`;
}

/** The only drawn position two plies in, up to symmetry: Red's 2@a3 loses, Yellow's 3@c3 gives it back. */
const AFTER_MISTAKE = '3x3 red think=3 r2.-.y3/-.-.-/-.-.-';

const runs: [string, Run][] = [];
runs.push(['The empty board: every first move', run(initialState(3))]);
runs.push([
  'Drawn after a first-move mistake: 2@a3, then 3@c3',
  run(unwrap(parseState(AFTER_MISTAKE))),
]);
// The drawn position, then the line of best moves from it: each position is a draw too.
let state = unwrap(parseState(DRAWN));
for (let k = 0; k < 3; k++) {
  const r = run(state);
  runs.push([`Drawn position ${k + 1}`, r]);
  const best = valuesOf(r)[0];
  if (!best) break;
  const move =
    r.study.moves[r.study.moves.findIndex((m) => moveToString({ n: 3, ...m }) === best.move)];
  if (!move) break;
  state = play(state, { n: 3, ...move });
}

const load = loadavg()
  .map((x) => x.toFixed(1))
  .join(', ');
const text = `# Gobblet 3×3: exact values with proven draws

${stampLine('nice -n 10 npm run bench -- gobblet draws')} Load average ${load}
(a shared two-core machine: CPU seconds of this process, and positions searched, which do not
depend on the load).

Each position is analysed from scratch (empty tables) by src/games/gobblet/solver/exact.ts: the
deepening to ${HORIZON} plies (null window, then the exact distance), the two safety proofs for
each move still open (draw when both sides can avoid a line for ever), then deeper for the wins
and losses they found. A step's row is where it ended; positions and seconds are cumulative.
"win in N" / "loss in N" count plies from the position, the move included.

No first move draws: each wins or loses. Two plies in, one position is drawn (up to symmetry;
found by a hand scan of all 117 two-ply positions with the safety search): Red's 2@a3, then
Yellow's 3@c3. Hand checks (2026-11-26, not written by this script):
a plain AND-OR search with no windows (src/games/gobblet/solver/forced.ts) gives the same
distances for 1@b3 (win in 13), 3@b3 (win in 15), 2@b3 (loss in 12) and 2@a3 (loss in 14).

Memory, by hand (2026-11-26, not written by this script; peak resident set of the whole
process, \`/usr/bin/time -v npx games gobblet solve --size 3 --all\`, which analyses every first
move from the empty board): 436 MB (446,472 kB) with the solver's table a Map of objects, 185 MB
(189,892 kB) with the fixed 64 MB table (src/search/bucket-table.ts, 2²² slots). The same command
on a drawn position of 20,920 positions takes 129 MB and 165 MB: Node, tsx and the CLI.

${runs.map(([title, r]) => section(title, r)).join('\n')}`;
writeFileSync(new URL('./draws.md', import.meta.url), text);
console.log('wrote bench/gobblet/draws.md');
