import type { AiPlayer } from '../../core/ai.ts';
import type { GameEngine } from '../descriptor.ts';
import { optimalNext } from './hint.ts';
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
    const next = optimalNext(o);
    return next === null ? null : [next];
  },
};

export default engine;
