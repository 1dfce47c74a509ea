/**
 * A table of score bounds by position key, in buckets of two entries: one keeps the entry that
 * cost the most work to find, the other the latest. It grows with the search.
 *
 * A key is 49 bits: 28 in `lo` and 21 in `hi`. The bucket comes from a hash that is a
 * bijection of `lo` for each `hi` (xor with a function of `hi`, then a multiplication by an
 * odd number modulo 2^28): with 2^k buckets, the bucket is the top k bits of the hash and the
 * tag keeps `hi` and the other 28 - k hash bits, so bucket and tag together give the key back
 * and two positions never share an entry by mistake. The tag has 49 - k bits, at most 32, so a
 * table has at least 2^17 buckets (2^18 entries).
 *
 * Memory, not the node count, is what a small search pays for: a table of 2^23 entries spread
 * over 40 MB costs a cache and TLB miss per lookup, and made the Begin-Easy set half again
 * slower than a 2^18 table with the same node counts. So a search starts on the first 2^18
 * entries and doubles them whenever it has stored half as many entries as there are, up to
 * 2^maxLog2; doubling moves every entry to its bucket in the larger table.
 */

export const MIN_TT_LOG2 = 18;
export const MAX_TT_LOG2 = 27;
/** At most 2^23 entries of 8 bytes, 64 MB. */
export const DEFAULT_TT_LOG2 = 23;

const HASH_BITS = 28;
const LOW28 = (1 << HASH_BITS) - 1;
/** A value lives in the low 16 bits of its word, the work spent on it above them. */
const VALUE_MASK = 0xffff;
const WORK_SHIFT = 16;

export class TranspositionTable {
  readonly maxLog2: number;
  /** Entries in use: 2^log2, in 2^(log2 - 1) buckets. */
  log2 = MIN_TT_LOG2;
  /**
   * Bucket b is 4b to 4b + 3: the tag and the word of its preferred entry, then those of its
   * latest entry (a word 0 marks an empty entry, whatever its tag). A bucket is 16 bytes in
   * one cache line, so a lookup costs one cache miss: the search spends most of its time on
   * these misses (with tags and values in two arrays, looking up the children's entries took
   * 56% of the time on "4453").
   */
  private readonly slots: Int32Array;
  private slotShift = 0;
  private lowMask = 0;
  private storesLeft = 0;

  constructor(maxLog2 = DEFAULT_TT_LOG2) {
    if (!Number.isInteger(maxLog2) || maxLog2 < MIN_TT_LOG2 || maxLog2 > MAX_TT_LOG2) {
      throw new RangeError(
        `a transposition table has 2^${MIN_TT_LOG2} to 2^${MAX_TT_LOG2} entries, not 2^${maxLog2}`,
      );
    }
    this.maxLog2 = maxLog2;
    this.slots = new Int32Array(2 << maxLog2);
    this.resize(MIN_TT_LOG2);
  }

  /** Bytes the table may grow to. */
  get bytes(): number {
    return this.slots.byteLength;
  }

  /** Forgets every entry and shrinks back to the smallest size. */
  reset(): void {
    this.slots.fill(0, 0, 2 << this.log2);
    this.resize(MIN_TT_LOG2);
  }

  /** The value stored for the key, 0 when there is none. */
  get(lo: number, hi: number): number {
    const h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x2545f491) & LOW28;
    const at = (h >>> this.slotShift) << 2;
    const tag = (hi << this.slotShift) | (h & this.lowMask);
    const { slots } = this;
    if (slots[at] === tag) return (slots[at + 1] as number) & VALUE_MASK;
    if (slots[at + 2] === tag) return (slots[at + 3] as number) & VALUE_MASK;
    return 0;
  }

  /**
   * Stores a value from 1 to 65535 for the key, found with `work` (0 to 32767, the more the
   * costlier): into the preferred entry when the key is there or the work is at least that
   * entry's (whose old entry then becomes the latest), else into the latest entry.
   */
  put(lo: number, hi: number, value: number, work: number): void {
    const h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x2545f491) & LOW28;
    const at = (h >>> this.slotShift) << 2;
    const tag = (hi << this.slotShift) | (h & this.lowMask);
    const { slots } = this;
    const word = value | (work << WORK_SHIFT);
    const first = slots[at + 1] as number;
    if (slots[at] === tag) {
      slots[at + 1] = word;
    } else if (work >= first >>> WORK_SHIFT) {
      slots[at + 2] = slots[at] as number;
      slots[at + 3] = first;
      slots[at] = tag;
      slots[at + 1] = word;
    } else {
      slots[at + 2] = tag;
      slots[at + 3] = word;
    }
    if (--this.storesLeft === 0) this.grow();
  }

  private resize(log2: number): void {
    this.log2 = log2;
    this.slotShift = HASH_BITS - (log2 - 1);
    this.lowMask = (1 << this.slotShift) - 1;
    // Growing once half as many entries as there are have been stored keeps collisions rare
    // enough: on 12-move positions, waiting for as many cost up to 11% more nodes.
    this.storesLeft = 1 << (log2 - 1);
  }

  /**
   * Doubles the buckets in use. An entry of bucket b moves to the same place in bucket 2b or
   * 2b + 1, as the top bit of its tag's hash part says, and that bit leaves the tag. Going down
   * from the last bucket, every destination above b has already been emptied or filled, and
   * only bucket b moves entries into 2b and 2b + 1, so one pass in place is enough.
   */
  private grow(): void {
    if (this.log2 === this.maxLog2) {
      this.storesLeft = 1 << this.log2;
      return;
    }
    const { slots } = this;
    const buckets = 1 << (this.log2 - 1);
    const oldLow = this.slotShift;
    const newLow = oldLow - 1;
    const newLowMask = (1 << newLow) - 1;
    slots.fill(0, 4 * buckets, 8 * buckets);
    for (let b = buckets - 1; b >= 0; b--) {
      for (let e = 4 * b + 2; e >= 4 * b; e -= 2) {
        const word = slots[e + 1] as number;
        if (word === 0) continue;
        const tag = slots[e] as number;
        const to = e + 4 * b + 4 * ((tag >>> newLow) & 1);
        slots[e + 1] = 0;
        slots[to] = ((tag >>> oldLow) << newLow) | (tag & newLowMask);
        slots[to + 1] = word;
      }
    }
    this.resize(this.log2 + 1);
  }
}
