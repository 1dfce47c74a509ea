/**
 * The two-draw player (src/games/rummy/gin2-player.ts) with the options given against PLT's
 * player, by the match runner of `games match` (paired seats, seeded deals): one line with its
 * score, interval and CPU time a move, for the notes of bench/rummy.md.
 *
 *   npx tsx bench/rummy-gin2.ts deals seed place candidates draw horizon [three [out [base]]]
 *
 * `place` is first, size or tie; `candidates` 0 is `outs` itself; `draw` outs, chance, take or blind; `three` how many
 * of its best discards are ranked by the chance of gin within three draws (gin2-player.ts). With
 * `out`, each game's result (1 a win of ours) is written there in the match's order, and with
 * `base` compared with an earlier such file's: the games each player turned.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import type { AiPlayer } from '../src/core/ai.ts';
import { GIN2_DEFAULTS, type Gin2Options, gin2Move } from '../src/games/rummy/gin2-player.ts';
import { pltMove } from '../src/games/rummy/plt-ai.ts';
import { rummy } from '../src/games/rummy/rules.ts';
import type { RummyMove, RummyObservation } from '../src/games/rummy/state.ts';
import { runMatch } from '../src/search/match.ts';
import { wholeArg } from './args.ts';

const args = process.argv.slice(2);
const deals = wholeArg('deals', args[0], 500);
const seed = wholeArg('seed', args[1], 1);
const place = (args[2] ?? GIN2_DEFAULTS.place) as Gin2Options['place'];
if (!['first', 'size', 'tie'].includes(place)) throw new Error('place: first, size or tie');
const candidates = wholeArg('candidates', args[3], GIN2_DEFAULTS.candidates);
const draw = (args[4] ?? GIN2_DEFAULTS.draw) as Gin2Options['draw'];
if (!['outs', 'chance', 'take', 'blind'].includes(draw))
  throw new Error('draw: outs, chance, take or blind');
const horizon = wholeArg('horizon', args[5], GIN2_DEFAULTS.horizon);
const three = wholeArg('three', args[6], 0);
const options: Gin2Options = { place, candidates, draw, horizon, three };

let micros = 0;
let moves = 0;
let slowest = 0;
const ours: AiPlayer<RummyObservation, RummyMove> = {
  id: 'gin2',
  label: 'gin2',
  choose(o) {
    const start = cpuUsage();
    const move = gin2Move(o, options);
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
if (args[7]) writeFileSync(args[7], `${wins.join('\n')}\n`);
if (args[8]) {
  const base = readFileSync(args[8], 'utf8').trim().split('\n').map(Number);
  const gained = wins.filter((w, i) => w === 1 && base[i] === 0).length;
  const lost = wins.filter((w, i) => w === 0 && base[i] === 1).length;
  console.log(`against ${args[8]}: ${gained} games won that it lost, ${lost} lost that it won`);
}
