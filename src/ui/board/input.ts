/**
 * Where a key sends the cursor on a rows×cols grid: arrows step (stopping at the edges), Home
 * and End jump to the ends of the row. Null for any other key.
 */
export function cursorMove(key: string, cursor: number, rows: number, cols: number): number | null {
  const row = Math.floor(cursor / cols);
  const col = cursor % cols;
  const to: Record<string, [number, number]> = {
    ArrowUp: [Math.max(0, row - 1), col],
    ArrowDown: [Math.min(rows - 1, row + 1), col],
    ArrowLeft: [row, Math.max(0, col - 1)],
    ArrowRight: [row, Math.min(cols - 1, col + 1)],
    Home: [row, 0],
    End: [row, cols - 1],
  };
  const cell = to[key];
  return cell ? cell[0] * cols + cell[1] : null;
}

/** Cells a drag may start from, each with the cells it may end on. */
export type Dests = ReadonlyMap<number, readonly number[]>;

export type Gesture =
  | { kind: 'activate'; cell: number }
  | { kind: 'drag'; from: number; to: number };

/**
 * What a press on one cell and a release on another mean (null: off the board). Released where
 * it was pressed, it is a click or a tap on that cell; elsewhere, a drag if the destination is
 * legal, and nothing otherwise, so a slip of the finger plays no move.
 */
export function gesture(down: number | null, up: number | null, dests?: Dests): Gesture | null {
  if (down === null || up === null) return null;
  if (down === up) return { kind: 'activate', cell: up };
  return dests?.get(down)?.includes(up) ? { kind: 'drag', from: down, to: up } : null;
}
