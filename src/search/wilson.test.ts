import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilson.ts';

describe('wilsonInterval', () => {
  it('matches the textbook values', () => {
    const [lo, hi] = wilsonInterval(0.5, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    expect(wilsonInterval(1, 10)[0]).toBeCloseTo(0.7225, 4);
    expect(wilsonInterval(1, 10)[1]).toBe(1);
    expect(wilsonInterval(0, 10)[0]).toBe(0);
  });
});
