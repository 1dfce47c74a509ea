/**
 * The guard player (src/games/rummy/guard-player.ts: gin2 with its tied discards chosen by
 * how little they help PLT's player) against PLT's player, by the match runner of `games
 * match` (paired seats, seeded deals): one line with its score, interval and CPU time a move.
 * With a file, each game's result (1 a win of ours) is written there, one per line in the
 * match's order, and compared with an earlier file's: the games each player turned.
 *
 *   npx tsx bench/rummy-guard.ts deals seed samples gin chanceMargin sumMargin [out [base [bait]]]
 *
 * (`out` and `base` may be `-` for none.)
 *
 * `samples` 0 is gin2 itself.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import type { AiPlayer } from '../src/core/ai.ts';
import { gin2Move } from '../src/games/rummy/gin2-player.ts';
import { GUARD_DEFAULTS, type GuardOptions, guardMove } from '../src/games/rummy/guard-player.ts';
import { pltMove } from '../src/games/rummy/plt-ai.ts';
import { rummy } from '../src/games/rummy/rules.ts';
import type { RummyMove, RummyObservation } from '../src/games/rummy/state.ts';
import { runMatch } from '../src/search/match.ts';
import { wholeArg } from './args.ts';

const args = process.argv.slice(2);
const deals = wholeArg('deals', args[0], 500);
const seed = wholeArg('seed', args[1], 1);
const options: GuardOptions = {
  ...GUARD_DEFAULTS,
  samples: wholeArg('samples', args[2], GUARD_DEFAULTS.samples),
  gin: Number(args[3] ?? GUARD_DEFAULTS.gin),
  chanceMargin: Number(args[4] ?? GUARD_DEFAULTS.chanceMargin),
  sumMargin: Number(args[5] ?? GUARD_DEFAULTS.sumMargin),
  bait: Number(args[8] ?? GUARD_DEFAULTS.bait),
};

let micros = 0;
let moves = 0;
let slowest = 0;
const ours: AiPlayer<RummyObservation, RummyMove> = {
  id: 'guard',
  label: 'guard',
  choose(o, context) {
    const start = cpuUsage();
    const move = options.samples === 0 ? gin2Move(o) : guardMove(o, context.rng, options);
    const used = cpuUsage(start);
    micros += used.user + used.system;
    slowest = Math.max(slowest, used.user + used.system);
    moves++;
    return move;
  },
};
const plt: AiPlayer<RummyObservation, RummyMove> = { id: 'plt', label: 'plt', choose: pltMove };
const result = runMatch({ game: rummy, params: {}, players: [ours, plt], deals, seed });
const me = result.players[0];
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
if (me) {
  console.log(
    `${JSON.stringify(options)} seed ${seed}, ${me.games} games: ${me.points} points, ${pct(me.score)} (${pct(me.interval[0])}-${pct(me.interval[1])}), ${(micros / moves / 1000).toFixed(2)} ms CPU a move, slowest ${(slowest / 1000).toFixed(0)} ms`,
  );
}
const ourWin = (g: (typeof result.games)[number]) => {
  const seat = g.seats.indexOf(0);
  const winner = g.outcome && 'winner' in g.outcome ? g.outcome.winner : undefined;
  return winner === seat ? 1 : 0;
};
const wins = result.games.map(ourWin);
if (args[6] && args[6] !== '-') writeFileSync(args[6], `${wins.join('\n')}\n`);
if (args[7] && args[7] !== '-') {
  const base = readFileSync(args[7], 'utf8').trim().split('\n').map(Number);
  const gained = wins.filter((w, i) => w === 1 && base[i] === 0).length;
  const lost = wins.filter((w, i) => w === 0 && base[i] === 1).length;
  console.log(`against ${args[7]}: ${gained} games won that it lost, ${lost} lost that it won`);
}
