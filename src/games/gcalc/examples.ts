import { app, fb, lam, lr, tb, v } from './build.ts';
import { DEFAULT_SETTINGS } from './eval.ts';
import type { Expr } from './expr.ts';
import { type Cell, EMPTY_CELL, STORAGE_CELLS, type Workspace } from './plt.ts';

/**
 * Our own examples, with the names PLT's example file uses: Church numerals (green is the
 * function, red the zero), booleans (green true, red false), pairs and lists, the Y combinator,
 * and spatial cubes to apply them to. Written here as λ-terms, not copied from PLT's file.
 */
const g = v('green');
const r = v('red');
const b = v('blue');

export const TRUE = lam('green', lam('red', g));
export const FALSE = lam('green', lam('red', r));
export const ZERO = FALSE;
export const ADD1 = lam('blue', lam('green', lam('red', app(g, app(b, g, r)))));
/** n applications of green to red. */
export const numeral = (n: number): Expr => {
  let body: Expr = r;
  for (let i = 0; i < n; i++) body = app(g, body);
  return lam('green', lam('red', body));
};
export const PLUS = lam('green', lam('red', app(g, ADD1, r)));
export const TIMES = lam('green', lam('red', lam('blue', app(g, app(r, b)))));
export const CONS = lam('green', lam('red', lam('blue', app(b, g, r))));
export const CAR = lam('blue', app(b, TRUE));
export const CDR = lam('blue', app(b, FALSE));
export const NULL = lam('magenta', TRUE);
export const IS_NULL = lam('blue', app(b, lam('green', lam('red', FALSE))));
export const IS_ZERO = lam('blue', app(b, lam('red', FALSE), TRUE));
export const IF = lam(
  'dk-gray',
  lam('gray', lam('lt-gray', app(v('dk-gray'), v('gray'), v('lt-gray')))),
);
export const AND = lam('green', lam('red', app(g, r, g)));
export const OR = lam('green', lam('red', app(g, g, r)));
/** Predecessor by pairs: (0,0) → (1,0) → (2,1)…, then the second of the pair. */
const m = v('magenta');
const SHIFT = lam('magenta', app(CONS, app(ADD1, app(CAR, m)), app(CAR, m)));
export const SUB1 = lam('dk-green', app(CDR, app(v('dk-green'), SHIFT, app(CONS, ZERO, ZERO))));
export const MINUS = lam('green', lam('red', app(r, SUB1, g)));
const yHalf = lam('green', app(r, app(g, g)));
export const Y = lam('red', app(yHalf, yHalf));
export const ID = lam('white', v('white'));
export const HOLE = lam('white', 'transparent');
/** Alternating strips of "keep" and "hole" that cut an argument into slices. */
const slicer = (depth: number): Expr =>
  depth === 0 ? lr(ID, HOLE) : lr(slicer(depth - 1), slicer(depth - 1));
/** A cube of eight coloured blocks with gray in four places: its λ over gray makes a function. */
const x1Body = (c: Expr) =>
  fb(tb(lr('red', c), lr(c, 'green')), tb(lr(c, 'yellow'), lr('blue', c)));
export const X1_FN = lam('gray', x1Body(v('gray')));
export const X1 = x1Body('gray');
export const X2 = fb(
  tb(lr('green', 'red'), lr('red', 'green')),
  tb(lr('red', 'green'), lr('green', 'red')),
);
/** Draws a numeral n: n nested applications of x1's function to a transparent cube. */
export const NUMTEST = lam('black', app(v('black'), X1_FN, 'transparent'));

const named: readonly [string, Expr][] = [
  ['zero', ZERO],
  ['one', numeral(1)],
  ['two', numeral(2)],
  ['three', numeral(3)],
  ['add1', ADD1],
  ['sub1', SUB1],
  ['plus', PLUS],
  ['minus', MINUS],
  ['times', TIMES],
  ['zero?', IS_ZERO],
  ['true', TRUE],
  ['false', FALSE],
  ['if', IF],
  ['and', AND],
  ['or', OR],
  ['cons', CONS],
  ['car', CAR],
  ['cdr', CDR],
  ['null', NULL],
  ['null?', IS_NULL],
  ['Y-comb', Y],
  ['id', ID],
  ['hole', HOLE],
  ['slicer', slicer(3)],
  ['\\x.x1', X1_FN],
  ['x1', X1],
  ['x2', X2],
  ['numtest (\\n.n(\\x.x1)trn)', NUMTEST],
];

/** The examples as a workspace, opened from the menu. */
export function examplesWorkspace(): Workspace {
  const cells: Cell[] = named.map(([name, expr]) => ({ name, expr }));
  const storage = Array.from({ length: STORAGE_CELLS }, (_, i) => cells[i] ?? EMPTY_CELL);
  return { settings: DEFAULT_SETTINGS, main: EMPTY_CELL, storage };
}
