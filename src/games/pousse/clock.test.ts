import { describe, expect, it } from 'vitest';
import { beepsBetween, clockNotice, clockText } from './clock.ts';

describe("Pousse's move clock (PLT's 30 s / 60 s beeps)", () => {
  it('reads MM:SS from the milliseconds since the turn began', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(59_999)).toBe('00:59');
    expect(clockText(61_000)).toBe('01:01');
    expect(clockText(3_600_000)).toBe('60:00');
  });

  it('beeps once on passing 30 s and twice on passing 60 s, each only once', () => {
    expect(beepsBetween(29_000, 30_000)).toBe(1);
    expect(beepsBetween(30_000, 31_000)).toBe(0);
    expect(beepsBetween(59_500, 60_400)).toBe(2);
    expect(beepsBetween(60_400, 90_000)).toBe(0);
    // A tab left asleep across both marks beeps for both.
    expect(beepsBetween(10_000, 70_000)).toBe(3);
    // Summed over a turn read every second, three beeps in all.
    let total = 0;
    for (let t = 1000; t <= 120_000; t += 1000) total += beepsBetween(t - 1000, t);
    expect(total).toBe(3);
  });

  it('says it in words too, so the beep is not the only sign', () => {
    expect(clockNotice(29_999)).toBeNull();
    expect(clockNotice(30_000)).toContain('30 seconds');
    expect(clockNotice(60_000)).toContain('minute');
  });
});
