import { CELL } from './layout.ts';
import { FILLED } from './puzzle.ts';

interface DesignCellProps {
  /** The cell's corner in the board's viewBox. */
  readonly x: number;
  readonly y: number;
  readonly c: number;
  readonly r: number;
  readonly mark: string;
  /** On the stroke being dragged. */
  readonly preview: boolean;
  /** Where another solution of the clues differs from the picture. */
  readonly differs: boolean;
  readonly cursor: boolean;
}

/** One cell of the picture being designed: filled or empty, ringed where the clues allow another. */
export function DesignCell({ x, y, c, r, mark, preview, differs, cursor }: DesignCellProps) {
  return (
    <g>
      <rect
        class={`cell ${mark === FILLED ? 'filled' : 'empty'}`}
        x={x}
        y={y}
        width={CELL}
        height={CELL}
        data-cell={`${c + 1},${r + 1}`}
        data-state={mark}
      />
      {preview && <rect class="preview" x={x + 4} y={y + 4} width={CELL - 8} height={CELL - 8} />}
      {differs && (
        <circle class="hint-ring" cx={x + CELL / 2} cy={y + CELL / 2} r={CELL / 2 - 1.5} />
      )}
      {cursor && <rect class="cursor" x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} />}
    </g>
  );
}
