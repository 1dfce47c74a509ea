import { describe, expect, it } from 'vitest';
import { timerText } from './timer.ts';

describe('the timer text', () => {
  it('ticks in seconds, and in minutes when reduced motion is asked for', () => {
    expect(timerText(83_900, true, false)).toBe('1:23');
    expect(timerText(83_900, true, true)).toBe('1 min');
    expect(timerText(20_000, true, true)).toBe('under a minute');
    expect(timerText(3_723_000, true, false)).toBe('1:02:03');
  });

  it('shows a stopped clock exactly, reduced motion or not', () => {
    expect(timerText(83_900, false, true)).toBe('1:23');
    expect(timerText(0, false, false)).toBe('0:00');
  });
});
