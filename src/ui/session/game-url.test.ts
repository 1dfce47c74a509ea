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
    });
    if (route.kind === 'game') expect(Object.getPrototypeOf(route.query)).toBe(Object.prototype);
    expect(parseRoute('#/lights-out?toString=1&toString=2')).toMatchObject({
      reason: '"toString" is given twice',
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
