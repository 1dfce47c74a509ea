/**
 * Exact rational numbers over BigInt, kept in lowest terms with a positive denominator: enough
 * arithmetic for the optimal-play expectation of Memory, which must come out exact.
 */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function fraction(num: bigint, den = 1n): Fraction {
  if (den === 0n) throw new Error('a fraction with denominator 0');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const add = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
export const compare = (a: Fraction, b: Fraction): number => {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};
export const toNumber = (a: Fraction): number => Number(a.num) / Number(a.den);
export const toText = (a: Fraction): string => (a.den === 1n ? `${a.num}` : `${a.num}/${a.den}`);

/** The decimal expansion to `places` digits, rounded half up, exact whatever the size. */
export function toDecimal(a: Fraction, places: number): string {
  const scale = 10n ** BigInt(places);
  const scaled = (a.num * scale * 2n + a.den) / (2n * a.den);
  const whole = scaled / scale;
  const rest = (scaled % scale).toString().padStart(places, '0');
  return places > 0 ? `${whole}.${rest}` : `${whole}`;
}
