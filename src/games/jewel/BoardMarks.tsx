import { colOf, rowOf, SIDE } from './board.ts';
import { CELL } from './swap-motion.ts';

/** Drawn over the board: the keyboard's bubble, ringed brighter once locked for a swap. */
export function BubbleMark({ cell, locked }: { cell: number; locked: boolean }) {
  return (
    <circle
      class="jewel-bubble"
      data-locked={locked || undefined}
      cx={colOf(cell) * CELL + CELL / 2}
      cy={rowOf(cell) * CELL + CELL / 2}
      r={CELL * 0.48}
    />
  );
}

/** PLT's floating "+v": the points a swap made, between its two cells. */
export function GainMark({ a, b, gain }: { a: number; b: number; gain: number }) {
  return (
    <text
      class="jewel-gain"
      x={((colOf(a) + colOf(b) + 1) * CELL) / 2}
      y={((rowOf(a) + rowOf(b) + 1) * CELL) / 2}
    >
      +{gain}
    </text>
  );
}

/** The board hidden while paused, and how to go on. */
export function PausedMark() {
  return (
    <text class="jewel-paused" x={(SIDE * CELL) / 2} y={(SIDE * CELL) / 2}>
      Paused: P resumes
    </text>
  );
}

/** A dashed ring around the two cells of a swap on its way to the table. */
export function SentRing({ a, b }: { a: number; b: number }) {
  const [top, left] = [Math.min(rowOf(a), rowOf(b)), Math.min(colOf(a), colOf(b))];
  const rows = Math.abs(rowOf(a) - rowOf(b)) + 1;
  const cols = Math.abs(colOf(a) - colOf(b)) + 1;
  return (
    <rect
      class="jewel-sent"
      data-sent
      x={left * CELL + 2}
      y={top * CELL + 2}
      width={cols * CELL - 4}
      height={rows * CELL - 4}
      rx={6}
    />
  );
}
