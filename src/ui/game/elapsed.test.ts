import { describe, expect, it } from 'vitest';
import { elapsedText } from './Elapsed.tsx';

describe('the running time of a search', () => {
  it('counts whole seconds, then minutes with two-digit seconds', () => {
    expect(elapsedText(0)).toBe('0 s');
    expect(elapsedText(59_999)).toBe('59 s');
    expect(elapsedText(60_000)).toBe('1 min 00 s');
    expect(elapsedText(132_800)).toBe('2 min 12 s');
  });
});
