import { Budget, containsTransparent, guarded, reduceApplication, type Settings } from './eval.ts';
import { type Colour, type Expr, hasOp, isComposite, isVar, make } from './expr.ts';

/**
 * PLT's draw-expr, which both draws a cube and evaluates it: reduction is driven by what is
 * visible. Each composition halves its box along its axis; a part with no visible face (hidden
 * behind an opaque neighbour) is neither drawn nor reduced; a box smaller than the cutoff is
 * drawn as its first part alone and not split further; an abstraction's body is never reduced.
 * The same walk with depth 0 only draws.
 */

/** PLT's drawing constants. */
const APPLY_SIZE = 0.4;
const ABSTR_GAP = 0.1;
const ABSTR_SIZE = 0.3;
const DX = 0.4;
const DY = 0.5;
/** CELL-BORDER + 2: the margin around the cube, in pixels. */
export const MARGIN = 8;

/** PLT's cell sizes in pixels (they set where the cutoff falls). */
export const CELL_SIZE = { colour: 56, operator: 168, storage: 63, show: 600 } as const;

export type Point = readonly [number, number];
export type Shape =
  | { readonly kind: 'cube'; readonly colour: Colour; readonly faces: readonly Point[][] }
  | {
      readonly kind: 'circle';
      readonly colour: Colour;
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
    };

interface Walk {
  readonly size: number;
  readonly settings: Settings;
  readonly budget: Budget;
  readonly shapes: Shape[] | null;
  readonly memo: WeakMap<object, boolean>;
}

interface Box {
  readonly x1: number;
  readonly y1: number;
  readonly z1: number;
  readonly x2: number;
  readonly y2: number;
  readonly z2: number;
}

const avg = (a: number, b: number) => (a + b) / 2;

function walk(
  w: Walk,
  input: Expr,
  level: number | null,
  left: boolean,
  top: boolean,
  front: boolean,
  box: Box,
  abstr: number,
): Expr {
  w.budget.tick();
  const evaluating = level === null || level > 0;
  const lev1 = level === null ? null : Math.max(level - 1, 0);
  let e = input;
  if (evaluating && hasOp(e, 'apply')) e = reduceApplication(e, level, w.settings, w.budget);
  if (e === null) return e;
  const { x1, y1, z1, x2, y2, z2 } = box;
  const cutoff = w.settings.cutoff;
  if (isComposite(e)) {
    const { a, b } = e;
    switch (e.op) {
      case '|': {
        const cut = cutoff !== null && (x2 - x1) * w.size < cutoff;
        const mid = avg(x1, x2);
        const t = containsTransparent(a, w.memo);
        const b2 =
          !cut && (top || front || t) ? walk(w, b, lev1, t, top, front, { ...box, x1: mid }, 0) : b;
        const a2 = cut
          ? walk(w, a, lev1, left, top, front, box, abstr)
          : walk(w, a, lev1, left, top, front, { ...box, x2: mid }, 0);
        return make('|', a2, b2);
      }
      case '-': {
        const cut = cutoff !== null && (y2 - y1) * w.size < cutoff;
        const mid = avg(y1, y2);
        const t = containsTransparent(a, w.memo);
        const b2 =
          !cut && (left || front || t)
            ? walk(w, b, lev1, left, t, front, { ...box, y1: mid }, 0)
            : b;
        const a2 = cut
          ? walk(w, a, lev1, left, top, front, box, abstr)
          : walk(w, a, lev1, left, top, front, { ...box, y2: mid }, 0);
        return make('-', a2, b2);
      }
      case '/': {
        const cut = cutoff !== null && (z2 - z1) * w.size < cutoff;
        const mid = avg(z1, z2);
        const t = containsTransparent(a, w.memo);
        // The back half is drawn first, the front half over it.
        const b2 =
          !cut && (left || top || t) ? walk(w, b, lev1, left, top, t, { ...box, z2: mid }, 0) : b;
        const a2 = cut
          ? walk(w, a, lev1, left, top, front, box, abstr)
          : walk(w, a, lev1, left, top, front, { ...box, z1: mid }, 0);
        return make('/', a2, b2);
      }
      case 'lambda': {
        walk(w, b, 0, left, top, front, box, abstr + ABSTR_GAP);
        if (w.shapes && isVar(a)) {
          const s = (w.size - 2 * MARGIN) / (1 + DX);
          const t = (w.size - 2 * MARGIN) / (1 + DY);
          w.shapes.push({
            kind: 'circle',
            colour: a.var,
            x: (x1 + (x2 - x1) * abstr + DX * z2) * s + MARGIN,
            y: (y1 + DY * z2) * t + MARGIN,
            w: ABSTR_SIZE * (x2 - x1) * s,
            h: ABSTR_SIZE * (y2 - y1) * t,
          });
        }
        return e;
      }
      case 'apply': {
        const mx = avg(x1, x2);
        const my = avg(y1, y2);
        const dx = (x2 - x1) * 0.5 * APPLY_SIZE;
        const dy = (y2 - y1) * 0.5 * APPLY_SIZE;
        const dz = (z2 - z1) * APPLY_SIZE;
        const inner = { x1: mx - dx, y1: my - dy, x2: mx + dx, y2: my + dy };
        const f = walk(w, a, lev1, left, top, front, { ...inner, z1, z2: z1 + dz }, 0);
        const x = walk(w, b, lev1, left, top, front, { ...inner, z1: z2 - dz, z2 }, 0);
        return make('apply', f, x);
      }
    }
  }
  const colour = isVar(e) ? e.var : e;
  if (w.shapes && colour !== 'transparent') w.shapes.push(cube(w.size, colour, box));
  return e;
}

/** The three visible faces (top, left, front) of a box, in pixels. */
function cube(size: number, colour: Colour, { x1, y1, z1, x2, y2, z2 }: Box): Shape {
  const dx = DX * (z2 - z1);
  const xx0 = x1 + z1 * DX;
  const xx1 = xx0 + dx;
  const xx2 = x2 + z1 * DX;
  const xx3 = xx2 + dx;
  const dy = DY * (z2 - z1);
  const yy0 = y1 + z1 * DY;
  const yy1 = yy0 + dy;
  const yy2 = y2 + z1 * DY;
  const yy3 = yy2 + dy;
  const px = (v: number) => (v / (1 + DX)) * (size - 2 * MARGIN) + MARGIN;
  const py = (v: number) => (v / (1 + DY)) * (size - 2 * MARGIN) + MARGIN;
  const p = (x: number, y: number): Point => [px(x), py(y)];
  return {
    kind: 'cube',
    colour,
    faces: [
      [p(xx1, yy1), p(xx0, yy0), p(xx2, yy0), p(xx3, yy1)],
      [p(xx1, yy1), p(xx0, yy0), p(xx0, yy2), p(xx1, yy3)],
      [p(xx1, yy1), p(xx3, yy1), p(xx3, yy3), p(xx1, yy3)],
    ],
  };
}

const WHOLE: Box = { x1: 0, y1: 0, z1: 0, x2: 1, y2: 1, z2: 1 };

/**
 * Evaluates an expression as PLT does when a cell of `size` pixels is redrawn with evaluation
 * on: up to the depth limit, only what is visible. Returns the reduced expression.
 */
export function evaluate(
  e: Expr,
  settings: Settings,
  size: number = CELL_SIZE.operator,
  budget = new Budget(),
): Expr {
  const w: Walk = { size, settings, budget, shapes: null, memo: new WeakMap() };
  return guarded(() => walk(w, e, settings.depth, true, true, true, WHOLE, 0));
}

/** The shapes that draw an expression in a cell of `size` pixels, back to front. */
export function draw(e: Expr, settings: Settings, size: number): Shape[] {
  const shapes: Shape[] = [];
  const w: Walk = { size, settings, budget: new Budget(), shapes, memo: new WeakMap() };
  guarded(() => walk(w, e, 0, true, true, true, WHOLE, 0));
  return shapes;
}

/** Evaluates while drawing; the result is what the cell then holds. */
export function evaluateAndDraw(
  e: Expr,
  settings: Settings,
  size: number,
): { expr: Expr; shapes: Shape[] } {
  const shapes: Shape[] = [];
  const w: Walk = { size, settings, budget: new Budget(), shapes, memo: new WeakMap() };
  const expr = guarded(() => walk(w, e, settings.depth, true, true, true, WHOLE, 0));
  return { expr, shapes };
}
