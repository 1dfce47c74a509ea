/**
 * The two-draw player (src/games/rummy/gin2-player.ts) with the options given against PLT's
 * player, by the match runner of `games match` (paired seats, seeded deals): one line with its
 * score, interval and CPU time a move, for the notes of bench/rummy.md.
 *
 *   npx tsx bench/rummy-gin2.ts deals seed place candidates draw horizon
 *
 * `place` is first, size or tie; `candidates` 0 is `outs` itself; `draw` outs, chance, take or blind (gin2-player.ts).
 */
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
const options: Gin2Options = { place, candidates, draw, horizon };

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
