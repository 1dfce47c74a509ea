import { describe, expect, it } from 'vitest';
import { app, lam, lr, tb, v } from './build.ts';
import { DEFAULT_SETTINGS, type Settings } from './eval.ts';
import * as X from './examples.ts';
import { type Expr, same } from './expr.ts';
import { lambdaTerm } from './term.ts';
import { draw, evaluate } from './visible.ts';

const S = DEFAULT_SETTINGS;
/** No depth limit and no cutoff: everything visible is reduced to the end. */
const FULL: Settings = { ...S, depth: null, cutoff: null };
/** A spatial function: a red slab left of its argument, so a numeral n draws n slabs. */
const slab = lam('white', lr('red', v('white')));
const slabs = (n: number): Expr => (n === 0 ? 'blue' : lr('red', slabs(n - 1)));
const asCube = (n: Expr) => evaluate(app(n, slab, 'blue'), FULL);
const five = X.numeral(5);

describe('Church numerals', () => {
  it('plus two three evaluates to the same cube as five', () => {
    const sum = asCube(app(X.PLUS, X.numeral(2), X.numeral(3)));
    expect(same(sum, asCube(five))).toBe(true);
    expect(same(sum, slabs(5))).toBe(true);
    expect(same(sum, asCube(X.numeral(4)))).toBe(false);
  });

  it('numtest draws plus two three exactly as five, with the default depth and cutoff', () => {
    const a = evaluate(app(X.NUMTEST, app(X.PLUS, X.numeral(2), X.numeral(3))), S);
    const b = evaluate(app(X.NUMTEST, five), S);
    expect(same(a, b)).toBe(true);
    expect(draw(a, S, 168)).toEqual(draw(b, S, 168));
    const four = evaluate(app(X.NUMTEST, X.numeral(4)), S);
    expect(draw(four, S, 168)).not.toEqual(draw(b, S, 168));
  });

  it('add1, sub1, times and minus count as they should', () => {
    expect(same(asCube(app(X.ADD1, X.numeral(3))), slabs(4))).toBe(true);
    expect(same(asCube(app(X.SUB1, X.numeral(3))), slabs(2))).toBe(true);
    expect(same(asCube(app(X.SUB1, X.ZERO)), slabs(0))).toBe(true);
    expect(same(asCube(app(X.TIMES, X.numeral(2), X.numeral(3))), slabs(6))).toBe(true);
    expect(same(asCube(app(X.MINUS, X.numeral(3), X.numeral(1))), slabs(2))).toBe(true);
  });

  it('stops at an abstraction: plus two is a λ whose body is left as it is', () => {
    const e = evaluate(app(X.PLUS, X.numeral(2)), S);
    expect(lambdaTerm(e).startsWith('λred.')).toBe(true);
  });
});

describe('booleans, if, lists and Y', () => {
  const pick = (e: Expr) => evaluate(e, S);
  it('if chooses by a boolean, zero? tells zero', () => {
    expect(pick(app(X.IF, X.TRUE, 'red', 'blue'))).toBe('red');
    expect(pick(app(X.IF, X.FALSE, 'red', 'blue'))).toBe('blue');
    expect(pick(app(X.IF, app(X.IS_ZERO, X.ZERO), 'red', 'blue'))).toBe('red');
    expect(pick(app(X.IF, app(X.IS_ZERO, X.numeral(2)), 'red', 'blue'))).toBe('blue');
  });
  it('and, or', () => {
    const b = (x: Expr) => pick(app(x, 'red', 'blue'));
    expect(b(app(X.AND, X.TRUE, X.FALSE))).toBe('blue');
    expect(b(app(X.AND, X.TRUE, X.TRUE))).toBe('red');
    expect(b(app(X.OR, X.FALSE, X.TRUE))).toBe('red');
    expect(b(app(X.OR, X.FALSE, X.FALSE))).toBe('blue');
  });
  it('car and cdr of a cons, null? of null and of a pair', () => {
    const pair = app(X.CONS, 'red', 'blue');
    expect(pick(app(X.CAR, pair))).toBe('red');
    expect(pick(app(X.CDR, pair))).toBe('blue');
    expect(pick(app(X.IS_NULL, X.NULL, 'green', 'yellow'))).toBe('green');
    expect(pick(app(X.IS_NULL, pair, 'green', 'yellow'))).toBe('yellow');
  });
  it('Y of a spatial function unfolds until the cutoff stops it', () => {
    const stripes = pick(app(X.Y, lam('green', lr('red', v('green')))));
    // 168 px halves to under 8 px after five levels: five red stripes, then what was left.
    let e: Expr = stripes;
    let n = 0;
    while (e !== null && typeof e === 'object' && 'op' in e && e.op === '|' && e.a === 'red') {
      e = e.b;
      n++;
    }
    expect(n).toBeGreaterThanOrEqual(5);
    expect(n).toBeLessThan(10);
  });
  it('with no depth limit and no cutoff, Y stops at the step budget with an error', () => {
    expect(() => evaluate(app(X.Y, lam('green', lr('red', v('green')))), FULL)).toThrow(
      /evaluation stopped/,
    );
  });
});

describe('spatial application', () => {
  it('a composition of functions splits its argument along its axis', () => {
    const id = lam('white', v('white'));
    const e = evaluate(app(lr(id, X.HOLE), lr('red', 'blue')), S);
    expect(same(e, lr('red', 'transparent'))).toBe(true);
  });
  it('a plain colour splits into two copies; another axis is transposed', () => {
    const id = lam('white', v('white'));
    expect(same(evaluate(app(lr(id, id), 'red'), S), lr('red', 'red'))).toBe(true);
    const x = tb(lr('red', 'blue'), lr('green', 'yellow'));
    const e = evaluate(app(lr(id, id), x), S);
    expect(same(e, lr(tb('red', 'green'), tb('blue', 'yellow')))).toBe(true);
  });
  it('colours as functions average into the argument', () => {
    const e = evaluate(app('red', lr('blue', 'red')), { ...S, colourOps: true });
    expect(same(e, lr([128, 0, 128], [255, 0, 0]))).toBe(true);
    expect(same(evaluate(app('red', 'blue'), S), app('red', 'blue'))).toBe(true);
  });
});
