/**
 * Does a second thread make the analysis stronger, not only deeper? The engine with a helper
 * thread (lazy SMP, src/games/onitama/engine/smp.ts) against the engine alone, at the same
 * node budget a move for the main search, the two threads in step (bench/onitama/lib/smp-thread.ts)
 * so that the budget stands for the same time on two free cores whatever the load:
 *
 *   npx tsx bench/onitama/smp-match.ts [--games 200] [--nodes 20000] [--seed 1]
 *
 * Paired games on random card sets from the seed, each seat keeping its table through a game;
 * a draw after 200 plies. Each game is appended to bench/onitama/smp-match.jsonl as it ends
 * (a run resumes where it stopped); the summary goes to bench/onitama/smp-match.md.
 */

import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { unwrap } from '../../src/core/result.ts';
import { createRng } from '../../src/core/rng.ts';
import type { OnitamaAi } from '../../src/games/onitama/ais.ts';
import { dealCards, parseCardsParam } from '../../src/games/onitama/cards.ts';
import { endgameProbe, PLAY_PIECES } from '../../src/games/onitama/engine/endgame.ts';
import { search } from '../../src/games/onitama/engine/search.ts';
import { HELPER_AHEAD } from '../../src/games/onitama/engine/smp.ts';
import { playOut } from '../../src/games/onitama/match/play.ts';
import { BLUE, type OnitamaState, RED, startState } from '../../src/games/onitama/rules.ts';
import { BucketTable } from '../../src/search/bucket-table.ts';
import { estimateElo } from '../../src/search/elo.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';
import { finish, helperThread, inStep } from './lib/smp-thread.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const games = wholeArg('games', arg('games'), 200);
const nodes = wholeArg('nodes', arg('nodes'), 20_000);
const seed = wholeArg('seed', arg('seed'), 1);
const MAX_PLIES = 200;
const LOG = 'bench/onitama/smp-match.jsonl';

interface Game {
  nodes: number;
  seed: number;
  game: number;
  /** 1 for a win of the engine with a helper, 0.5 a draw, 0 a loss. */
  points: number;
  plies: number;
}

const helper = helperThread();
const startHelper = helper.start;

/** A seat at `nodes` a move keeping its table through a game, with a helper thread or not. */
function seat(withHelper: boolean): OnitamaAi & { pending: Promise<number> } {
  const table = new BucketTable(32, true);
  const ai = {
    id: withHelper ? 'smp' : 'single',
    label: withHelper ? '2 threads' : '1 thread',
    pending: Promise.resolve(0),
    choose(state: OnitamaState, context: { history?: readonly string[] }) {
      if ((context.history ?? []).length < 2) table.clear();
      const stop = new Int32Array(new SharedArrayBuffer(4));
      const sync = new Int32Array(new SharedArrayBuffer(16));
      if (withHelper) {
        ai.pending = startHelper({ state, table: table.view, stop, ahead: HELPER_AHEAD, sync });
      }
      const probe = endgameProbe(state, PLAY_PIECES);
      const stopped = withHelper ? inStep(sync, 0, stop) : () => false;
      const r = search(state, { nodes }, { table, stopped, ...(probe && { probe }) });
      Atomics.store(stop, 0, 1);
      finish(sync, 0);
      return r.move;
    },
  };
  return ai;
}

const done: Game[] = existsSync(LOG)
  ? readFileSync(LOG, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Game)
      .filter((g) => g.nodes === nodes && g.seed === seed)
  : [];
const smp = seat(true);
const single = seat(false);
const rng = createRng(seed);
const random = unwrap(parseCardsParam('random'));
const load = [loadavg()[0] ?? 0];
for (let game = 0; game < games; game += 2) {
  const cards = dealCards(random, rng);
  for (const g of [game, game + 1]) {
    if (done.some((d) => d.game === g)) continue;
    const smpColour = g % 2 === 0 ? BLUE : RED;
    const seats = smpColour === BLUE ? ([smp, single] as const) : ([single, smp] as const);
    const outcome = playOut(startState(cards), seats, MAX_PLIES, () => seed);
    await smp.pending;
    const points = outcome.winner === null ? 0.5 : outcome.winner === smpColour ? 1 : 0;
    const record: Game = { nodes, seed, game: g, points, plies: outcome.plies };
    done.push(record);
    appendFileSync(LOG, `${JSON.stringify(record)}\n`);
    process.stderr.write(`game ${g}: ${points} in ${outcome.plies} plies\n`);
  }
}
load.push(loadavg()[0] ?? 0);
await helper.stop();

const played = done.filter((g) => g.game < games);
const wins = played.filter((g) => g.points === 1).length;
const draws = played.filter((g) => g.points === 0.5).length;
const losses = played.length - wins - draws;
const elo = estimateElo({ wins, draws, losses });
const signed = (x: number | null) =>
  x === null ? '∞' : `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(0)}`;
const plies = played.reduce((a, g) => a + g.plies, 0) / played.length;
const text = [
  '# Onitama: the analysis with a helper thread against the engine alone',
  '',
  stampLine(`npm run bench -- onitama smp-match --games ${games} --nodes ${nodes} --seed ${seed}`),
  'Paired games',
  `(each random card set from seed ${seed} twice, colours swapped), ${nodes.toLocaleString('en')} positions a move for the`,
  'main search of each side; the side with a helper has a second thread searching the same position a ply ahead with the same table, the two kept in step (every 1,024 positions) as on two free cores, so that it is the same time a move whatever the load. A draw after 200 plies; a tablebase of 3 pieces for both.',
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; load average ${load.map((l) => l.toFixed(1)).join(' to ')} from the start to the end of the last run of the command.`,
  '',
  markdownTable(
    ['a', 'b', 'games', 'W / D / L for a', 'score', 'Elo a − b (95%)', 'plies'],
    [
      [
        `2 threads, ${nodes} nodes`,
        `1 thread, ${nodes} nodes`,
        played.length,
        `${wins} / ${draws} / ${losses}`,
        `${(elo.score * 100).toFixed(1)}%`,
        `${signed(elo.elo)} (${signed(elo.low)} to ${signed(elo.high)})`,
        plies.toFixed(1),
      ],
    ],
  ),
  '',
].join('\n');
writeFileSync('bench/onitama/smp-match.md', text);
console.log(text);
