import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lightsOut } from '../games/lights-out/rules.ts';
import { formatGameString, parseGameString, splitGameString } from './game-string.ts';

describe('game strings', () => {
  it('splits an id and its parameters', () => {
    expect(splitGameString('lights-out(size=6,board=empty)')).toEqual({
      ok: true,
      value: { id: 'lights-out', params: { size: '6', board: 'empty' } },
    });
    expect(splitGameString('lights-out')).toEqual({
      ok: true,
      value: { id: 'lights-out', params: {} },
    });
  });

  it('explains malformed strings', () => {
    for (const bad of ['', 'Lights', 'lights-out(size)', 'lights-out(size=5', 'a(b=1,,c=2)']) {
      const parsed = splitGameString(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain('expected id or id(name=value');
    }
    expect(splitGameString('x(a=1,a=2)')).toEqual({
      ok: false,
      error: 'game string "x(a=1,a=2)": parameter "a" given twice',
    });
    // Names of Object.prototype's members are parameters like any other, here unknown ones.
    expect(splitGameString('lights-out(constructor=1)')).toEqual({
      ok: true,
      value: { id: 'lights-out', params: { constructor: '1' } },
    });
    expect(parseGameString('lights-out(constructor=1)', [lightsOut])).toEqual({
      ok: false,
      error: 'lights-out: unknown parameter "constructor" (known: size, board)',
    });
  });

  it('validates against the game, including checks across parameters', () => {
    const games = [lightsOut];
    expect(parseGameString('lights-out(size=11)', games)).toEqual({
      ok: false,
      error: 'lights-out: size="11": must be from 3 to 10',
    });
    expect(parseGameString('lights-out(size=4,board=diagonal)', games)).toEqual({
      ok: false,
      error: 'lights-out: prebuilt boards are 5×5; use size=5',
    });
    expect(parseGameString('chess', games)).toEqual({ ok: false, error: 'unknown game "chess"' });
  });

  it('round-trips every valid Lights Out parameter set', () => {
    const board = fc.constantFrom('random', 'empty');
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 10 }), board, (size, b) => {
        const text = formatGameString(lightsOut, { size, board: b });
        const parsed = parseGameString(text, [lightsOut]);
        return parsed.ok && parsed.value.params.size === size && parsed.value.params.board === b;
      }),
      { seed: 54 },
    );
  });
});
