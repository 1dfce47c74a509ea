/**
 * The rollout player (src/games/rummy/rollout-player.ts) with the options given against PLT's
 * player, by the match runner of `games match` (paired seats, seeded deals): one line with its
 * score, interval and CPU time a move, for the notes of bench/rummy.md.
 *
 *   npx tsx bench/rummy-rollouts.ts deals seed samples margin candidates turns lead improve passive
 *
 * `passive` 1 makes our side only pass in playouts; `samples` 0 is `outs` itself.
 */
import { cpuUsage } from 'node:process';
import type { AiPlayer } from '../src/core/ai.ts';
import { pltMove } from '../src/games/rummy/plt-ai.ts';
import { ROLLOUT_DEFAULTS, rolloutMove } from '../src/games/rummy/rollout-player.ts';
import { rummy } from '../src/games/rummy/rules.ts';
import type { RummyMove, RummyObservation } from '../src/games/rummy/state.ts';
import { runMatch } from '../src/search/match.ts';
import { wholeArg } from './args.ts';

const names = ['deals', 'seed', 'samples', 'margin', 'candidates', 'turns', 'lead', 'improve'];
const d = ROLLOUT_DEFAULTS;
const fallbacks = [500, 1, d.samples, d.margin, d.candidates, d.turns, d.lead, d.improve];
const args = process.argv.slice(2);
const [deals, seed, samples, margin, candidates, turns, lead, improve] = names.map((name, i) =>
  wholeArg(name, args[i], fallbacks[i] as number),
);
const passive = wholeArg('passive', args[8], d.passive ? 1 : 0) === 1;
const options = { samples, margin, candidates, turns, lead, improve, passive } as typeof d;

let micros = 0;
let moves = 0;
const ours: AiPlayer<RummyObservation, RummyMove> = {
  id: 'rollouts',
  label: 'rollouts',
  choose(o, context) {
    const start = cpuUsage();
    const move = rolloutMove(o, context.rng, options);
    const used = cpuUsage(start);
    micros += used.user + used.system;
    moves++;
    return move;
  },
};
const plt: AiPlayer<RummyObservation, RummyMove> = { id: 'plt', label: 'plt', choose: pltMove };
const result = runMatch({
  game: rummy,
  params: {},
  players: [ours, plt],
  deals: deals as number,
  seed: seed as number,
});
const me = result.players[0];
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
if (me) {
  console.log(
    `${JSON.stringify(options)} seed ${seed}, ${me.games} games: ${pct(me.score)} (${pct(me.interval[0])}-${pct(me.interval[1])}), ${(micros / moves / 1000).toFixed(2)} ms CPU a move`,
  );
}
