import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { lookaheadHint } from './lookahead.ts';
import { type ParcheesiMove, type ParcheesiState, parcheesi } from './rules.ts';

/** Parcheesi's computing half: nothing is hidden, so an observation is the state. */
const engine: GameEngine<ParcheesiState, ParcheesiMove> = {
  rules: parcheesi,
  ais,
  /** The turn our lookahead player would play, and how it ranks the turns the dice allow. */
  hint: lookaheadHint,
};

export default engine;
