import { describe, expect, it } from 'vitest';
import { readInteger } from './integer.ts';

describe('readInteger', () => {
  it('reads whole numbers, signed, with surrounding space', () => {
    expect(readInteger(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(readInteger('-7')).toEqual({ ok: true, value: -7 });
    expect(readInteger(String(Number.MAX_SAFE_INTEGER))).toEqual({
      ok: true,
      value: Number.MAX_SAFE_INTEGER,
    });
  });

  it('refuses numbers a double cannot hold exactly instead of rounding them', () => {
    const tooLarge = { ok: false, error: 'is too large: whole numbers go up to ±9007199254740991' };
    expect(readInteger('9007199254740992')).toEqual(tooLarge);
    expect(readInteger('14999999999999999999999')).toEqual(tooLarge);
    expect(readInteger('9'.repeat(400))).toEqual(tooLarge);
    expect(readInteger(`-${'9'.repeat(400)}`)).toEqual(tooLarge);
  });

  it('refuses what is not a whole number', () => {
    for (const text of ['', '1.5', '1e3', '0x10', '+3', 'Infinity']) {
      expect(readInteger(text)).toEqual({ ok: false, error: 'must be a whole number' });
    }
  });
});
