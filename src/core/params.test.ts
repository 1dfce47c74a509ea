import { describe, expect, it } from 'vitest';
import { type ParamSpecs, paramsToText, parseParams, readParams } from './params.ts';

const specs: ParamSpecs = {
  size: { kind: 'int', label: 'Size', min: 3, max: 10, default: 5 },
  wrap: { kind: 'bool', label: 'Wrap', default: false },
  board: {
    kind: 'choice',
    label: 'Board',
    choices: [
      { value: 'random', label: 'Random' },
      { value: 'empty', label: 'Empty' },
    ],
    default: 'random',
  },
};

describe('params', () => {
  it('reads valid text values into typed values', () => {
    expect(readParams(specs, { size: '7', wrap: 'true', board: 'empty' })).toEqual({
      values: { size: 7, wrap: true, board: 'empty' },
      errors: [],
    });
  });

  it('fills in defaults for missing values', () => {
    expect(readParams(specs, {}).values).toEqual({ size: 5, wrap: false, board: 'random' });
  });

  it('names each bad value and keeps the default in its place', () => {
    const { values, errors } = readParams(specs, { size: '99', wrap: 'maybe', colour: 'red' });
    expect(values).toEqual({ size: 5, wrap: false, board: 'random' });
    expect(errors).toEqual([
      'size="99": must be from 3 to 10',
      'wrap="maybe": must be true or false',
      'unknown parameter "colour" (known: size, wrap, board)',
    ]);
  });

  it('rejects non-numbers and unknown choices', () => {
    expect(parseParams(specs, { size: '5x' })).toEqual({
      ok: false,
      error: 'size="5x": must be a whole number',
    });
    expect(parseParams(specs, { board: 'huge' })).toEqual({
      ok: false,
      error: 'board="huge": must be one of random, empty',
    });
  });

  it('names the first bad parameter and counts the others, so the error stays one line', () => {
    expect(parseParams(specs, { size: '5x', board: 'huge' })).toEqual({
      ok: false,
      error: 'size="5x": must be a whole number (and 1 more bad parameter)',
    });
    const many = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`p${i}`, '1']));
    expect(parseParams(specs, many)).toEqual({
      ok: false,
      error: 'unknown parameter "p0" (known: size, wrap, board) (and 999 more bad parameters)',
    });
  });

  it('takes free text for the game to check, refusing what breaks URLs and game strings', () => {
    const text: ParamSpecs = { cards: { kind: 'text', label: 'Cards', default: 'random' } };
    expect(parseParams(text, { cards: 'tiger+crab' })).toEqual({
      ok: true,
      value: { cards: 'tiger+crab' },
    });
    expect(parseParams(text, { cards: ' ' })).toEqual({
      ok: false,
      error: 'cards=" ": must not be empty',
    });
    expect(parseParams(text, { cards: 'a=b' }).ok).toBe(false);
  });

  it('writes values back as text that reads the same', () => {
    const values = { size: 8, wrap: true, board: 'empty' };
    expect(parseParams(specs, paramsToText(specs, values))).toEqual({ ok: true, value: values });
  });

  it('treats names of Object.prototype as unknown parameters, not as specs', () => {
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      const raw = Object.fromEntries([[name, '1']]);
      expect(readParams(specs, raw)).toEqual({
        values: { size: 5, wrap: false, board: 'random' },
        errors: [`unknown parameter "${name}" (known: size, wrap, board)`],
      });
    }
  });

  it('refuses whole numbers past the safe range rather than rounding them', () => {
    const wide: ParamSpecs = {
      n: { kind: 'int', label: 'N', min: 0, max: Number.MAX_SAFE_INTEGER, default: 0 },
    };
    expect(parseParams(wide, { n: '9007199254740993' })).toEqual({
      ok: false,
      error: 'n="9007199254740993": is too large: whole numbers go up to ±9007199254740991',
    });
    expect(parseParams(wide, { n: '9007199254740991' })).toEqual({
      ok: true,
      value: { n: Number.MAX_SAFE_INTEGER },
    });
  });

  it('quotes a long bad value by an excerpt, not in full', () => {
    const { errors } = readParams(specs, { size: '7'.repeat(10_000) });
    expect(errors).toEqual([
      `size="${'7'.repeat(79)}…" (10000 characters): is too large: whole numbers go up to ±9007199254740991`,
    ]);
  });
});
