import { EMPTY, FILLED, type Puzzle, UNKNOWN } from '../puzzle.ts';
import { E, F, U } from './line.ts';
import { Solver } from './solve.ts';

/** One step the hint proposes: a cell, its value, and the reason in words. */
export interface Step {
  readonly cell: number;
  readonly kind: 'fill' | 'empty' | 'clear';
  readonly why: string;
}

const CODE: Readonly<Record<string, number>> = { [UNKNOWN]: U, [FILLED]: F, [EMPTY]: E };

export const toGrid = (cells: string) => Uint8Array.from(cells, (ch) => CODE[ch] ?? U);

function lineName(s: Solver, line: number): string {
  return line < s.h ? `row ${line + 1}` : `column ${line - s.h + 1}`;
}

/**
 * The next step for a player at `cells`, explained. In order: a mark that contradicts the
 * solution (found by the solver, so it works without PLT's stored one); else the first line
 * that alone decides a cell ("row 7, clue 3 1 2: every placement fills this cell"); else the
 * first unknown cell from the solution, saying that the next step needs a guess.
 */
export function nextStep(
  puzzle: Pick<Puzzle, 'rows' | 'cols'>,
  cells: string,
  poll?: () => void,
): Step | null {
  const solver = new Solver(puzzle);
  const grid = toGrid(cells);
  const solution = solutionOf(puzzle, poll);
  if (solution) {
    for (let i = 0; i < grid.length; i++) {
      if (grid[i] === U) continue;
      if ((grid[i] === F) !== (solution[i] === FILLED)) {
        return {
          cell: i,
          kind: 'clear',
          why: 'this mark is a mistake: no solution of the clues has it',
        };
      }
    }
  }
  for (let line = 0; line < solver.w + solver.h; line++) {
    const out = solver.solveOne(grid, line);
    const n = solver.lineLength(line);
    if (!out) continue;
    for (let i = 0; i < n; i++) {
      const cell = solver.cellOf(line, i);
      if (grid[cell] !== U || out[i] === U) continue;
      const filled = out[i] === F;
      const what = filled ? 'every placement fills this cell' : 'no placement reaches this cell';
      return {
        cell,
        kind: filled ? 'fill' : 'empty',
        why: `${lineName(solver, line)}, clue ${solver.clueText(line)}: ${what}`,
      };
    }
  }
  const cell = grid.indexOf(U);
  if (!solution || cell < 0) return null;
  const filled = solution[cell] === FILLED;
  const why = `no cell follows from one line: the next step needs a guess; the solver shows this cell is ${filled ? 'filled' : 'empty'}`;
  return { cell, kind: filled ? 'fill' : 'empty', why };
}

/** Solutions by puzzle: a session asks for many hints on one puzzle, solved once. */
const solved = new WeakMap<object, string | null>();

/** One solution of the puzzle's clues, row-major `#`/`.`, or null when they have none. */
export function solutionOf(
  puzzle: Pick<Puzzle, 'rows' | 'cols'>,
  poll?: () => void,
): string | null {
  const known = solved.get(puzzle);
  if (known !== undefined) return known;
  const report = new Solver(puzzle).solve({ limit: 1, poll: poll && (() => poll()) });
  const found = report.solutions[0]?.join('') ?? null;
  solved.set(puzzle, found);
  return found;
}
