import type { EloEstimate } from '../search/elo.ts';

const signed = (elo: number): string => `${elo < 0 ? '-' : '+'}${Math.abs(elo).toFixed(1)}`;

const end = (elo: number | null): string => (elo === null ? 'unbounded' : signed(elo));

/**
 * The Elo difference of `first` over the other player in words, with its 95% interval, saying
 * so where an end is unbounded rather than printing Infinity.
 */
export function eloText({ score, elo, low, high, error }: EloEstimate, first = 'a'): string {
  if (elo === null) {
    return score === 1
      ? `at least ${end(low)} with 95% confidence (${first} won every game: no finite estimate)`
      : `at most ${end(high)} with 95% confidence (${first} lost every game: no finite estimate)`;
  }
  const interval = `95%: ${end(low)} to ${end(high)}`;
  if (error !== null) return `${signed(elo)} ± ${error.toFixed(1)} (${interval})`;
  return `${signed(elo)} (${interval}; too few ${low === null ? 'wins for a lower' : 'losses for an upper'} bound)`;
}
