import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { app, lam, lr, v } from './build.ts';
import { DEFAULT_SETTINGS } from './eval.ts';
import { examplesWorkspace } from './examples.ts';
import { same } from './expr.ts';
import { documentText, openText } from './format.ts';
import { cellFromText, cellToText, emptyWorkspace, readPltFile, writePltFile } from './plt.ts';
import { readAll, write } from './sexpr.ts';
import { lambdaTerm } from './term.ts';

const open = (text: string) => {
  const r = openText(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const error = (text: string) => {
  const r = openText(text);
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

describe('S-expressions', () => {
  it('reads and writes what PLT writes: escaped symbols, dotted pairs, vectors, strings', () => {
    const text = '("a \\"b\\"" \\| (x . #f) #(1 2 3) #t -4 |two words|)';
    const [d] = readAll(text);
    expect(write(d as never)).toBe('("a \\"b\\"" \\| (x . #f) #(1 2 3) #t -4 two\\ words)');
  });
  it('names the place of a reading error', () => {
    expect(() => readAll('(a (b c)')).toThrow(/line 1, column 1: a list is not closed/);
    expect(() => readAll('(a\n  "b)')).toThrow(/line 2, column 3: a string is not closed/);
    expect(() => readAll('#q')).toThrow(/unknown "#q"/);
  });
});

describe("PLT's GCalc files", () => {
  const pltExamples = '/usr/share/racket/pkgs/games/gcalc/gcalc-examples.rktd';
  const pltFile = (() => {
    try {
      return readFileSync(pltExamples, 'utf8');
    } catch {
      return null;
    }
  })();
  it.skipIf(pltFile === null)("opens PLT's own example file (when racket is installed)", () => {
    const w = open(pltFile as string);
    expect(w.settings).toEqual(DEFAULT_SETTINGS);
    expect(w.storage.filter((c) => c.expr !== null).map((c) => c.name)).toContain('Y-comb');
    const car = w.storage.find((c) => c.name === 'car');
    expect(lambdaTerm(car?.expr ?? null)).toBe('λblue.blue (λgreen.λred.green)');
  });

  it('reads a file written in its format, with settings, Main and stale cache flags', () => {
    const text = `"GCALC"\n#f\n#f\n20\n#t\n#f\n#t\n("m" \\| red (var blue))\n((#f . #f) ("id" lambda (var white) (var white) #f) ("c" . #(1 2 3)))\n`;
    const w = open(text);
    expect(w.settings).toEqual({
      evalNow: false,
      depth: null,
      cutoff: 20,
      splitArgs: true,
      colourOps: false,
      noBitmapPrint: true,
    });
    expect(w.main).toEqual({ name: 'm', expr: lr('red', v('blue')) });
    expect(w.storage).toHaveLength(40);
    expect(w.storage[1]).toEqual({ name: 'id', expr: lam('white', v('white')) });
    expect(w.storage[2]).toEqual({ name: 'c', expr: [1, 2, 3] });
    expect(w.storage[39]).toEqual({ name: null, expr: null });
  });

  it('writes files that read back the same', () => {
    const w = examplesWorkspace();
    const back = readPltFile(writePltFile(w));
    expect(back.ok && back.value).toEqual(w);
  });

  it.each([
    ['not GCalc', '"OTHER"\n', /does not start with "GCALC"/],
    ['too short', '"GCALC"\n#t\n18\n', /9 parts, this one 3/],
    [
      'bad depth',
      '"GCALC" #t 101 8 #f #f #f (#f . #f) ()',
      /depth limit is 101, not #f or an integer 0\.\.100/,
    ],
    ['bad flag', '"GCALC" 1 18 8 #f #f #f (#f . #f) ()', /evaluate-immediately preference is 1/],
    [
      'unknown colour',
      '"GCALC" #t 18 8 #f #f #f (#f . pink) ()',
      /"pink" is not one of GCalc's colours/,
    ],
    ['bad operator', '"GCALC" #t 18 8 #f #f #f (#f + red red) ()', /"\+" is not an operator/],
    ['bad rgb', '"GCALC" #t 18 8 #f #f #f (#f . #(1 2 300)) ()', /not an RGB triple/],
    [
      'lambda without var',
      '"GCALC" #t 18 8 #f #f #f (#f lambda red red) ()',
      /binds no \(var colour\)/,
    ],
    ['bad name', '"GCALC" #t 18 8 #f #f #f (5 . red) ()', /name 5 is neither a string nor #f/],
    [
      'bad cell',
      '"GCALC" #t 18 8 #f #f #f (#f . #f) ((#f . #f) ("x" . mauve))',
      /cell "x": "mauve"/,
    ],
    ['unclosed', '"GCALC" #t 18 8 #f #f #f (#f . #f) ((#f . #f)', /a list is not closed/],
    [
      '41 cells',
      `"GCALC" #t 18 8 #f #f #f (#f . #f) (${'(#f . #f) '.repeat(41)})`,
      /41 cells, more than 40/,
    ],
  ])('refuses a malformed file (%s) with a clear error', (_, text, message) => {
    expect(error(text)).toMatch(message);
  });
});

describe('our JSON format', () => {
  it('saves and opens the same workspace', () => {
    const w = { ...examplesWorkspace(), main: { name: 'sum', expr: app('red', 'blue') } };
    expect(open(documentText(w))).toEqual(w);
  });
  it('refuses malformed documents naming the problem', () => {
    const good = JSON.parse(documentText(emptyWorkspace()));
    expect(error('{ nope')).toMatch(/not a GCalc file/);
    expect(error(JSON.stringify({ ...good, version: 9 }))).toMatch(/version/);
    expect(error(JSON.stringify({ ...good, storage: [] }))).toMatch(/storage/);
    const badExpr = { ...good, main: { name: null, expr: { op: 'lambda', a: 'red', b: 'red' } } };
    expect(error(JSON.stringify(badExpr))).toMatch(/main\.expr/);
    expect(error('hello')).toMatch(/not a GCalc file/);
  });
});

describe('the clipboard text', () => {
  it("is PLT's (name . expression) and reads back", () => {
    const cell = {
      name: 'two',
      expr: lam('green', lam('red', app(v('green'), v('green'), v('red')))),
    };
    const text = cellToText(cell);
    expect(text).toBe(
      '("two" lambda (var green) (lambda (var red) (apply (apply (var green) (var green)) (var red))))',
    );
    const back = cellFromText(text);
    expect(back.ok && same(back.value.expr, cell.expr) && back.value.name).toBe('two');
    expect(cellFromText('(#f . red)')).toEqual({ ok: true, value: { name: null, expr: 'red' } });
    expect(cellFromText('(a b')).toMatchObject({ ok: false });
  });
});

describe('the examples', () => {
  it('hold every cube that PLT names, each under its name', () => {
    const names = examplesWorkspace().storage.map((c) => c.name);
    for (const n of [
      'cons',
      'zero',
      'zero?',
      'sub1',
      'false',
      'car',
      'one',
      'add1',
      'minus',
      'if',
      'cdr',
      'two',
      'plus',
      'and',
      'null',
      'three',
      'times',
      'or',
      'null?',
      'Y-comb',
      'id',
      'hole',
      'slicer',
      '\\x.x1',
      'x1',
      'x2',
    ]) {
      expect(names).toContain(n);
    }
    expect(names.some((n) => n?.startsWith('numtest'))).toBe(true);
  });
});

describe('the examples file', () => {
  it('is what scripts/gcalc-examples.ts writes from examples.ts, and opens', () => {
    const text = readFileSync(new URL('./examples.gcalc.json', import.meta.url), 'utf8');
    expect(JSON.parse(text)).toEqual(JSON.parse(documentText(examplesWorkspace())));
    expect(open(text)).toEqual(examplesWorkspace());
  });
});
