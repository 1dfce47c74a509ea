/**
 * The 95% Wilson score interval for a proportion `p` of `n` trials. A score with draws is not
 * a plain proportion; draws make its variance smaller, so the interval errs on the wide side.
 * Unlike the normal approximation it stays inside [0, 1] and is not empty at 0% or 100%.
 */
export function wilsonInterval(p: number, n: number): [number, number] {
  const z = 1.959964;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n))) / (1 + z2n);
  // Exact at the ends, where rounding would otherwise leave 1 - 2^-53.
  return [p === 0 ? 0 : centre - half, p === 1 ? 1 : centre + half];
}
