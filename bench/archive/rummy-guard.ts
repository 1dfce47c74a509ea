/**
 * Archived: an experiment that measured no gain. No guard variant beat gin2 on 1,000 games of
 * seed 11 (56.3% at best against gin2's 57.0%), so none went on to more seeds and no seat was
 * added (bench/rummy/match.md, "None beats gin2").
 *
 * The guard player (src/games/rummy/guard-player.ts: gin2 with its tied discards chosen by
 * how little they help PLT's player) against PLT's player, by the match runner of `games
 * match` (paired seats, seeded deals): one line with its score, interval and CPU time a move.
 * With a file, each game's result (1 a win of ours) is written there, one per line in the
 * match's order, and compared with an earlier file's: the games each player turned.
 *
 *   npx tsx bench/archive/rummy-guard.ts deals seed samples gin chanceMargin sumMargin [out [base [bait]]]
 *
 * (`out` and `base` may be `-` for none.)
 *
 * `samples` 0 is gin2 itself.
 */
import { gin2Move } from '../../src/games/rummy/gin2-player.ts';
import {
  GUARD_DEFAULTS,
  type GuardOptions,
  guardMove,
} from '../../src/games/rummy/guard-player.ts';
import { wholeArg } from '../lib/args.ts';
import { matchAgainstPlt } from '../rummy/lib/runner.ts';

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

matchAgainstPlt(
  (o, context) => (options.samples === 0 ? gin2Move(o) : guardMove(o, context.rng, options)),
  { deals, seed, options, out: args[6], base: args[7] },
);
