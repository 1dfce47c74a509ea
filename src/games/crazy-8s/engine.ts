import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { heuristicHint } from './hint.ts';
import { crazy8s } from './rules.ts';
import type { Crazy8sMove, Crazy8sObservation, Crazy8sState } from './state.ts';

/**
 * Crazy 8s' computing half: PLT's player and the search, each seeing only its observation, and
 * the heuristic's move as the hint (it reads only the seat's hand and what the table showed).
 */
const engine: GameEngine<Crazy8sState, Crazy8sMove, Crazy8sObservation> = {
  rules: crazy8s,
  ais,
  hint: heuristicHint,
};

export default engine;
