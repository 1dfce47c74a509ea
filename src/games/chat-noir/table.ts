/**
 * The solver's transposition table: positions by a 52-bit Zobrist key, each entry keeping the
 * exact position (blocked circles as a bitset, the cat, whose turn) so that a key shared by two
 * positions never mixes their verdicts: the second goes to an exact string-keyed overflow map.
 */

/**
 * How a win settled without search goes on (strategy.ts follows it): a ladder along the edge,
 * its blocks in order (the cat's steps are forced); a wall closed in order whatever the cat
 * does (race.ts); a wall played out by probe.ts's rule.
 */
export type Rule =
  | { readonly kind: 'ladder'; readonly blocks: readonly number[] }
  | { readonly kind: 'race'; readonly wall: readonly number[] }
  | { readonly kind: 'probe'; readonly wall: readonly number[] };

/** A position of the search: the player to block (OR) or the cat to step (AND). */
export interface Entry {
  readonly cat: number;
  readonly bits: Int32Array;
  readonly and: boolean;
  /** Proof and disproof numbers: 0 proven (the player traps the cat) or disproven. */
  pn: number;
  dn: number;
  /** OR: the blocks to search, best first; AND: the cat's best steps. Null until expanded. */
  moves: Int16Array | null;
  /** OR: the proof number each block's AND node starts with (its count of cat steps). */
  start: Int32Array | null;
  /** OR: the circles any block must hit (the pass loses), or null: every block the cat reaches. */
  must: Int32Array | null;
  /**
   * OR without a static must-play set: the pass (the cat's turn on the same board, an AND entry)
   * is searched too, and once it loses only the blocks in its support remain.
   */
  pass: boolean;
  /** OR: the supports already known of a loss (the pass's, blocks refuted at expansion). */
  base: Int32Array | null;
  /** A win: blocks at most, and (OR) the block. */
  blocks: number;
  block: number;
  /** A win settled without search: how its strategy goes on (null: by its children). */
  rule: Rule | null;
  /** A loss: the circles its proof needs open. */
  support: Int32Array | null;
}

/**
 * Zobrist keys, each in two 26-bit halves (a key is hi · 2^26 + lo, exact in a double): one a
 * circle for its block, one a circle for the cat, one for the cat's turn.
 */
export class Keys {
  readonly blockHi: Int32Array;
  readonly blockLo: Int32Array;
  readonly catHi: Int32Array;
  readonly catLo: Int32Array;
  readonly turnHi: number;
  readonly turnLo: number;
  constructor(n: number) {
    let x = 0x9e3779b9 | 0;
    // xorshift32: deterministic, so node counts repeat run to run
    const next = () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 6) & 0x3ffffff;
    };
    this.blockHi = Int32Array.from({ length: n }, next);
    this.blockLo = Int32Array.from({ length: n }, next);
    this.catHi = Int32Array.from({ length: n }, next);
    this.catLo = Int32Array.from({ length: n }, next);
    this.turnHi = next();
    this.turnLo = next();
  }
}

export const KEY_SCALE = 0x4000000;

export class Table {
  private readonly main = new Map<number, Entry>();
  private readonly spill = new Map<string, Entry>();
  get size(): number {
    return this.main.size + this.spill.size;
  }
  get(key: number, bits: Int32Array, cat: number, and: boolean): Entry | undefined {
    const e = this.main.get(key);
    if (e === undefined) return undefined;
    if (same(e, bits, cat, and)) return e;
    return this.spill.get(exact(bits, cat, and));
  }
  /** A new entry for the position (not in the table yet). */
  create(key: number, bits: Int32Array, cat: number, and: boolean): Entry {
    const e: Entry = {
      cat,
      bits: bits.slice(),
      and,
      pn: 1,
      dn: 1,
      moves: null,
      start: null,
      must: null,
      pass: false,
      base: null,
      blocks: 0,
      block: -1,
      rule: null,
      support: null,
    };
    if (this.main.has(key)) this.spill.set(exact(bits, cat, and), e);
    else this.main.set(key, e);
    return e;
  }
}

function same(e: Entry, bits: Int32Array, cat: number, and: boolean): boolean {
  if (e.cat !== cat || e.and !== and) return false;
  for (let w = 0; w < bits.length; w++) if (e.bits[w] !== bits[w]) return false;
  return true;
}

const exact = (bits: Int32Array, cat: number, and: boolean) =>
  `${cat}${and ? 'a' : 'o'}${bits.join(',')}`;
