import type { AiPlayer } from '../../core/ai.ts';
import type { GameEngine } from '../descriptor.ts';
import { greedyMove } from './nopeek.ts';
import { NoPeekPlanner } from './planner.ts';
import {
  isOver,
  type SpiderMove,
  type SpiderObservation,
  type SpiderState,
  spider,
} from './rules.ts';

/**
 * One planner for the player and the hint: it follows its plan only while the table is exactly
 * what the plan expected, so a game that goes its own way (another game, an undo, a move not
 * hinted) just gets a fresh plan.
 */
const planner = new NoPeekPlanner();

/** The no-peek player: face-up cards only, no undo (planner.ts). */
const noPeek: AiPlayer<SpiderObservation, SpiderMove> = {
  id: 'nopeek',
  label: 'No-peek player',
  choose: (observation) => planner.choose(observation),
};

/** Spider's computing half: the no-peek player, also the hint (it sees what the player sees). */
const engine: GameEngine<SpiderState, SpiderMove, SpiderObservation> = {
  rules: spider,
  ais: [noPeek],
  // A quick hint (the conformance suite follows thousands) is the greedy player's one-move look.
  hint: (observation, context) =>
    isOver(observation)
      ? null
      : [context.quick ? greedyMove(observation, 1) : planner.choose(observation)],
};

export default engine;
