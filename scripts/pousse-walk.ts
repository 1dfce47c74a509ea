import { parseArgs } from 'node:util';
import { cpuMs } from '../src/games/pousse/ais.ts';
import { moveText } from '../src/games/pousse/board.ts';
import { DECIDED, Engine, scoreText } from '../src/games/pousse/engine/search.ts';
import { isOver, parseMove, playMove, startState } from '../src/games/pousse/rules.ts';

/**
 * Pousse 4×4: a game's positions searched deeply, one line each, the value from X's side: where
 * a game lost by one side turned from undecided (or won) to lost. For the games listed in
 * bench/pousse/losses.md.
 *
 *   npx tsx scripts/pousse-walk.ts --moves L2L3L3R2... [--ms 5000] [--from 2]
 */
const { values: args } = parseArgs({
  options: { moves: { type: 'string' }, ms: { type: 'string' }, from: { type: 'string' } },
});
const MS = Number(args.ms ?? 5000);
const FROM = Number(args.from ?? 2);
const moves = (args.moves ?? '').match(/[TBLR]\d+/g) ?? [];
const engine = new Engine(4, undefined, 22);
let state = startState(4);
for (let i = 0; i <= moves.length && !isOver(state); i++) {
  if (i >= FROM) {
    const r = engine.search(state, { movetime: MS }, { now: cpuMs });
    const forX = state.toMove === 0 ? r.score : -r.score;
    const text =
      Math.abs(r.score) >= DECIDED ? `${'XO'[state.toMove]} ${scoreText(r.score)}` : `${forX}`;
    console.log(
      `${i} ${'XO'[state.toMove]} to move, played ${moves[i] ?? '-'}; depth ${r.depth}: ${text}, best ${r.pv.map(moveText).slice(0, 6).join(' ')}`,
    );
  }
  const m = moves[i];
  if (m === undefined) break;
  const p = parseMove(m, 4);
  if (!p.ok) throw new Error(p.error);
  state = playMove(state, p.value);
}
