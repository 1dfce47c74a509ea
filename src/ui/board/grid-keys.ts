import { useState } from 'preact/hooks';

export interface GridKeys {
  /** The cell the keyboard cursor is on. */
  readonly cursor: number;
  setCursor(cell: number): void;
  /** Keys that act on the cursor's cell; Enter and Space when absent. */
  readonly activateKeys?: readonly string[];
  activate(cell: number): void;
  /** Where a key takes the cursor from `cell`, or null for a key that does not move it. */
  move(key: string, cell: number): number | null;
}

const ENTER_SPACE = ['Enter', ' '];

/**
 * The keyboard side of a board, shared by every board whatever its geometry: keys move the
 * cursor or act on its cell, and the cursor shows only while the board has keyboard focus.
 */
export function useGridKeys(keys: GridKeys) {
  const [focused, setFocused] = useState(false);
  const handlers = {
    onKeyDown(e: KeyboardEvent) {
      if ((keys.activateKeys ?? ENTER_SPACE).includes(e.key)) {
        e.preventDefault();
        keys.activate(keys.cursor);
        return;
      }
      const to = keys.move(e.key, keys.cursor);
      if (to === null) return;
      e.preventDefault();
      setFocused(true);
      keys.setCursor(to);
    },
    onFocus(e: FocusEvent) {
      setFocused((e.currentTarget as Element).matches(':focus-visible'));
    },
    onBlur() {
      setFocused(false);
    },
  };
  return { focused, handlers };
}
