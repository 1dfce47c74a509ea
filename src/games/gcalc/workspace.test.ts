import { describe, expect, it } from 'vitest';
import { app, fb, lam, lr, tb, v } from './build.ts';
import * as X from './examples.ts';
import { same } from './expr.ts';
import { emptyWorkspace, type Workspace } from './plt.ts';
import { lambdaTerm } from './term.ts';
import {
  abstractMain,
  type CellRef,
  clear,
  copy,
  drop,
  type Edit,
  evalCell,
  evaluateHere,
  OPERATOR,
  type OperatorId,
  paste,
  rename,
  splitMain,
} from './workspace.ts';

const ok = (e: Edit): Workspace => {
  if (!e.ok) throw new Error(e.error);
  return e.value;
};
const MAIN: CellRef = { kind: 'main' };
const store = (index: number): CellRef => ({ kind: 'storage', index });
const colour = (c: 'red' | 'blue' | 'green'): CellRef => ({ kind: 'colour', colour: c });
const op = (o: OperatorId): CellRef => ({ kind: 'operator', op: o });
const withMain = (expr: Parameters<typeof lr>[0]): Workspace => ({
  ...emptyWorkspace(),
  main: { name: 'm', expr },
});

describe('drops', () => {
  it('copy a colour to Main, and move from Main to storage unless kept', () => {
    let w = ok(drop(emptyWorkspace(), colour('red'), MAIN, false, evaluateHere));
    expect(w.main).toEqual({ name: 'red', expr: 'red' });
    const moved = ok(drop(w, MAIN, store(3), false, evaluateHere));
    expect(moved.main.expr).toBe(null);
    expect(moved.storage[3]?.expr).toBe('red');
    w = ok(drop(w, MAIN, store(3), true, evaluateHere));
    expect(w.main.expr).toBe('red');
    // To Main never clears the source.
    const back = ok(drop(moved, store(3), MAIN, false, evaluateHere));
    expect(back.storage[3]?.expr).toBe('red');
  });

  it('combine with Main on each operator as PLT does', () => {
    const w = withMain('red');
    const on = (o: OperatorId) => ok(drop(w, colour('blue'), op(o), false, evaluateHere)).main.expr;
    expect(on('left')).toEqual(lr('blue', 'red'));
    expect(on('right')).toEqual(lr('red', 'blue'));
    expect(on('top')).toEqual(tb('blue', 'red'));
    expect(on('bottom')).toEqual(tb('red', 'blue'));
    expect(on('front')).toEqual(fb('blue', 'red'));
    expect(on('back')).toEqual(fb('red', 'blue'));
    expect(on('func')).toEqual(app('blue', 'red'));
    expect(on('arg')).toEqual(app('red', 'blue'));
  });

  it('evaluate an application at once: plus, then two and three as arguments', () => {
    let w: Workspace = { ...emptyWorkspace(), main: { name: 'plus', expr: X.PLUS } };
    w = {
      ...w,
      storage: w.storage.map((c, i) =>
        i === 0
          ? { name: 'two', expr: X.numeral(2) }
          : i === 1
            ? { name: 'three', expr: X.numeral(3) }
            : c,
      ),
    };
    w = ok(drop(w, store(0), op('arg'), false, evaluateHere));
    w = ok(drop(w, store(1), op('arg'), false, evaluateHere));
    expect(w.main.name).toBe(null);
    expect(lambdaTerm(w.main.expr).startsWith('λgreen.λred.green')).toBe(true);
    expect(w.storage[0]?.expr).not.toBe(null); // operators never clear the source
  });

  it('refuse what PLT refuses', () => {
    expect(drop(emptyWorkspace(), colour('red'), op('left'), false, evaluateHere)).toMatchObject({
      ok: false,
      error: /Main is empty/,
    });
    expect(drop(withMain('red'), MAIN, colour('red'), false, evaluateHere)).toMatchObject({
      ok: false,
    });
    expect(drop(withMain('red'), store(0), MAIN, false, evaluateHere)).toMatchObject({
      ok: false,
      error: /empty/,
    });
  });
});

describe('splits and abstraction', () => {
  it('each operator keeps the half the spec names', () => {
    const w = withMain(lr('red', 'blue'));
    const keep = (o: OperatorId) => ok(splitMain(w, o)).main.expr;
    expect(keep('right')).toBe('red');
    expect(keep('left')).toBe('blue');
    expect(keep('top')).toEqual(lr('red', 'blue')); // split along another axis: both halves alike
    const a = withMain(app('red', 'blue'));
    expect(ok(splitMain(a, 'func')).main.expr).toBe('blue');
    expect(ok(splitMain(a, 'arg')).main.expr).toBe('red');
    expect(OPERATOR.back.keeps).toBe('front');
  });

  it('abstraction over a colour binds every occurrence', () => {
    const w = ok(abstractMain(withMain(lr('red', tb('blue', 'red'))), 'red'));
    expect(same(w.main.expr, lam('red', lr(v('red'), tb('blue', v('red')))))).toBe(true);
    expect(lambdaTerm(w.main.expr)).toBe('λred.(red | ([blue] - red))');
  });
});

describe('cell commands', () => {
  it('copy and paste go through the text PLT puts on the clipboard', () => {
    const w = withMain(lr('red', 'blue'));
    const text = copy(w, MAIN);
    expect(text).toEqual({ ok: true, value: '("m" \\| red blue)' });
    const pasted = ok(paste(w, store(5), text.ok ? text.value : ''));
    expect(pasted.storage[5]).toEqual({ name: 'm', expr: lr('red', 'blue') });
    expect(paste(w, colour('red'), '(#f . red)')).toMatchObject({ ok: false });
    expect(paste(w, MAIN, 'nonsense (')).toMatchObject({ ok: false, error: /no GCalc cube/ });
  });
  it('clear, rename and eval', () => {
    const w = withMain(app(X.IF, X.TRUE, 'red', 'blue'));
    expect(ok(clear(w, MAIN)).main).toEqual({ name: null, expr: null });
    expect(ok(rename(w, MAIN, 'choice')).main.name).toBe('choice');
    expect(ok(evalCell(w, MAIN, evaluateHere)).main).toEqual({ name: 'm', expr: 'red' });
    expect(evalCell(withMain('red'), MAIN, evaluateHere)).toMatchObject({ ok: false });
  });
});
