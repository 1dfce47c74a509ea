/**
 * What generality costs: the generic alpha-beta of src/search (over the Game interface, with
 * immutable states and a table keyed by `stateToString`) against each game's own search, in
 * positions visited per second from the same start.
 *
 *   npm run bench -- search generic
 *
 * Writes bench/search/generic.md. Each search runs RUNS times after a warm-up; the fastest run
 * counts, as the least disturbed by the rest of the machine. Node counts are deterministic.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { unwrap } from '../../src/core/result.ts';
import { createRng } from '../../src/core/rng.ts';
import { type Connect4State, connect4 } from '../../src/games/connect4/rules.ts';
import { negamax } from '../../src/games/connect4/strategies.ts';
import { search } from '../../src/games/onitama/engine/search.ts';
import { type OnitamaState, onitama } from '../../src/games/onitama/rules.ts';
import { alphaBeta } from '../../src/search/alphabeta.ts';
import { BucketTable } from '../../src/search/bucket-table.ts';
import { stampLine } from '../lib/stamp.ts';

const RUNS = 20;
const loadBefore = loadavg()[0] ?? 0;
const log = (text: string) => process.stderr.write(`${text}\n`);

interface Row {
  readonly game: string;
  readonly search: string;
  readonly depth: number;
  readonly nodes: number;
  readonly ms: number;
}

/**
 * The fastest of RUNS timed runs, after one untimed run that warms up the JIT. `prepare`, not
 * timed, runs before each: setting up is not searching.
 */
function measure(
  game: string,
  name: string,
  depth: number,
  run: () => number,
  prepare = () => {},
): Row {
  prepare();
  const nodes = run();
  let ms = Infinity;
  for (let i = 0; i < RUNS; i++) {
    prepare();
    const started = performance.now();
    if (run() !== nodes) throw new Error(`${name}: the node count changed between runs`);
    ms = Math.min(ms, performance.now() - started);
  }
  log(`${game} ${name}: ${nodes} nodes in ${ms.toFixed(1)} ms`);
  return { game, search: name, depth, nodes, ms };
}

/** Discs weighted by how many lines of four can pass through their column, for `player`. */
const COLUMN_WEIGHT = [3, 4, 5, 7, 5, 4, 3];
function connect4Evaluation(state: Connect4State, player: number): number {
  let score = 0;
  for (const [c, discs] of state.board.columns.entries()) {
    for (const disc of discs) score += (disc - 1 === player ? 1 : -1) * (COLUMN_WEIGHT[c] ?? 0);
  }
  return score;
}

/** Pieces, the master worth five students, for `player` (0 blue, 1 red). */
function onitamaEvaluation(state: OnitamaState, player: number): number {
  const worth: Record<string, number> = { b: 1, B: 5, r: -1, R: -5 };
  let score = 0;
  for (const cell of state.board) score += worth[cell] ?? 0;
  return player === 0 ? score : -score;
}

const connect4Start = connect4.setup({ width: 7, height: 6, first: 'red' }, createRng(0));
const onitamaStart = unwrap(
  onitama.parseState('rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b'),
);

/** The engine's default size, made once: allocating 16 MB is not part of a search. */
const onitamaTable = new BucketTable();

const rows: Row[] = [
  measure(
    'Connect 4',
    'connect4 negamax (strategies.ts)',
    8,
    () => negamax(connect4Start, 8).nodes,
  ),
  measure(
    'Connect 4',
    'generic alphaBeta',
    8,
    () =>
      alphaBeta(connect4, connect4Start, {
        depth: 8,
        evaluate: connect4Evaluation,
        key: connect4.stateToString,
      }).nodes,
  ),
  measure(
    'Onitama',
    'onitama search (engine/search.ts)',
    6,
    () => search(onitamaStart, { depth: 6 }, { table: onitamaTable }).nodes,
    () => onitamaTable.clear(),
  ),
  measure(
    'Onitama',
    'generic alphaBeta',
    6,
    () =>
      alphaBeta(onitama, onitamaStart, {
        depth: 6,
        evaluate: onitamaEvaluation,
        key: onitama.stateToString,
      }).nodes,
  ),
];

const rate = (row: Row) => (row.nodes / row.ms) * 1000;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const table = rows.map((row) => {
  const own = rows.find((r) => r.game === row.game) as Row;
  return `| ${row.game} | ${row.search} | ${row.depth} | ${int(row.nodes)} | ${row.ms.toFixed(1)} ms | ${int(rate(row))} | ${(rate(row) / rate(own)).toFixed(3)} |`;
});

const report = `# Generic alpha-beta against each game's own search

${stampLine('npm run bench -- search generic')} Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}.
Fastest of ${RUNS} runs after a warm-up; load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after
(other work shared the machine, so the times are rough; the node counts are exact).

| game | search | depth | nodes | time | nodes/s | nodes/s ÷ the game's own |
| --- | --- | --- | --- | --- | --- | --- |
${table.join('\n')}

- **Connect 4**, from the empty 7×6 board. The game's own \`negamax(state, 8)\` is plain
  alpha-beta on a mutable board with make/unmake and an incrementally updated evaluation, no
  table, counting every position it plays. The generic search plays \`connect4.play\` on immutable
  states, keys its table by \`stateToString\`, evaluates discs by column, deepens one ply at a
  time and counts every position it plays, all iterations together.
- **Onitama**, from \`rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b\`. The engine's
  \`search(state, { depth: 6 })\` runs on bitboards with its tuned evaluation, null move, late
  move reductions and a quiescence search, and counts the nodes it enters, quiescence included;
  its default 16 MB table is made once and cleared before each run, untimed.
  The generic search evaluates material only.

The two searches of a game do not visit the same tree (ordering, pruning and evaluation
differ), so the node counts are not comparable; nodes per second is the cost of going through
the Game interface with immutable states and string keys.
`;
writeFileSync('bench/search/generic.md', report);
log('wrote bench/search/generic.md');
