import type { Masks } from './cover.ts';

/** One number for four 13-bit suit masks: 52 bits fit a double exactly. */
export const keyOf = (m: Masks): number =>
  (m[0] as number) +
  (m[1] as number) * 2 ** 13 +
  (m[2] as number) * 2 ** 26 +
  (m[3] as number) * 2 ** 39;

/**
 * A memo from a hand's 52-bit key (`keyOf`) to a small whole number, for the
 * searches that ask the same hands millions of times a match. A Map keyed by such numbers
 * hashes each one as a heap double and was the playouts' largest cost; this is open
 * addressing over typed arrays. It forgets everything when half full, as the Maps it replaces
 * were cleared.
 */
export class MaskTable {
  private keys: Float64Array;
  private values: Int32Array;
  private used = 0;
  private readonly mask: number;

  constructor(bits = 20) {
    this.keys = new Float64Array(1 << bits).fill(-1);
    this.values = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
  }

  private slot(key: number): number {
    const lo = key | 0;
    const hi = (key / 4294967296) | 0;
    let i = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b) & this.mask;
    for (;;) {
      const k = this.keys[i] as number;
      if (k === key || k === -1) return i;
      i = (i + 1) & this.mask;
    }
  }

  /** The value kept for `key`, or -1. */
  get(key: number): number {
    const i = this.slot(key);
    return this.keys[i] === key ? (this.values[i] as number) : -1;
  }

  /** Keeps `value` (not negative) for `key`. */
  set(key: number, value: number): void {
    if (2 * this.used >= this.keys.length) {
      this.keys.fill(-1);
      this.used = 0;
    }
    const i = this.slot(key);
    if (this.keys[i] !== key) this.used++;
    this.keys[i] = key;
    this.values[i] = value;
  }
}
