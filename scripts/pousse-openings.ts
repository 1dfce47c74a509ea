import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { stampLine } from '../bench/lib/stamp.ts';
import { deriveSeed } from '../src/core/rng.ts';
import { cpuMs } from '../src/games/pousse/ais.ts';
import { allMoves, moveText } from '../src/games/pousse/board.ts';
import { Engine, scoreText } from '../src/games/pousse/engine/search.ts';
import { openingOf } from '../src/games/pousse/match.ts';
import { outcomeOf, type PousseState, playMove, startState } from '../src/games/pousse/rules.ts';

/**
 * Pousse 4×4: the value of every 2-ply opening (up to the board's 8 symmetries) by a deep search
 * of our engine, and how often the paired match's random openings (bench/pousse/match.ts, seed 1)
 * fall in each. Answers whether the games our engine loses as O were lost from the opening.
 *
 *   npx tsx scripts/pousse-openings.ts [--ms 20000] [--pairs 100] [--seed 1] > bench/pousse/openings.md
 *
 * A search stops at the first depth that proves a win; "+38" is X's edge in tenths of a marker
 * where none was proven within the time.
 */
const { values: args } = parseArgs({
  options: { ms: { type: 'string' }, pairs: { type: 'string' }, seed: { type: 'string' } },
});
const MS = Number(args.ms ?? 20000);
const PAIRS = Number(args.pairs ?? 100);
const SEED = Number(args.seed ?? 1);
const N = 4;

/** The board string under the 8 symmetries of the square; the least is the class's key. */
function canonical(board: string): string {
  let best = board;
  for (let t = 0; t < 8; t++) {
    let s = '';
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        let [rr, cc] = t & 4 ? [c, r] : [r, c];
        if (t & 1) rr = N - 1 - rr;
        if (t & 2) cc = N - 1 - cc;
        s += board[rr * N + cc];
      }
    }
    if (s < best) best = s;
  }
  return best;
}

const classes = new Map<string, { state: PousseState; count: number; used: number }>();
const start = startState(N);
for (const a of allMoves(N)) {
  const s1 = playMove(start, a);
  if (outcomeOf(s1)) continue;
  for (const b of allMoves(N)) {
    const s2 = playMove(s1, b);
    if (outcomeOf(s2)) continue;
    const key = canonical(s2.board);
    const c = classes.get(key);
    if (c) c.count++;
    else classes.set(key, { state: s2, count: 1, used: 0 });
  }
}
for (let pair = 0; pair < PAIRS; pair++) {
  const o = openingOf(N, 2, deriveSeed(SEED, pair));
  const c = classes.get(canonical(o.board));
  if (c) c.used++;
}
const load = () => (loadavg()[0] ?? 0).toFixed(1);
console.log(`# Pousse 4×4: the value of each 2-ply opening, by a deep search

${stampLine(`npx tsx scripts/pousse-openings.ts --ms ${MS} --pairs ${PAIRS} --seed ${SEED} > bench/pousse/openings.md`)}

${classes.size} openings up to symmetry; X to move after each. "Move pairs": the first two moves
that lead to it; "match openings": how many of the ${PAIRS} openings of bench/pousse/match.ts (seed
${SEED}) are it. Each searched by our engine for ${MS} ms of CPU time; load average ${load()} before.
`);
console.log('| opening | board | move pairs | match openings | depth | value for X | best line |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
const engine = new Engine(N, undefined, 22);
const sorted = [...classes.values()].sort((p, q) => q.used - p.used);
for (const { state, count, used } of sorted) {
  const r = engine.search(state, { movetime: MS }, { now: cpuMs });
  console.log(
    `| ${state.moves.join('')} | ${state.board} | ${count} | ${used} | ${r.depth} | ${scoreText(r.score)} | ${r.pv.map(moveText).join(' ')} |`,
  );
}
console.log(`\nLoad average ${load()} after.`);
