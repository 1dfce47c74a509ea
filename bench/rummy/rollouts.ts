/**
 * The rollout player (src/games/rummy/rollout-player.ts) with the options given against PLT's
 * player, by the match runner of `games match` (paired seats, seeded deals): one line with its
 * score, interval and CPU time a move, for the notes of bench/rummy/match.md.
 *
 *   npx tsx bench/rummy/rollouts.ts deals seed samples margin candidates turns lead improve passive
 *
 * `passive` 1 makes our side only pass in playouts; `samples` 0 is `outs` itself.
 */
import { ROLLOUT_DEFAULTS, rolloutMove } from '../../src/games/rummy/rollout-player.ts';
import { wholeArg } from '../lib/args.ts';
import { matchAgainstPlt } from './lib/runner.ts';

const names = ['deals', 'seed', 'samples', 'margin', 'candidates', 'turns', 'lead', 'improve'];
const d = ROLLOUT_DEFAULTS;
const fallbacks = [500, 1, d.samples, d.margin, d.candidates, d.turns, d.lead, d.improve];
const args = process.argv.slice(2);
const [deals, seed, samples, margin, candidates, turns, lead, improve] = names.map((name, i) =>
  wholeArg(name, args[i], fallbacks[i] as number),
);
const passive = wholeArg('passive', args[8], d.passive ? 1 : 0) === 1;
const options = { samples, margin, candidates, turns, lead, improve, passive } as typeof d;

matchAgainstPlt((o, context) => rolloutMove(o, context.rng, options), {
  deals: deals as number,
  seed: seed as number,
  options,
});
