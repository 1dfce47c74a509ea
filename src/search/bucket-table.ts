import { EXACT, fromTable, tableEntries, toTable } from './transposition-table.ts';

/**
 * A transposition table of two-slot buckets with aging, for an engine that keeps its table from
 * move to move. A position goes to the bucket of the low half of its Zobrist key and is checked
 * by the high half. It replaces its own entry unless that one is deeper (which is then marked
 * as this search's); otherwise the slot it takes is an empty one, else one left by an earlier
 * search, else the shallower: deep results survive the flood of shallow ones, and old ones give
 * way to new.
 */

/** Four 32-bit words a slot: key check, move, score, search << 16 | depth << 2 | bound. */
const WORDS = 4;
const BUCKET = 2 * WORDS;
const EMPTY = -1;

export class BucketTable {
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** The search the table is on, 0-255: an entry of an earlier one may be replaced first. */
  private age = 0;
  /** Filled by `probe` when it finds the position. */
  move = -1;
  score = 0;
  depth = 0;
  bound = EXACT;

  constructor(megabytes = 16) {
    const buckets = tableEntries(megabytes, BUCKET);
    this.slots = new Int32Array(buckets * BUCKET);
    this.mask = buckets - 1;
    this.clear();
  }

  clear(): void {
    this.slots.fill(0);
    for (let i = 3; i < this.slots.length; i += WORDS) this.slots[i] = EMPTY;
    this.age = 0;
  }

  /** A new search begins: what is stored from now on is newer than everything before. */
  nextSearch(): void {
    this.age = (this.age + 1) & 255;
  }

  probe(keyLo: number, keyHi: number, ply: number, mate: number): boolean {
    const s = this.slots;
    let at = (keyLo & this.mask) * BUCKET;
    if (s[at] !== keyHi || s[at + 3] === EMPTY) {
      at += WORDS;
      if (s[at] !== keyHi || s[at + 3] === EMPTY) return false;
    }
    const info = s[at + 3] as number;
    this.move = s[at + 1] as number;
    this.score = fromTable(s[at + 2] as number, ply, mate);
    this.depth = (info >> 2) & 0x3fff;
    this.bound = info & 3;
    return true;
  }

  store(
    keyLo: number,
    keyHi: number,
    ply: number,
    mate: number,
    move: number,
    score: number,
    depth: number,
    bound: number,
  ): void {
    const s = this.slots;
    const first = (keyLo & this.mask) * BUCKET;
    const at = this.slotFor(first, keyHi, depth);
    if (at < 0) return;
    s[at] = keyHi;
    s[at + 1] = move;
    s[at + 2] = toTable(score, ply, mate);
    s[at + 3] = (this.age << 16) | (Math.max(depth, 0) << 2) | bound;
  }

  /** Where to store a result for `keyHi` at `depth` in the bucket at `first`; -1 to keep it out. */
  private slotFor(first: number, keyHi: number, depth: number): number {
    const s = this.slots;
    for (let at = first; at < first + BUCKET; at += WORDS) {
      const info = s[at + 3] as number;
      if (s[at] !== keyHi || info === EMPTY) continue;
      if (((info >> 2) & 0x3fff) <= depth) return at;
      // A deeper result for the position stays, whichever search found it, and counts as this
      // search's: a kept table is worth most for the deep results of the last move.
      s[at + 3] = (this.age << 16) | (info & 0xffff);
      return -1;
    }
    return this.value(first) <= this.value(first + WORDS) ? first : first + WORDS;
  }

  /** What keeping a slot is worth: nothing empty, little from an earlier search, else its depth. */
  private value(at: number): number {
    const info = this.slots[at + 3] as number;
    if (info === EMPTY) return -1;
    return (info >>> 16 === this.age ? 1024 : 0) + ((info >> 2) & 0x3fff);
  }
}
