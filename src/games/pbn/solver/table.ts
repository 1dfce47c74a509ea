/**
 * Line results kept by clue, in open-addressing hash tables over typed arrays. A line's cells
 * are packed two bits each (0 unknown, 1 filled, 2 empty), sixteen to a 32-bit word, so a key
 * is a few small integers: no string, no boxed number, nothing for the collector. (A Map keyed
 * by the base-3 number boxed every key past 2^30 and cost most of the search's time.)
 *
 * A slot is `words` key words, `words` result words (the line as the line solver completes
 * it), and a state: 0 free, SOLVED, or CONTRADICTION.
 */
export const SOLVED = 1;
export const CONTRADICTION = 2;

export class LineTable {
  /** Words per line: ⌈n / 16⌉. */
  readonly words: number;
  /** Int32s per slot. */
  readonly stride: number;
  slots: Int32Array;
  private mask: number;
  count = 0;

  constructor(readonly n: number) {
    this.words = Math.ceil(n / 16) || 1;
    this.stride = 2 * this.words + 1;
    this.mask = 1023;
    this.slots = new Int32Array(1024 * this.stride);
  }

  /**
   * The offset of the slot for the key in `key[from..from + words)`: the slot holding it (state ≠ 0) or
   * the free one where it goes (state 0).
   */
  find(key: Int32Array, from = 0): number {
    const { words, stride, slots, mask } = this;
    let h = key[from] as number;
    for (let j = 1; j < words; j++) {
      h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) ^ (key[from + j] as number);
    }
    h = Math.imul(h ^ (h >>> 16), 0x9e3779b1);
    let i = (h ^ (h >>> 13)) & mask;
    for (;;) {
      const at = i * stride;
      if (slots[at + 2 * words] === 0) return at;
      let same = true;
      for (let j = 0; j < words; j++) {
        if (slots[at + j] !== key[from + j]) {
          same = false;
          break;
        }
      }
      if (same) return at;
      i = (i + 1) & mask;
    }
  }

  /**
   * Fills the free slot at `at` (from `find`) with a key (at `from`) and its result (`result` null for a
   * contradiction); returns the slot's offset, which moves when the table grows.
   */
  insert(at: number, key: Int32Array, from: number, result: Int32Array | null): number {
    const { words, slots } = this;
    for (let j = 0; j < words; j++) {
      slots[at + j] = key[from + j] as number;
      slots[at + words + j] = result ? (result[j] as number) : 0;
    }
    slots[at + 2 * words] = result ? SOLVED : CONTRADICTION;
    if (++this.count * 2 <= this.mask) return at;
    this.grow();
    return this.find(key, from);
  }

  private grow(): void {
    const old = this.slots;
    const { stride, words } = this;
    this.mask = this.mask * 2 + 1;
    this.slots = new Int32Array((this.mask + 1) * stride);
    for (let at = 0; at < old.length; at += stride) {
      if (old[at + 2 * words] === 0) continue;
      const to = this.find(old, at);
      for (let j = 0; j < stride; j++) this.slots[to + j] = old[at + j] as number;
    }
  }

  /** Empties the table (a memory limit reached). */
  clear(): void {
    this.slots.fill(0);
    this.count = 0;
  }
}
