import {
  type Colour,
  type Composite,
  type Expr,
  hasOp,
  isColour,
  isComposite,
  isSimple,
  isVar,
  make,
  type Op,
  type Rgb,
  rgbOf,
  type SpatialOp,
  same,
} from './expr.ts';

/**
 * PLT's six preferences (its `defcustom`s), in its order. A limit of null is PLT's unticked
 * check box: no limit.
 */
export interface Settings {
  /** Evaluate Main at once when something is applied. */
  readonly evalNow: boolean;
  /** Evaluation depth limit, 0..100. */
  readonly depth: number | null;
  /** Stop evaluating a region drawn smaller than this many pixels, 0..50. */
  readonly cutoff: number | null;
  /** Substitution splits the argument along the structure of the function's body. */
  readonly splitArgs: boolean;
  /** Applying a colour averages it into the argument's colours. */
  readonly colourOps: boolean;
  /** PLT's "never use bitmaps to print"; kept for its files, our printing is always vectors. */
  readonly noBitmapPrint: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  evalNow: true,
  depth: 18,
  cutoff: 8,
  splitArgs: false,
  colourOps: false,
  noBitmapPrint: false,
};

/** Thrown when an evaluation grows past its step budget instead of running on for ever. */
export class EvalTooLarge extends Error {
  constructor(steps: number | 'deep') {
    super(
      steps === 'deep'
        ? 'evaluation stopped: it nests deeper than the stack allows (set a depth limit or a cutoff)'
        : `evaluation stopped after ${steps} steps: the expression grows without end`,
    );
    this.name = 'EvalTooLarge';
  }
}

/**
 * Counts the work of one evaluation. PLT could hang with the depth limit turned off (Y-comb);
 * here an evaluation that passes the budget stops with an error and leaves the cell unchanged.
 */
export class Budget {
  steps = 0;
  /** `onSteps` hears the count every `every` steps: the worker's progress, and its chance to stop. */
  constructor(
    readonly limit = 2_000_000,
    private readonly onSteps?: (steps: number) => void,
    private readonly every = 20_000,
  ) {}
  tick(): void {
    if (++this.steps > this.limit) throw new EvalTooLarge(this.limit);
    if (this.onSteps && this.steps % this.every === 0) this.onSteps(this.steps);
  }
}

/** Runs an evaluation, turning a stack overflow (endless nesting) into EvalTooLarge. */
export function guarded<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof RangeError) throw new EvalTooLarge('deep');
    throw e;
  }
}

/** λ colour . body: every occurrence of the colour in body becomes the bound variable. */
export function abstraction(colour: Expr, body: Expr, settings: Settings): Expr {
  if (!isSimple(colour) || colour === null) return null;
  const v = isVar(colour) ? colour : { var: colour };
  return make('lambda', v, substitute(v, colour, body, settings, new Budget()));
}

/**
 * Splits an expression along an axis (PLT's split-expr): a plain value is doubled, a
 * composition along that axis is kept, one along another axis is transposed.
 */
export function split(e: Expr, op: Op): Composite {
  if (isSimple(e) || hasOp(e, 'lambda')) return make(op, e, e);
  const c = e as Composite;
  if (c.op === op) return c;
  const e1 = split(c.a, op);
  const e2 = split(c.b, op);
  return make(op, make(c.op, e1.a, e2.a), make(c.op, e1.b, e2.b));
}

/** Replaces `old` by `value` in `e`, stopping at an abstraction that binds `old` again. */
export function substitute(
  value: Expr,
  old: Expr,
  e: Expr,
  settings: Settings,
  budget: Budget,
): Expr {
  budget.tick();
  if (isComposite(e)) {
    if (e.op === 'lambda' && same(e.a, old)) return e;
    let v1 = value;
    let v2 = value;
    if (settings.splitArgs) {
      const s = split(value, e.op);
      v1 = s.a;
      v2 = s.b;
    }
    return make(
      e.op,
      substitute(v1, old, e.a, settings, budget),
      substitute(v2, old, e.b, settings, budget),
    );
  }
  return same(e, old) ? value : e;
}

type Mix = Rgb | 'transparent' | null;

/** Racket's round: halves go to the even neighbour. */
const halfEven = (x: number) => {
  const f = Math.floor(x);
  if (x - f !== 0.5) return Math.round(x);
  return f % 2 === 0 ? f : f + 1;
};

/** "Colours as functions": a colour applied to an expression averages into its colours. */
export function recolour(colour: Expr, e: Expr): Expr {
  const rgbish = (c: Expr): Mix => {
    if (c === null || c === 'transparent') return c;
    return rgbOf(c as Colour);
  };
  const mix = (x: Mix, y: Mix): Expr => {
    if (x === y) return x;
    if (x !== null && y !== null && typeof x !== 'string' && typeof y !== 'string') {
      if (x.every((v, i) => v === y[i])) return x;
      return x.map((c, i) => halfEven((c + (y[i] as number)) / 2)) as unknown as Rgb;
    }
    if (x === null || y === null) return null;
    return 'transparent';
  };
  const rgb = rgbish(colour);
  const loop = (x: Expr): Expr => {
    if (x === null || isVar(x)) return x;
    if (isColour(x)) return mix(rgb, rgbish(x));
    return make(x.op, loop(x.a), loop(x.b));
  };
  return loop(e);
}

const down = (level: number | null) => (level === null ? null : level - 1);

/**
 * One application reduced (PLT's reduce-application), up to `level` steps (null: no limit).
 * An abstraction substitutes its argument; a spatial composition of functions splits the
 * argument along its axis and applies each part to its half; a colour or a stuck application
 * as the function leaves the whole unchanged.
 */
export function reduceApplication(
  e: Composite,
  level: number | null,
  settings: Settings,
  budget: Budget,
): Expr {
  budget.tick();
  const step = (): Expr => {
    if (level !== null && level <= 0) return e;
    const f = hasOp(e.a, 'apply') ? reduceApplication(e.a, down(level), settings, budget) : e.a;
    const x = e.b;
    if (settings.colourOps && isSimple(f) && !isVar(f)) return recolour(f, x);
    if (isSimple(f) || hasOp(f, 'apply')) return e;
    const fc = f as Composite;
    if (fc.op === 'lambda') return substitute(x, fc.a, fc.b, settings, budget);
    const xs = split(x, fc.op);
    return make(fc.op, make('apply', fc.a, xs.a), make('apply', fc.b, xs.b));
  };
  const next = step();
  if (hasOp(next, 'apply') && !same(next, e) && (level === null || level > 0)) {
    return reduceApplication(
      next,
      level === null ? null : Math.max(level - 1, 0),
      settings,
      budget,
    );
  }
  return next;
}

/** Whether any part of e lets what is behind show through (applications always do). */
export function containsTransparent(e: Expr, memo = new WeakMap<object, boolean>()): boolean {
  if (isSimple(e))
    return e === null || e === 'transparent' || (isVar(e) && e.var === 'transparent');
  const known = memo.get(e);
  if (known !== undefined) return known;
  let v: boolean;
  if (e.op === 'lambda') v = containsTransparent(e.b, memo);
  else if (e.op === 'apply') v = true;
  else v = containsTransparent(e.a, memo) || containsTransparent(e.b, memo);
  memo.set(e, v);
  return v;
}

export const SPATIAL_OPS: readonly SpatialOp[] = ['|', '-', '/'];
