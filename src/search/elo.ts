/**
 * The Elo difference a match score implies, with its 95% interval, computed as cutechess does:
 * the standard error of the mean per-game score (1, ½ or 0), the interval of the score turned
 * into Elo at both ends. Where an end falls outside a finite Elo, it is reported as unbounded
 * (null) rather than as a number that would only look precise.
 */

export interface Tally {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

export interface EloEstimate {
  /** Points per game, 0 to 1. */
  readonly score: number;
  /** Null when the score is 0 or 1: no finite difference explains it. */
  readonly elo: number | null;
  /** Ends of the 95% interval; null is unbounded (below for `low`, above for `high`). */
  readonly low: number | null;
  readonly high: number | null;
  /** Half the width of the interval, cutechess's ±; null when an end is unbounded. */
  readonly error: number | null;
}

/** Φ⁻¹(0.975): a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/** The Elo difference at which the stronger side scores `score`; ±Infinity at 1 and 0. */
export const eloFromScore = (score: number): number => 400 * Math.log10(score / (1 - score));

export function estimateElo({ wins, draws, losses }: Tally): EloEstimate {
  const games = wins + draws + losses;
  if (games === 0) throw new RangeError('no games to estimate from');
  const score = (wins + draws / 2) / games;
  if (score === 1 || score === 0) {
    // Every game won (or lost): the spread of the results is zero, so the normal interval says
    // nothing. Clopper–Pearson's one-sided 97.5% bound on the win rate still does: n straight
    // wins are unlikely below p = 0.025^(1/n).
    const bound = eloFromScore(0.025 ** (1 / games));
    return score === 1
      ? { score, elo: null, low: bound, high: null, error: null }
      : { score, elo: null, low: null, high: -bound, error: null };
  }
  const variance =
    (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / games;
  const margin = Z95 * Math.sqrt(variance / games);
  const low = score - margin > 0 ? eloFromScore(score - margin) : null;
  const high = score + margin < 1 ? eloFromScore(score + margin) : null;
  return {
    score,
    elo: eloFromScore(score),
    low,
    high,
    error: low === null || high === null ? null : (high - low) / 2,
  };
}
