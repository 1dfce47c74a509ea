import type { AiPlayer } from '../../core/ai.ts';
import type { GameEngine } from '../descriptor.ts';
import { plannerHint } from './hint.ts';
import { NoPeekPlanner } from './planner.ts';
import { spider } from './rules.ts';
import type { SpiderMove, SpiderObservation, SpiderState } from './state.ts';

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
  hint: (observation, context) => plannerHint(planner, observation, context),
};

export default engine;
