import type { GameEngine } from '../descriptor.ts';
import { lookahead, lookaheadHint } from './lookahead.ts';
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
  /** The turn our lookahead player would play, and how it ranks the turns the dice allow. */
  hint: lookaheadHint,
};

export default engine;
