import { describe, expect, it } from 'vitest';
import { spsa } from './spsa.ts';

/** A noiseless hill with its top at (3, -2): the better side wins the comparison outright. */
const height = ([x, y]: readonly number[]) => -(((x ?? 0) - 3) ** 2) - ((y ?? 0) + 2) ** 2;
const compare = (plus: number[], minus: number[]) => Math.sign(height(plus) - height(minus));

describe('spsa', () => {
  it('climbs towards the better parameters, the same way for the same seed', () => {
    const options = { iterations: 200, rate: 0.2, perturbation: [1, 1, 1], seed: 7, compare };
    const steps = [...spsa([0, 0, 5], options)];
    expect(steps.map((s) => s.iteration)).toEqual(steps.map((_, i) => i + 1));
    const [x, y] = steps.at(-1)?.theta ?? [];
    expect(Math.abs((x ?? 0) - 3)).toBeLessThan(0.5);
    expect(Math.abs((y ?? 0) + 2)).toBeLessThan(0.5);
    expect([...spsa([0, 0, 5], options)]).toEqual(steps);
  });

  it('holds a parameter with no perturbation fixed', () => {
    const options = { iterations: 20, rate: 0.2, perturbation: [1, 0], seed: 1, compare };
    for (const step of spsa([0, 0], options)) expect(step.theta[1]).toBe(0);
  });

  it('refuses perturbations that do not match the parameters', () => {
    const options = { iterations: 1, rate: 0.2, perturbation: [1], seed: 1, compare };
    expect(() => [...spsa([0, 0], options)]).toThrow('1 perturbations for 2 parameters');
  });
});
