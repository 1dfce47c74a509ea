import { abstraction, type Settings, split } from './eval.ts';
import { COLOUR_NAMES, type ColourName, type Expr, isComposite, make, type Op } from './expr.ts';
import { type Cell, cellFromText, cellToText, EMPTY_CELL, type Workspace } from './plt.ts';
import { CELL_SIZE, evaluate } from './visible.ts';

/**
 * The edits of GCalc's window as pure functions of the workspace: drops, splits, abstraction
 * and the cell commands. Each returns the new workspace, or an error that says why not; the
 * page keeps them in its undo history. Evaluation is passed in, so the page can run it away
 * from the page's thread.
 */

/** PLT's operator cells, in its reading order around Main. */
export const OPERATORS = [
  'back',
  'top',
  'func',
  'left',
  'main',
  'right',
  'arg',
  'bottom',
  'front',
] as const;
export type OperatorId = Exclude<(typeof OPERATORS)[number], 'main'>;

export type CellRef =
  | { readonly kind: 'colour'; readonly colour: ColourName }
  | { readonly kind: 'main' }
  | { readonly kind: 'operator'; readonly op: OperatorId }
  | { readonly kind: 'storage'; readonly index: number };

interface OperatorSpec {
  readonly label: string;
  /** The result in Main of dropping D on this cell. */
  combine(d: Expr, m: Expr): Expr;
  /** The axis a right click splits Main along, and the half it keeps. */
  readonly axis: Op;
  readonly keepFirst: boolean;
  /** The half kept, as the menu says it. */
  readonly keeps: string;
}

export const OPERATOR: Readonly<Record<OperatorId, OperatorSpec>> = {
  back: {
    label: 'Back',
    combine: (d, m) => make('/', m, d),
    axis: '/',
    keepFirst: true,
    keeps: 'front',
  },
  top: {
    label: 'Top',
    combine: (d, m) => make('-', d, m),
    axis: '-',
    keepFirst: false,
    keeps: 'bottom',
  },
  func: {
    label: 'Apply (func)',
    combine: (d, m) => make('apply', d, m),
    axis: 'apply',
    keepFirst: false,
    keeps: 'argument',
  },
  left: {
    label: 'Left',
    combine: (d, m) => make('|', d, m),
    axis: '|',
    keepFirst: false,
    keeps: 'right',
  },
  right: {
    label: 'Right',
    combine: (d, m) => make('|', m, d),
    axis: '|',
    keepFirst: true,
    keeps: 'left',
  },
  arg: {
    label: 'Apply (arg)',
    combine: (d, m) => make('apply', m, d),
    axis: 'apply',
    keepFirst: true,
    keeps: 'function',
  },
  bottom: {
    label: 'Bottom',
    combine: (d, m) => make('-', m, d),
    axis: '-',
    keepFirst: true,
    keeps: 'top',
  },
  front: {
    label: 'Front',
    combine: (d, m) => make('/', d, m),
    axis: '/',
    keepFirst: false,
    keeps: 'back',
  },
};

export type Evaluator = (e: Expr, settings: Settings, size: number) => Expr;
export const evaluateHere: Evaluator = (e, s, size) => evaluate(e, s, size);

export type Edit = { ok: true; value: Workspace } | { ok: false; error: string };
const fail = (error: string): Edit => ({ ok: false, error });
const done = (value: Workspace): Edit => ({ ok: true, value });

export const refText = (r: CellRef): string =>
  r.kind === 'colour'
    ? `colour ${r.colour}`
    : r.kind === 'main'
      ? 'Main'
      : r.kind === 'operator'
        ? OPERATOR[r.op].label
        : `storage cell ${r.index + 1}`;

/** What a cell holds; an operator cell holds nothing. */
export function cellOf(w: Workspace, r: CellRef): Cell {
  switch (r.kind) {
    case 'colour':
      return { name: r.colour, expr: r.colour };
    case 'main':
      return w.main;
    case 'operator':
      return EMPTY_CELL;
    case 'storage':
      return w.storage[r.index] ?? EMPTY_CELL;
  }
}

/** Whether a cell can be written (Main and storage; colours and operators cannot). */
export const writable = (r: CellRef) => r.kind === 'main' || r.kind === 'storage';

export function setCell(w: Workspace, r: CellRef, c: Cell): Workspace {
  if (r.kind === 'main') return { ...w, main: c };
  if (r.kind === 'storage')
    return { ...w, storage: w.storage.map((s, i) => (i === r.index ? c : s)) };
  throw new Error(`${refText(r)} cannot be written`);
}

const sameRef = (a: CellRef, b: CellRef) => JSON.stringify(a) === JSON.stringify(b);

/** The cell size PLT evaluates a cell at (it sets where the cutoff falls). */
const sizeOf = (r: CellRef) => (r.kind === 'storage' ? CELL_SIZE.storage : CELL_SIZE.operator);

/**
 * A drag from one cell to another. To Main or storage the cube is copied; from Main or storage
 * to storage it moves (the source is cleared) unless `keep` (PLT's Shift). On an operator it
 * combines with Main, and an application evaluates at once when the setting says so.
 */
export function drop(
  w: Workspace,
  from: CellRef,
  to: CellRef,
  keep: boolean,
  run: Evaluator,
): Edit {
  const src = cellOf(w, from);
  if (from.kind === 'operator') return fail('an operator cell holds nothing to drag');
  if (src.expr === null) return fail(`${refText(from)} is empty`);
  if (sameRef(from, to)) return fail('a cube dropped where it was');
  if (to.kind === 'colour') return fail('the colour cells cannot be overwritten');
  if (to.kind === 'operator') {
    if (w.main.expr === null) return fail('Main is empty: put a cube in Main first');
    const spec = OPERATOR[to.op];
    let e = spec.combine(src.expr, w.main.expr);
    if (spec.axis === 'apply' && w.settings.evalNow)
      e = run(e, w.settings, sizeOf({ kind: 'main' }));
    return done(setCell(w, { kind: 'main' }, { name: null, expr: e }));
  }
  let next = setCell(w, to, src);
  if (!keep && to.kind === 'storage' && (from.kind === 'main' || from.kind === 'storage')) {
    next = setCell(next, from, EMPTY_CELL);
  }
  return done(next);
}

/** PLT's right click on an operator: split Main along its axis and keep one half. */
export function splitMain(w: Workspace, op: OperatorId): Edit {
  if (w.main.expr === null) return fail('Main is empty');
  const spec = OPERATOR[op];
  const parts = split(w.main.expr, spec.axis);
  return done(
    setCell(w, { kind: 'main' }, { name: null, expr: spec.keepFirst ? parts.a : parts.b }),
  );
}

/** PLT's right click on a colour: Main := λ colour . Main. */
export function abstractMain(w: Workspace, colour: ColourName): Edit {
  if (w.main.expr === null) return fail('Main is empty');
  return done(
    setCell(
      w,
      { kind: 'main' },
      { name: null, expr: abstraction(colour, w.main.expr, w.settings) },
    ),
  );
}

export function clear(w: Workspace, r: CellRef): Edit {
  if (!writable(r)) return fail(`${refText(r)} cannot be cleared`);
  if (cellOf(w, r).expr === null) return fail(`${refText(r)} is already empty`);
  return done(setCell(w, r, EMPTY_CELL));
}

/** The clipboard text of a cell (PLT's `(name . expression)`). */
export function copy(
  w: Workspace,
  r: CellRef,
): { ok: true; value: string } | { ok: false; error: string } {
  const c = cellOf(w, r);
  if (c.expr === null) return { ok: false, error: `${refText(r)} is empty` };
  return { ok: true, value: cellToText(r.kind === 'colour' ? { name: null, expr: c.expr } : c) };
}

export function paste(w: Workspace, r: CellRef, text: string): Edit {
  if (!writable(r)) return fail(`${refText(r)} cannot be pasted into`);
  const c = cellFromText(text);
  if (!c.ok) return fail(`the clipboard holds no GCalc cube: ${c.error}`);
  return done(setCell(w, r, c.value));
}

export function evalCell(w: Workspace, r: CellRef, run: Evaluator): Edit {
  if (!writable(r)) return fail(`${refText(r)} cannot be evaluated`);
  const c = cellOf(w, r);
  if (c.expr === null) return fail(`${refText(r)} is empty`);
  if (!isComposite(c.expr)) return fail(`${refText(r)} is a plain colour: nothing to evaluate`);
  return done(setCell(w, r, { ...c, expr: run(c.expr, w.settings, sizeOf(r)) }));
}

export function rename(w: Workspace, r: CellRef, name: string): Edit {
  if (!writable(r)) return fail(`${refText(r)} cannot be renamed`);
  const c = cellOf(w, r);
  if (c.expr === null) return fail(`${refText(r)} is empty`);
  return done(setCell(w, r, { ...c, name: name.trim() === '' ? null : name }));
}

export const setSettings = (w: Workspace, settings: Settings): Workspace => ({ ...w, settings });

export const colourRefs: readonly CellRef[] = COLOUR_NAMES.map((colour) => ({
  kind: 'colour',
  colour,
}));
