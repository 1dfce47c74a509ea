/**
 * The transposition table: one entry per slot, indexed by the low half of the Zobrist key and
 * checked by the high half. A slot is replaced by a different position, or by the same position
 * searched at least as deep. Mate scores are stored relative to the node, not the root, so they
 * stay true wherever the position comes again.
 */

export const EXACT = 0;
export const LOWER = 1;
export const UPPER = 2;

/** Four 32-bit words a slot: key check, move, score, depth << 2 | bound. */
const WORDS = 4;
/** The last word of a slot that holds nothing; a stored one is never negative. */
const EMPTY = -1;
export const MIN_TABLE_MB = 1;
export const MAX_TABLE_MB = 1024;

/**
 * How many entries of `words` 32-bit words a table of `megabytes` holds: the largest power of
 * two that fits, so an index is a key masked. A size out of range is refused.
 */
export function tableEntries(megabytes: number, words: number): number {
  if (!(megabytes >= MIN_TABLE_MB && megabytes <= MAX_TABLE_MB)) {
    throw new RangeError(`table size ${megabytes} MB: must be ${MIN_TABLE_MB} to ${MAX_TABLE_MB}`);
  }
  return 2 ** Math.floor(Math.log2((megabytes * 2 ** 20) / (words * 4)));
}

export class TranspositionTable {
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** Filled by `probe` when it finds the position. */
  move = -1;
  score = 0;
  depth = 0;
  bound = EXACT;

  constructor(megabytes = 16) {
    const slots = tableEntries(megabytes, WORDS);
    this.slots = new Int32Array(slots * WORDS);
    this.mask = slots - 1;
    this.clear();
  }

  clear(): void {
    this.slots.fill(0);
    for (let i = 3; i < this.slots.length; i += WORDS) this.slots[i] = EMPTY;
  }

  probe(keyLo: number, keyHi: number, ply: number, mate: number): boolean {
    const at = (keyLo & this.mask) * WORDS;
    const s = this.slots;
    if (s[at] !== keyHi || s[at + 3] === EMPTY) return false;
    this.move = s[at + 1] as number;
    this.score = fromTable(s[at + 2] as number, ply, mate);
    this.depth = (s[at + 3] as number) >> 2;
    this.bound = (s[at + 3] as number) & 3;
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
    const at = (keyLo & this.mask) * WORDS;
    const s = this.slots;
    if (s[at] === keyHi && (s[at + 3] as number) >> 2 > depth) return;
    s[at] = keyHi;
    s[at + 1] = move;
    s[at + 2] = toTable(score, ply, mate);
    s[at + 3] = (Math.max(depth, 0) << 2) | bound;
  }

  /** Slots holding a position, per thousand, over the first thousand. */
  hashfull(): number {
    let used = 0;
    for (let i = 0; i < 1000 && i * WORDS < this.slots.length; i++) {
      if (this.slots[i * WORDS + 3] !== EMPTY) used++;
    }
    return used;
  }
}

/** Mate scores count plies from the root; the table keeps them counted from the node. */
export const toTable = (score: number, ply: number, mate: number) =>
  score > mate ? score + ply : score < -mate ? score - ply : score;
export const fromTable = (score: number, ply: number, mate: number) =>
  score > mate ? score - ply : score < -mate ? score + ply : score;
