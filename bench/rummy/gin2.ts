/**
 * The two-draw player (src/games/rummy/gin2-player.ts) with the options given against PLT's
 * player, by the match runner of `games match` (paired seats, seeded deals): one line with its
 * score, interval and CPU time a move, for the notes of bench/rummy/match.md.
 *
 *   npx tsx bench/rummy/gin2.ts deals seed place candidates draw horizon [three [out [base]]]
 *
 * `place` is first, size or tie; `candidates` 0 is `outs` itself; `draw` outs, chance, take or blind; `three` how many
 * of its best discards are ranked by the chance of gin within three draws (gin2-player.ts). With
 * `out`, each game's result (1 a win of ours) is written there in the match's order, and with
 * `base` compared with an earlier such file's: the games each player turned.
 */
import { GIN2_DEFAULTS, type Gin2Options, gin2Move } from '../../src/games/rummy/gin2-player.ts';
import { wholeArg } from '../lib/args.ts';
import { matchAgainstPlt } from './lib/runner.ts';

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

matchAgainstPlt((o) => gin2Move(o, options), { deals, seed, options, out: args[7], base: args[8] });
