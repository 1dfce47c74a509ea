import { describe, expect, it } from 'vitest';
import { parseRoute } from './game-url.ts';

describe('parseRoute', () => {
  it('keeps parameters named like members of Object.prototype as plain entries', () => {
    const route = parseRoute('#/lights-out?constructor=1&__proto__=2&size=5');
    expect(route).toEqual({
      kind: 'game',
      id: 'lights-out',
      query: Object.fromEntries([
        ['constructor', '1'],
        ['__proto__', '2'],
        ['size', '5'],
      ]),
      notices: [],
    });
    if (route.kind === 'game') expect(Object.getPrototypeOf(route.query)).toBe(Object.prototype);
    expect(parseRoute('#/lights-out?toString=1&toString=2')).toEqual({
      kind: 'game',
      id: 'lights-out',
      query: {},
      notices: ['URL: "toString" is given twice; neither is used.'],
    });
  });

  it('drops a parameter given twice or more and names it once, keeping the others', () => {
    expect(parseRoute('#/lights-out?size=5&board=empty&size=6&seed=3&size=7&seed=4')).toEqual({
      kind: 'game',
      id: 'lights-out',
      query: { board: 'empty' },
      notices: [
        'URL: "size" is given twice; neither is used.',
        'URL: "seed" is given twice; neither is used.',
      ],
    });
  });

  it('quotes an excerpt of a long unknown page', () => {
    const path = `/${'X'.repeat(5000)}`;
    expect(parseRoute(`#${path}`)).toMatchObject({
      kind: 'unknown',
      reason: `no page "${path.slice(0, 79)}…" (5001 characters)`,
    });
  });
});
