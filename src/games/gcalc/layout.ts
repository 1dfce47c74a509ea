import { COLOUR_NAMES } from './expr.ts';
import { STORAGE_CELLS } from './plt.ts';
import { type CellRef, OPERATORS } from './workspace.ts';

/**
 * The window's three panels as grids, left to right (PLT's layout): colours 2 × 9, operators
 * 3 × 3 around Main, storage 5 × 8. The keyboard cursor moves inside a panel and, at its side,
 * into the next panel at the row of the same height.
 */
interface Panel {
  readonly cols: number;
  readonly rows: number;
  at(i: number): CellRef;
  index(r: CellRef): number | null;
}

const colours: Panel = {
  cols: 2,
  rows: 9,
  at: (i) => ({ kind: 'colour', colour: COLOUR_NAMES[i] ?? 'transparent' }),
  index: (r) => (r.kind === 'colour' ? COLOUR_NAMES.indexOf(r.colour) : null),
};
const operators: Panel = {
  cols: 3,
  rows: 3,
  at: (i) => {
    const o = OPERATORS[i] ?? 'main';
    return o === 'main' ? { kind: 'main' } : { kind: 'operator', op: o };
  },
  index: (r) =>
    r.kind === 'main'
      ? OPERATORS.indexOf('main')
      : r.kind === 'operator'
        ? OPERATORS.indexOf(r.op)
        : null,
};
const storage: Panel = {
  cols: 5,
  rows: STORAGE_CELLS / 5,
  at: (i) => ({ kind: 'storage', index: i }),
  index: (r) => (r.kind === 'storage' ? r.index : null),
};
export const PANELS: readonly Panel[] = [colours, operators, storage];

export type Direction = 'left' | 'right' | 'up' | 'down';

const locate = (r: CellRef): [number, number] => {
  for (let p = 0; p < PANELS.length; p++) {
    const i = (PANELS[p] as Panel).index(r);
    if (i !== null && i >= 0) return [p, i];
  }
  return [1, 4];
};

/** The cell the cursor reaches from `r` by one arrow key. */
export function move(r: CellRef, d: Direction): CellRef {
  const [p, i] = locate(r);
  const panel = PANELS[p] as Panel;
  const row = Math.floor(i / panel.cols);
  const col = i % panel.cols;
  if (d === 'up') return panel.at(Math.max(row - 1, 0) * panel.cols + col);
  if (d === 'down') return panel.at(Math.min(row + 1, panel.rows - 1) * panel.cols + col);
  const step = d === 'left' ? -1 : 1;
  const c = col + step;
  if (c >= 0 && c < panel.cols) return panel.at(row * panel.cols + c);
  const next = PANELS[p + step];
  if (!next) return r;
  const nextRow = Math.round((row * (next.rows - 1)) / Math.max(panel.rows - 1, 1));
  return next.at(nextRow * next.cols + (step > 0 ? 0 : next.cols - 1));
}

/** A stable key of a cell, for the page's data-cell attributes. */
export const refKey = (r: CellRef): string =>
  r.kind === 'colour'
    ? `colour:${r.colour}`
    : r.kind === 'main'
      ? 'main'
      : r.kind === 'operator'
        ? `op:${r.op}`
        : `store:${r.index}`;

export function refFromKey(key: string): CellRef | null {
  if (key === 'main') return { kind: 'main' };
  const [kind, rest] = key.split(':') as [string, string | undefined];
  if (rest === undefined) return null;
  if (kind === 'colour') return colours.at(COLOUR_NAMES.indexOf(rest as never));
  if (kind === 'op') return { kind: 'operator', op: rest as never };
  if (kind === 'store') return { kind: 'storage', index: Number(rest) };
  return null;
}
