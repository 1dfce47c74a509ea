import type { AiPlayer } from '../../core/ai.ts';
import { PUMPKIN_AI } from './ai-names.ts';
import { pumpkinMove, type TallyMazeMove, type TallyMazeState } from './rules.ts';

/**
 * PLT's pumpkin: the closer one chases, the other lies in wait (pumpkins.ts). Asked for a move
 * at your turn (the conformance suite asks every AI everywhere), it stays.
 */
const pumpkin: AiPlayer<TallyMazeState, TallyMazeMove> = {
  ...PUMPKIN_AI,
  choose: (s) => (s.turn === 0 ? 'stay' : pumpkinMove(s)),
};

/** The players the seat picker names (ai-names.ts), for the engine. */
export const ais = [pumpkin];
