import fc from 'fast-check';
import { expect } from 'vitest';
import type { Result } from '../../src/core/result.ts';

/**
 * Text for the fuzz tests of every text format (moves, positions, game strings, addresses,
 * saves): arbitrary strings, and mutations of real ones, which reach deeper into a parser than
 * noise does. Sometimes huge, so that errors are seen to quote an excerpt, not the input.
 */

/** Characters the formats give meaning to, and some that trip naive parsers. */
const SYNTAX = [...' /,:;=()?&#%.-+*_|[]{}"\'\\0159abcxyzAZ\n\t', '\u0000', '💥', 'é', '\u202e'];
const syntaxChar = fc.constantFrom(...SYNTAX);

/** A few characters to insert or overwrite: syntax, or any unicode. */
const piece = fc.oneof(
  fc.string({ unit: syntaxChar, minLength: 1, maxLength: 3 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
  fc.constantFrom('__proto__', 'constructor', 'NaN', '-0', '1e999', '9007199254740993'),
);

/** Long enough to show an error quoting the whole input, short enough to stay fast. */
const HUGE = 5000;

export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: syntaxChar, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: piece.map((p) => p.repeat(Math.ceil(HUGE / p.length))) },
);

type Edit = {
  kind: 'insert' | 'delete' | 'replace' | 'swap' | 'cut' | 'repeat';
  at: number;
  to: number;
  text: string;
};

const edit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('insert', 'delete', 'replace', 'swap', 'cut', 'repeat'),
  at: fc.nat(),
  to: fc.nat(),
  text: piece,
});

function apply(text: string, { kind, at, to, text: p }: Edit): string {
  const i = at % (text.length + 1);
  switch (kind) {
    case 'swap': {
      // Two characters trade places: a board keeps its shape, so more of these still read.
      const j = to % (text.length + 1);
      const [a, b] = [Math.min(i, j), Math.max(i, j)];
      if (b >= text.length) return text;
      return text.slice(0, a) + text[b] + text.slice(a + 1, b) + text[a] + text.slice(b + 1);
    }
    case 'insert':
      return text.slice(0, i) + p + text.slice(i);
    case 'delete':
      return text.slice(0, i) + text.slice(i + 1);
    case 'replace':
      return text.slice(0, i) + p + text.slice(i + p.length);
    case 'cut':
      return text.slice(0, i);
    case 'repeat':
      return text.slice(0, i) + text.slice(i).repeat(Math.ceil(HUGE / (text.length - i + 1)));
  }
}

/** `base` with one to three edits: characters inserted, deleted, replaced or swapped, cut, repeated. */
export const mutated = (base: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(base, fc.array(edit, { minLength: 1, maxLength: 3 }))
    .map(([text, edits]) => edits.reduce(apply, text));

/**
 * The longest error: words around at most two excerpts of the input (src/core/excerpt.ts, 80
 * characters and their place each), however long the input. A save's error quotes a bad move
 * and then the game's own error about it, which quotes it again.
 */
export const MAX_ERROR = 300;

/** A parser's error: a string that says something, in at most MAX_ERROR characters. */
export function expectShortError(read: Result<unknown>, input: string): void {
  if (read.ok) return;
  expect(read.error, `error for ${JSON.stringify(input.slice(0, 60))}`).toMatch(/\S/);
  expect(read.error.length, `error "${read.error.slice(0, 300)}"`).toBeLessThanOrEqual(MAX_ERROR);
}

/** Numbers a format may not expect where it reads one: zero, negatives, huge, fractions, JSON's. */
const ODD_NUMBERS = ['0', '00', '-1', '7', '9', '10', '99', '100000', '1.5', '1e9', '-0'];

/**
 * `base` with one of its numbers (the `k`th run of digits, counted round) swapped for an odd
 * one: a die of 0 or a count of 99 keeps the text's shape, so more of these read than of
 * random edits, and they reach the range checks behind the syntax.
 */
export const renumbered = (base: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(base, fc.nat(), fc.constantFrom(...ODD_NUMBERS)).map(([text, k, number]) => {
    const runs = [...text.matchAll(/\d+/g)];
    const run = runs[k % Math.max(runs.length, 1)];
    if (!run) return text;
    return text.slice(0, run.index) + number + text.slice(run.index + run[0].length);
  });
