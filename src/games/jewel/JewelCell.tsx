import { HintCell } from '../../ui/board/HintMarks.tsx';
import { colOf, rowOf } from './board.ts';
import { JewelShape } from './JewelShape.tsx';
import { cellName } from './rules.ts';
import { CELL, DROP_MS } from './swap-motion.ts';

interface JewelCellProps {
  readonly cell: number;
  /** The jewel's type (what a run matches). */
  readonly type: number;
  readonly look: { readonly shape: number; readonly colour: number };
  /** Where it is drawn from its place mid-swap, in viewBox units. */
  readonly offset: readonly [number, number];
  /** How many cells it falls in from above once the runs leave. */
  readonly fall: number;
  readonly spin: number;
  readonly hinted: boolean;
  readonly fading: boolean;
}

/** One cell of the board: its jewel, moving with a swap, fading or falling, and the hint's mark. */
export function JewelCell({
  cell,
  type,
  look,
  offset,
  fall,
  spin,
  hinted,
  fading,
}: JewelCellProps) {
  const x = colOf(cell) * CELL + CELL / 2 + offset[0];
  const y = rowOf(cell) * CELL + CELL / 2 + offset[1];
  return (
    <g
      class="jewel-cell"
      data-cell={cellName(cell)}
      data-type={type}
      data-hint={hinted || undefined}
      data-fading={fading || undefined}
      data-falling={fall > 0 || undefined}
      style={fall > 0 ? { '--fall': `${-fall * CELL}px`, '--drop': `${DROP_MS}ms` } : undefined}
    >
      <g transform={`translate(${x} ${y}) scale(${CELL * 0.4})`}>
        <JewelShape shape={look.shape} colour={look.colour} spin={spin} />
      </g>
      {hinted && (
        <HintCell x={colOf(cell) * CELL} y={rowOf(cell) * CELL} width={CELL} height={CELL} />
      )}
    </g>
  );
}
