import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from './eval.ts';
import { exprFromDatum, exprToDatum } from './plt.ts';
import { type Datum, isList, readAll, write } from './sexpr.ts';
import { evaluate } from './visible.ts';

/**
 * Our evaluator against PLT's own: scripts/gcalc-plt-fixture.rkt ran PLT's gcalc.rkt on these
 * expressions (Church numerals, booleans, lists, Y-comb, the slicer, spatial functions) under
 * eight settings and cell sizes, and kept the length and SHA-1 of each result as Racket writes it.
 */
const text = readFileSync(new URL('./fixtures/plt-eval.rktd', import.meta.url), 'utf8');
const cases = readAll(text).map((d) => {
  if (!isList(d)) throw new Error('bad fixture');
  const [s, input, length, sha] = d.list as [Datum, Datum, number, string];
  const [depth, cutoff, splitArgs, colourOps, size] = (s as { list: Datum[] }).list;
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    depth: depth === false ? null : (depth as number),
    cutoff: cutoff === false ? null : (cutoff as number),
    splitArgs: splitArgs as boolean,
    colourOps: colourOps as boolean,
  };
  return { settings, size: size as number, input: exprFromDatum(input), length, sha };
});

describe("evaluation matches PLT's gcalc.rkt", () => {
  it('has the fixture', () => expect(cases.length).toBe(8 * 21));
  it.each(cases.map((c, i) => [i, c] as const))('case %i', (_, c) => {
    const out = write(exprToDatum(evaluate(c.input, c.settings, c.size)));
    expect(out.length).toBe(c.length);
    expect(createHash('sha1').update(out).digest('hex')).toBe(c.sha);
  });
});
