import { createRng, deriveSeed, type Rng } from '../core/rng.ts';

/**
 * SPSA (simultaneous perturbation stochastic approximation, as chess engines tune with it):
 * each iteration nudges every parameter up or down at random, lets `compare` play the
 * nudged-up against the nudged-down parameters, and moves every parameter towards the side
 * that scored better. All parameters learn from every comparison, however many there are.
 */

export interface SpsaOptions {
  readonly iterations: number;
  /** Step size at the start, as a fraction of each parameter's perturbation. */
  readonly rate: number;
  /**
   * How far each parameter is nudged at first: big enough that one comparison can tell the two
   * sides apart now and then, the only signal SPSA has. 0 holds a parameter fixed.
   */
  readonly perturbation: readonly number[];
  readonly seed: number;
  /**
   * From -1 to 1: how much better the nudged-up parameters did than the nudged-down ones.
   * `rng` is the iteration's own, already used for the nudges, so a seed replays every step.
   */
  readonly compare: (plus: number[], minus: number[], rng: Rng, iteration: number) => number;
}

export interface SpsaStep {
  readonly iteration: number;
  /** What `compare` returned. */
  readonly result: number;
  readonly theta: readonly number[];
}

export function* spsa(start: readonly number[], options: SpsaOptions): Generator<SpsaStep> {
  const { perturbation, rate } = options;
  if (perturbation.length !== start.length) {
    throw new RangeError(
      `SPSA: ${perturbation.length} perturbations for ${start.length} parameters`,
    );
  }
  const theta = start.slice();
  for (let k = 1; k <= options.iterations; k++) {
    const rng = createRng(deriveSeed(options.seed, k));
    // The usual gain sequences (Spall): the nudge shrinks slowly, the step a little faster.
    const ck = 1 / k ** 0.101;
    const ak = rate / (1 + k / 100) ** 0.602;
    const delta = theta.map((_, i) => (perturbation[i] === 0 ? 0 : rng.bool() ? 1 : -1));
    const nudged = (sign: number) =>
      theta.map((t, i) => t + sign * ck * (perturbation[i] as number) * (delta[i] as number));
    const result = options.compare(nudged(1), nudged(-1), rng, k);
    for (let i = 0; i < theta.length; i++) {
      theta[i] =
        (theta[i] as number) + ak * (perturbation[i] as number) * result * (delta[i] as number);
    }
    yield { iteration: k, result, theta: theta.slice() };
  }
}
