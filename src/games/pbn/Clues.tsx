import type { BoardLayout } from './layout.ts';
import { CELL, CLUE, type Pos } from './layout.ts';
import type { Puzzle } from './puzzle.ts';

/**
 * The clues above and left of the grid, with the hovered row's and column's strips and the
 * `(col,row)` PLT shows in the corner.
 */
export function Clues({ puzzle, l, hover }: { puzzle: Puzzle; l: BoardLayout; hover: Pos | null }) {
  const { rows, cols } = puzzle;
  return (
    <g class="clues">
      {hover && (
        <>
          <rect class="strip" x={0} y={l.y(hover.r)} width={l.left - 2} height={CELL} />
          <rect class="strip" x={l.x(hover.c)} y={0} width={CELL} height={l.top - 2} />
        </>
      )}
      {rows.map((clue, r) => {
        const shown = clue.length ? clue : [0];
        return shown.map((n, i) => (
          <text
            key={`r${r}-${i}`}
            x={l.left - 4 - (shown.length - 1 - i) * CLUE - CLUE / 2 + 3}
            y={l.y(r) + CELL / 2 + 4.5}
            text-anchor="middle"
          >
            {n}
          </text>
        ));
      })}
      {cols.map((clue, c) => {
        const shown = clue.length ? clue : [0];
        return shown.map((n, i) => (
          <text
            key={`c${c}-${i}`}
            x={l.x(c) + CELL / 2}
            y={l.top - 6 - (shown.length - 1 - i) * CLUE}
            text-anchor="middle"
          >
            {n}
          </text>
        ));
      })}
      {hover && (
        <text class="where" x={2} y={11}>
          ({hover.c + 1},{hover.r + 1})
        </text>
      )}
    </g>
  );
}
