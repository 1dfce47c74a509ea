import type { GameEngine } from '../descriptor.ts';
import { hintRng, lookahead } from './lookahead.ts';
import { pltPlayer, randomPlayer } from './players.ts';
import { ROLLOUT_BUDGET, rolloutPlayer } from './rollout.ts';
import { type ParcheesiMove, type ParcheesiState, parcheesi } from './rules.ts';

const ais = [
  pltPlayer('grace'),
  pltPlayer('polly'),
  pltPlayer('renee'),
  lookahead,
  rolloutPlayer('rollouts', ROLLOUT_BUDGET),
  randomPlayer,
];

/** Parcheesi's computing half: nothing is hidden, so an observation is the state. */
const engine: GameEngine<ParcheesiState, ParcheesiMove> = {
  rules: parcheesi,
  ais,
  /** The turn our lookahead player would play. */
  hint: (s, context) =>
    s.dice === null
      ? null
      : [
          lookahead.choose(s, {
            ...context,
            seat: s.turn,
            players: 4,
            history: [],
            rng: hintRng(),
          }),
        ],
};

export default engine;
