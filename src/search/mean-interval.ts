/** Φ⁻¹(0.975): a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The mean of `values` with its 95% interval by the normal approximation (the sample's standard
 * deviation over √n); a single value's interval is unbounded, as nothing says how it varies.
 */
export function meanInterval(values: readonly number[]): {
  mean: number;
  interval: [number, number];
} {
  const n = values.length;
  if (n === 0) throw new RangeError('no values to average');
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { mean, interval: [-Infinity, Infinity] };
  const variance = values.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  const half = Z95 * Math.sqrt(variance / n);
  return { mean, interval: [mean - half, mean + half] };
}
