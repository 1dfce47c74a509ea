/**
 * GCalc's values, as PLT's gcalc.rkt defines them: a colour (one of 18 names, or an RGB triple
 * that only "colours as functions" makes), empty (null), the three spatial compositions, an
 * application and an abstraction over a colour. Pure data: no DOM, no settings.
 */

/** PLT's 18 colour cells, in its order, with their RGB (transparent has none). */
export const COLOURS = [
  ['transparent', null],
  ['black', [0, 0, 0]],
  ['dk-gray', [64, 64, 64]],
  ['gray', [128, 128, 128]],
  ['lt-gray', [192, 192, 192]],
  ['white', [255, 255, 255]],
  ['dk-red', [128, 0, 0]],
  ['red', [255, 0, 0]],
  ['dk-green', [0, 128, 0]],
  ['green', [0, 255, 0]],
  ['dark-blue', [0, 0, 128]],
  ['blue', [0, 0, 255]],
  ['dk-yellow', [128, 128, 0]],
  ['yellow', [255, 255, 0]],
  ['dk-cyan', [0, 128, 128]],
  ['cyan', [0, 255, 255]],
  ['dk-magenta', [128, 0, 128]],
  ['magenta', [255, 0, 255]],
] as const;

export type ColourName = (typeof COLOURS)[number][0];
export type Rgb = readonly [number, number, number];
export type Colour = ColourName | Rgb;

/** `|` left|right, `-` top over bottom, `/` front before back (PLT's own operator symbols). */
export type SpatialOp = '|' | '-' | '/';
export type Op = SpatialOp | 'apply' | 'lambda';

export interface Var {
  readonly var: Colour;
}
export interface Composite {
  readonly op: Op;
  /** Left, top, front, the function, or the bound variable (a Var) of an abstraction. */
  readonly a: Expr;
  /** Right, bottom, back, the argument, or the body of an abstraction. */
  readonly b: Expr;
}
export type Expr = null | Colour | Var | Composite;

export const COLOUR_NAMES: readonly ColourName[] = COLOURS.map(([n]) => n);

export const isColourName = (s: unknown): s is ColourName =>
  typeof s === 'string' && (COLOUR_NAMES as readonly string[]).includes(s);

export const isColour = (e: Expr): e is Colour => typeof e === 'string' || Array.isArray(e);
export const isVar = (e: Expr): e is Var => e !== null && typeof e === 'object' && 'var' in e;
export const isComposite = (e: Expr): e is Composite =>
  e !== null && typeof e === 'object' && 'op' in e;
/** PLT's simple-expr?: empty, a colour or a variable. */
export const isSimple = (e: Expr): e is null | Colour | Var => !isComposite(e);
export const hasOp = (e: Expr, op: Op): e is Composite => isComposite(e) && e.op === op;

export const make = (op: Op, a: Expr, b: Expr): Composite => ({ op, a, b });

/** The RGB of a colour; null for transparent. */
export function rgbOf(c: Colour): Rgb | null {
  if (typeof c !== 'string') return c;
  const found = COLOURS.find(([n]) => n === c);
  return found ? (found[1] as Rgb | null) : null;
}

/** Structural equality (Racket's equal?), with a shortcut for shared subtrees. */
export function same(x: Expr, y: Expr): boolean {
  if (x === y) return true;
  if (x === null || y === null) return false;
  if (typeof x === 'string' || typeof y === 'string') return false;
  if (Array.isArray(x) || Array.isArray(y)) {
    return Array.isArray(x) && Array.isArray(y) && x.every((v, i) => v === y[i]);
  }
  if (isVar(x) || isVar(y)) return isVar(x) && isVar(y) && same(x.var, y.var);
  const cx = x as Composite;
  const cy = y as Composite;
  return cx.op === cy.op && same(cx.a, cy.a) && same(cx.b, cy.b);
}

/** Number of nodes (PLT's expr-size), for the printing threshold and for tests. */
export function size(e: Expr): number {
  return isComposite(e) ? 1 + size(e.a) + size(e.b) : 1;
}

const hex = (n: number) => n.toString(16).padStart(2, '0');
export const colourText = (c: Colour): string =>
  typeof c === 'string' ? c : `#${hex(c[0])}${hex(c[1])}${hex(c[2])}`;

/** A CSS colour for drawing, or null for transparent. */
export function cssColour(c: Colour): string | null {
  const rgb = rgbOf(c);
  return rgb ? `rgb(${rgb[0]},${rgb[1]},${rgb[2]})` : null;
}
