import type { AiPlayer } from '../../core/ai.ts';
import type { GameEngine } from '../descriptor.ts';
import { PUMPKIN_AI } from './ai-names.ts';
import { HINT_DEPTH, HINT_NODES } from './info.ts';
import { pumpkinMove, type TallyMazeMove, type TallyMazeState, tallyMaze } from './rules.ts';
import { solve } from './solver.ts';

/**
 * PLT's pumpkin: the closer one chases, the other lies in wait (pumpkins.ts). Asked for a move
 * at your turn (the conformance suite asks every AI everywhere), it stays.
 */
const pumpkin: AiPlayer<TallyMazeState, TallyMazeMove> = {
  ...PUMPKIN_AI,
  choose: (s) => (s.turn === 0 ? 'stay' : pumpkinMove(s)),
};

/**
 * Tally Maze's computing half: the pumpkins' rule, and the hint: the shortest winning line of
 * steps and `n` presses within the limits; an empty list when there is none within them, null
 * when there is none at all.
 */
const engine: GameEngine<TallyMazeState, TallyMazeMove> = {
  rules: tallyMaze,
  ais: [pumpkin],
  hint(s, context) {
    if (s.turn !== 0 || tallyMaze.result(s)) return null;
    const found = solve(s, { depth: HINT_DEPTH, nodes: HINT_NODES, next: true }, context);
    // Null when no line wins at all (the page says the position cannot be solved); an empty
    // line when none was found within the limits (the view says so, with the limits).
    if (found.unwinnable) return null;
    return found.moves ?? [];
  },
};

export default engine;
