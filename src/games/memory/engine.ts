import type { AiPlayer } from '../../core/ai.ts';
import type { GameEngine } from '../descriptor.ts';
import { optimalChoice, optimalNext } from './hint.ts';
import { type MemoryMove, type MemoryObservation, type MemoryState, memory } from './rules.ts';

const optimal: AiPlayer<MemoryObservation, MemoryMove> = {
  id: 'optimal',
  label: 'Perfect memory, optimal play',
  choose: (o) => optimalNext(o) as MemoryMove,
};

/** Memory's computing half: the optimal perfect-memory player, which is also the hint. */
const engine: GameEngine<MemoryState, MemoryMove, MemoryObservation> = {
  rules: memory,
  ais: [optimal],
  hint(o) {
    const choice = optimalChoice(o);
    return choice && { moves: [choice.move], why: choice.why };
  },
};

export default engine;
