import { useState } from 'preact/hooks';

export interface GridCursor {
  /** Cell index (row-major) of the keyboard cursor. */
  cursor: number;
  /** Whether the board has keyboard focus (not a mouse click's), so the cursor is drawn. */
  focused: boolean;
  handlers: {
    onKeyDown(e: KeyboardEvent): void;
    onFocus(e: FocusEvent): void;
    onBlur(): void;
  };
}

/**
 * A keyboard cursor over a rows×cols grid: arrows move it (stopping at the edges), Home/End jump
 * along the row, Enter or Space activates the cell. Boards call it so that every move a mouse
 * can make is also a key press away.
 */
export function useGridCursor(
  rows: number,
  cols: number,
  activate: (index: number) => void,
): GridCursor {
  const [cursor, setCursor] = useState(0);
  const [focused, setFocused] = useState(false);
  const current = Math.min(cursor, rows * cols - 1);
  const row = Math.floor(current / cols);
  const col = current % cols;
  const moves: Record<string, [number, number]> = {
    ArrowUp: [Math.max(0, row - 1), col],
    ArrowDown: [Math.min(rows - 1, row + 1), col],
    ArrowLeft: [row, Math.max(0, col - 1)],
    ArrowRight: [row, Math.min(cols - 1, col + 1)],
    Home: [row, 0],
    End: [row, cols - 1],
  };
  return {
    cursor: current,
    focused,
    handlers: {
      onKeyDown(e) {
        const to = moves[e.key];
        if (to) {
          e.preventDefault();
          setFocused(true);
          setCursor(to[0] * cols + to[1]);
        } else if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          activate(current);
        }
      },
      onFocus: (e) => setFocused((e.currentTarget as Element).matches(':focus-visible')),
      onBlur: () => setFocused(false),
    },
  };
}
