/**
 * The race player (src/games/rummy/race-player.ts) with the options given against PLT's
 * player, by the match runner of `games match` (paired seats, seeded deals): one line with its
 * score, interval and CPU time a move, for the notes of bench/rummy/match.md.
 *
 *   npx tsx bench/rummy/race.ts deals seed candidates samples horizon discount% draw margin×10
 *     [draw margin×10]
 *
 * The last, when given, is the margin for the draw alone (the discard keeps the other).
 */
import { RACE_DEFAULTS, type RaceOptions, raceMove } from '../../src/games/rummy/race-player.ts';
import { wholeArg } from '../lib/args.ts';
import { matchAgainstPlt } from './lib/runner.ts';

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

const drawMargin = wholeArg('draw margin×10', args[8], 10 * options.margin) / 10;
const drawing: RaceOptions = { ...options, margin: drawMargin };
matchAgainstPlt((o, context) => raceMove(o, context.rng, o.phase === 'draw' ? drawing : options), {
  deals,
  seed,
  options: { ...options, drawMargin },
});
