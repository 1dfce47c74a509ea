/**
 * The random stream the PLT fixtures fix PLT's `(random)` to (scripts/gobblet-plt-fixture.rkt):
 * x ← (1103515245·x + 12345) mod 2³¹, each value x / 2³¹. In play, PLT's players draw from it
 * too, seeded from the game's rng, so a seeded game replays exactly.
 */
export function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    // The low 31 bits of the product are exact with Math.imul (it keeps the low 32).
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    return x / 2147483648;
  };
}
