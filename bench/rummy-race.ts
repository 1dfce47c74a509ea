/**
 * The race player (src/games/rummy/race-player.ts) with the options given against PLT's
 * player, by the match runner of `games match` (paired seats, seeded deals): one line with its
 * score, interval and CPU time a move, for the notes of bench/rummy.md.
 *
 *   npx tsx bench/rummy-race.ts deals seed candidates samples horizon discount% draw margin×10
 */
import { cpuUsage } from 'node:process';
import type { AiPlayer } from '../src/core/ai.ts';
import { pltMove } from '../src/games/rummy/plt-ai.ts';
import { RACE_DEFAULTS, type RaceOptions, raceMove } from '../src/games/rummy/race-player.ts';
import { rummy } from '../src/games/rummy/rules.ts';
import type { RummyMove, RummyObservation } from '../src/games/rummy/state.ts';
import { runMatch } from '../src/search/match.ts';
import { wholeArg } from './args.ts';

const args = process.argv.slice(2);
const deals = wholeArg('deals', args[0], 500);
const seed = wholeArg('seed', args[1], 1);
const draw = (args[6] ?? RACE_DEFAULTS.draw) as RaceOptions['draw'];
if (!['outs', 'race'].includes(draw)) throw new Error('draw: outs or race');
const options: RaceOptions = {
  candidates: wholeArg('candidates', args[2], RACE_DEFAULTS.candidates),
  samples: wholeArg('samples', args[3], RACE_DEFAULTS.samples),
  horizon: wholeArg('horizon', args[4], RACE_DEFAULTS.horizon),
  discount: wholeArg('discount%', args[5], Math.round(100 * RACE_DEFAULTS.discount)) / 100,
  draw,
  margin: wholeArg('margin×10', args[7], 10 * RACE_DEFAULTS.margin) / 10,
};

let micros = 0;
let moves = 0;
let slowest = 0;
const ours: AiPlayer<RummyObservation, RummyMove> = {
  id: 'race',
  label: 'race',
  choose(o, context) {
    const start = cpuUsage();
    const move = raceMove(o, context.rng, options);
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
