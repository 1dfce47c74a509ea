/**
 * A table of score bounds by position key, replacing on collision as Pons' does, that grows
 * with the search.
 *
 * A key is 49 bits: 28 in `lo` and 21 in `hi`. The slot comes from a hash that is a bijection
 * of `lo` for each `hi` (xor with a function of `hi`, then a multiplication by an odd number
 * modulo 2^28): with 2^k slots, the slot is the top k bits of the hash and the tag keeps `hi`
 * and the other 28 - k hash bits, so slot and tag together give the key back and two
 * positions never share an entry by mistake. The tag has 49 - k bits, so a table has at least
 * 2^18 slots.
 *
 * Memory, not the node count, is what a small search pays for: a table of 2^23 entries spread
 * over 40 MB costs a cache and TLB miss per lookup, and made the Begin-Easy set half again
 * slower than a 2^18 table with the same node counts. So a search starts on the first 2^18
 * slots and doubles them whenever it has stored half as many entries as there are slots, up
 * to 2^maxLog2; doubling moves every entry to its slot in the larger table.
 */

export const MIN_TT_LOG2 = 18;
export const MAX_TT_LOG2 = 27;
/** At most 2^23 entries of 8 bytes, 64 MB. */
export const DEFAULT_TT_LOG2 = 23;

const HASH_BITS = 28;
const LOW28 = (1 << HASH_BITS) - 1;

export class TranspositionTable {
  readonly maxLog2: number;
  /** Slots in use: 2^log2. */
  log2 = MIN_TT_LOG2;
  /**
   * Slot s is the tag at 2s and the value at 2s + 1 (0 marks an empty slot, whatever its tag):
   * side by side, a lookup costs one cache miss, not two. The search spends most of its time
   * on these misses: with tags and values in two arrays, looking up the children's entries
   * took 56% of the time on "4453".
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
    const at = (h >>> this.slotShift) << 1;
    return this.slots[at] === ((hi << this.slotShift) | (h & this.lowMask))
      ? (this.slots[at + 1] as number)
      : 0;
  }

  /** Stores a value from 1 to 65535 for the key. */
  put(lo: number, hi: number, value: number): void {
    const h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x2545f491) & LOW28;
    const at = (h >>> this.slotShift) << 1;
    this.slots[at] = (hi << this.slotShift) | (h & this.lowMask);
    this.slots[at + 1] = value;
    if (--this.storesLeft === 0) this.grow();
  }

  private resize(log2: number): void {
    this.log2 = log2;
    this.slotShift = HASH_BITS - log2;
    this.lowMask = (1 << this.slotShift) - 1;
    // Growing once half as many entries as slots are stored keeps collisions rare enough:
    // on 12-move positions, waiting for as many cost up to 11% more nodes.
    this.storesLeft = 1 << (log2 - 1);
  }

  /**
   * Doubles the slots in use. An entry at slot s moves to 2s or 2s + 1, as the top bit of its
   * tag's hash part says, and that bit leaves the tag. Going down from the last slot, every
   * destination above s has already been emptied or filled, so one pass in place is enough.
   */
  private grow(): void {
    if (this.log2 === this.maxLog2) {
      this.storesLeft = 1 << this.log2;
      return;
    }
    const { slots } = this;
    const size = 1 << this.log2;
    const oldLow = this.slotShift;
    const newLow = oldLow - 1;
    const newLowMask = (1 << newLow) - 1;
    slots.fill(0, 2 * size, 4 * size);
    for (let s = size - 1; s >= 0; s--) {
      const value = slots[2 * s + 1] as number;
      if (value === 0) continue;
      const tag = slots[2 * s] as number;
      const to = 2 * s + ((tag >>> newLow) & 1);
      slots[2 * s + 1] = 0;
      slots[2 * to] = ((tag >>> oldLow) << newLow) | (tag & newLowMask);
      slots[2 * to + 1] = value;
    }
    this.resize(this.log2 + 1);
  }
}
