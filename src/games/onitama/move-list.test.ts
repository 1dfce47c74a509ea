import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { formatMoves, legalMoves, parseMoves, parseState, play } from './rules.ts';

const start = unwrap(parseState('rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b'));

describe('Onitama move lines', () => {
  it('read back what they write', () => {
    const first = legalMoves(start)[0];
    if (!first) throw new Error('no move');
    const second = legalMoves(play(start, first)).at(-1);
    if (!second) throw new Error('no reply');
    const text = formatMoves([first, second]);
    expect(text).toMatch(/^tiger:a1a3 \w+:[a-e][1-5][a-e][1-5]$/);
    expect(unwrap(parseMoves(start, text))).toEqual([first, second]);
  });

  it('name the first move that is not legal where it is played', () => {
    const bad = parseMoves(start, 'tiger:a1a3 tiger:a3a5');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^move 2: /);
  });
});
