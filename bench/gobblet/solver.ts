/**
 * Writes bench/gobblet/solver.md: the 3×3 solver on the empty board, one iteration (horizon) a row,
 * until it proves the first player's win, with positions searched and time.
 * Run: npm run bench -- gobblet solver (the 4×4 match is a separate `games match`, see the file).
 */
import { loadavg } from 'node:os';
import { writeReport } from '../../src/cli/report-file.ts';
import { initialState } from '../../src/games/gobblet/rules.ts';
import { Solver3, TABLE_MB, WIN } from '../../src/games/gobblet/solver/solve3.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

const solver = new Solver3();
const board = initialState(3).board.slice();
const rows: (string | number)[][] = [];
// CPU seconds of this process, not wall time: the machine is shared.
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};
const t0 = cpu();
let proof = '';
for (let depth = 1; depth <= 15; depth++) {
  const v = solver.search(board, depth, -WIN, WIN);
  const seconds = (cpu() - t0).toFixed(1);
  const value = v > 0 ? `win in ${WIN - v}` : v < 0 ? `loss in ${WIN + v}` : 'nothing forced';
  rows.push([depth, value, solver.nodes.toLocaleString('en'), seconds]);
  console.log(rows[rows.length - 1]?.join('  '));
  if (v !== 0) {
    proof = `Red (first) wins in ${WIN - v} plies, proven in ${seconds} CPU seconds (${solver.nodes.toLocaleString('en')} positions).`;
    break;
  }
}
const load = loadavg()
  .map((x) => x.toFixed(1))
  .join(', ');
const text = `# Gobblet benchmarks

${stampLine('npm run bench -- gobblet solver')} Load average ${load}
(a shared two-core machine: CPU seconds of this process, and positions, which the load does not change).

## 3×3 solved: the empty board

The solver (src/games/gobblet/solver/solve3.ts): alpha-beta over exact win/loss distances,
iterative deepening one ply at a time, a transposition table keyed by the board up to its 8
symmetries and seen from the mover's side, of a fixed ${TABLE_MB} MB (2²² slots in buckets of two,
src/search/bucket-table.ts). Each row is one iteration; times are cumulative.

${markdownTable(['horizon (plies)', 'value for Red', 'positions', 'CPU seconds'], rows)}

${proof}

Every first move's exact value, and drawn positions: bench/gobblet/draws.md
(\`npm run bench -- gobblet draws\`; the large piece in the centre or a corner, or a small piece on
an edge, wins in 13). See also bench/gobblet/match.md (the 4×4 engine against PLT's Ok player).
`;
writeReport(new URL('./solver.md', import.meta.url), text);
console.log('wrote bench/gobblet/solver.md');
