import type { GridState } from '../../ui/board/BoardGrid.tsx';
import { neighbourTable } from './grid.ts';

/** The cells lit under the pointer or cursor: one covered cell, or a number's covered neighbours. */
export interface Highlight {
  readonly local: number | null;
  readonly near: ReadonlySet<number>;
}

export const NO_LIGHT: Highlight = { local: null, near: new Set() };

/**
 * PLT's highlights: the covered cell under the pointer (or the keyboard cursor) is lit
 * ("local"); over an opened number, its covered neighbours are ("near").
 */
export function highlightOf(
  cells: string,
  width: number,
  height: number,
  grid: GridState,
): Highlight {
  const at = grid.hover ?? (grid.focused ? grid.cursor : null);
  if (at === null) return NO_LIGHT;
  const ch = cells[at] as string;
  if (ch >= '1' && ch <= '8') {
    const near = [...(neighbourTable(width, height)[at] as Int32Array)].filter((j) => {
      const c = cells[j];
      return c === '.' || c === '?';
    });
    return { local: null, near: new Set(near) };
  }
  return { local: ch === '.' || ch === '?' ? at : null, near: new Set() };
}
