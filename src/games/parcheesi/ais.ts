import { lookahead } from './lookahead.ts';
import { pltPlayer, randomPlayer } from './players.ts';
import { ROLLOUT_BUDGET, rolloutPlayer } from './rollout.ts';

/** The players the seat picker names (ai-names.ts), for the engine: PLT's three, ours, random. */
export const ais = [
  pltPlayer('grace'),
  pltPlayer('polly'),
  pltPlayer('renee'),
  lookahead,
  rolloutPlayer('rollouts', ROLLOUT_BUDGET),
  randomPlayer,
];
