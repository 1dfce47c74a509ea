import type { AiPlayer } from '../../core/ai.ts';
import type { GameEngine } from '../descriptor.ts';
import { DEFAULT_DEPTH, noPeekMove } from './nopeek.ts';
import {
  isOver,
  type SpiderMove,
  type SpiderObservation,
  type SpiderState,
  spider,
} from './rules.ts';

/** The no-peek player: face-up cards only, no undo, no memory (nopeek.ts). */
const noPeek: AiPlayer<SpiderObservation, SpiderMove> = {
  id: 'nopeek',
  label: 'No-peek player',
  choose: (observation) => noPeekMove(observation),
};

/** Spider's computing half: the no-peek player, also the hint (it sees what the player sees). */
const engine: GameEngine<SpiderState, SpiderMove, SpiderObservation> = {
  rules: spider,
  ais: [noPeek],
  // A quick hint (the conformance suite follows thousands) looks one move ahead, not two.
  hint: (observation, context) =>
    isOver(observation) ? null : [noPeekMove(observation, context.quick ? 1 : DEFAULT_DEPTH)],
};

export default engine;
