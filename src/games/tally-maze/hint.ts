import type { TaskContext } from '../../core/task.ts';
import type { Hint } from '../descriptor.ts';
import { HINT_DEPTH, HINT_NODES } from './info.ts';
import { type TallyMazeMove, type TallyMazeState, tallyMaze } from './rules.ts';
import { solve } from './solver.ts';

/** `next ×3, right, down ×2`: a line with its runs counted. */
export function lineText(moves: readonly TallyMazeMove[]): string {
  const runs: [TallyMazeMove, number][] = [];
  for (const m of moves) {
    const last = runs[runs.length - 1];
    if (last && last[0] === m) last[1]++;
    else runs.push([m, 1]);
  }
  return runs.map(([m, n]) => (n > 1 ? `${m} ×${n}` : m)).join(', ');
}

/**
 * The shortest winning line of steps and `n` presses within the limits, every action of it (the
 * board draws its way through the current maze), and the line in words. No moves, with the
 * limits said, when none was found within them; null when no line wins at all.
 */
export function lineHint(s: TallyMazeState, context: TaskContext): Hint<TallyMazeMove> | null {
  if (s.turn !== 0 || tallyMaze.result(s)) return null;
  const found = solve(s, { depth: HINT_DEPTH, nodes: HINT_NODES, next: true }, context);
  // Null when no line wins at all: the page says the position cannot be solved.
  if (found.unwinnable) return null;
  const moves = found.moves ?? [];
  if (moves.length === 0) {
    return {
      moves,
      why: `No way to win found within the hint’s limits (${HINT_DEPTH} actions, ${HINT_NODES.toLocaleString('en')} positions).`,
    };
  }
  const n = moves.length;
  return {
    moves,
    why: `The shortest way out the hint found, ${n} ${n === 1 ? 'action' : 'actions'}, the pumpkins’ replies foreseen: ${lineText(moves)}.`,
  };
}
