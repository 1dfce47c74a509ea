import { EXACT, fromTable, tableEntries, toTable } from './transposition-table.ts';

/**
 * A transposition table of two-slot buckets with aging, for an engine that keeps its table from
 * move to move. A position goes to the bucket of the low half of its Zobrist key and is checked
 * by the high half. It replaces its own entry unless that one is deeper (which is then marked
 * as this search's); otherwise the slot it takes is an empty one, else one left by an earlier
 * search, else the shallower: deep results survive the flood of shallow ones, and old ones give
 * way to new.
 *
 * Its memory may be shared between threads searching at once (`shared`, then `over` in the
 * others). A slot is four words written one by one, so a thread may read one half-written by
 * another: the key check is stored xor the other three words, and a slot whose words do not
 * agree reads as a miss (lockless hashing, as chess engines share their tables).
 */

/** Four 32-bit words a slot: key check xor the rest, move, score, search << 16 | depth << 2 | bound. */
const WORDS = 4;
const BUCKET = 2 * WORDS;
const EMPTY = -1;

/** A table's memory and the search it is on: what another thread needs to share it. */
export interface TableView {
  readonly memory: ArrayBufferLike;
  readonly age: number;
}

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

  /**
   * A table of `megabytes`, emptied, in memory threads can share if `shared`; or another
   * thread's view of a shared table, on its search (`view`), of which nothing is emptied.
   */
  constructor(megabytes: number | TableView = 16, shared = false) {
    if (typeof megabytes === 'number') {
      const bytes = tableEntries(megabytes, BUCKET) * BUCKET * 4;
      this.slots = new Int32Array(shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
      this.clear();
    } else {
      this.slots = new Int32Array(megabytes.memory);
      this.age = megabytes.age;
    }
    this.mask = this.slots.length / BUCKET - 1;
  }

  /** What another thread needs to search with this table (a SharedArrayBuffer's, if shared). */
  get view(): TableView {
    return { memory: this.slots.buffer, age: this.age };
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
    const at = (keyLo & this.mask) * BUCKET;
    return this.read(at, keyHi, ply, mate) || this.read(at + WORDS, keyHi, ply, mate);
  }

  /** Fills move, score, depth and bound from the slot at `at` if it holds `keyHi`, whole. */
  private read(at: number, keyHi: number, ply: number, mate: number): boolean {
    const s = this.slots;
    // Each word read once: another thread may be writing the slot meanwhile.
    const move = s[at + 1] as number;
    const score = s[at + 2] as number;
    const info = s[at + 3] as number;
    if (((s[at] as number) ^ move ^ score ^ info) !== keyHi || info === EMPTY) return false;
    this.move = move;
    this.score = fromTable(score, ply, mate);
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
    const stored = toTable(score, ply, mate);
    const info = (this.age << 16) | (Math.max(depth, 0) << 2) | bound;
    s[at] = keyHi ^ move ^ stored ^ info;
    s[at + 1] = move;
    s[at + 2] = stored;
    s[at + 3] = info;
  }

  /** Where to store a result for `keyHi` at `depth` in the bucket at `first`; -1 to keep it out. */
  private slotFor(first: number, keyHi: number, depth: number): number {
    const s = this.slots;
    for (let at = first; at < first + BUCKET; at += WORDS) {
      const info = s[at + 3] as number;
      const rest = (s[at + 1] as number) ^ (s[at + 2] as number);
      if (((s[at] as number) ^ rest ^ info) !== keyHi || info === EMPTY) continue;
      if (((info >> 2) & 0x3fff) <= depth) return at;
      // A deeper result for the position stays, whichever search found it, and counts as this
      // search's: a kept table is worth most for the deep results of the last move.
      const renewed = (this.age << 16) | (info & 0xffff);
      s[at] = keyHi ^ rest ^ renewed;
      s[at + 3] = renewed;
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
