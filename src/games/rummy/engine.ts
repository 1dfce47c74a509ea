import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { pltHint } from './hint.ts';
import { rummy } from './rules.ts';
import type { RummyMove, RummyObservation, RummyState } from './state.ts';

/** Rummy's computing half: PLT's player (whose choice is also the hint) and ours. */
const engine: GameEngine<RummyState, RummyMove, RummyObservation> = {
  rules: rummy,
  ais,
  hint: pltHint,
};

export default engine;
