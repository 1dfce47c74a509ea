import { CELLS, HEIGHT, LO_COLUMNS, mirrorHi, mirrorLo, Position, WIDTH } from './bitboard.ts';

/**
 * The opening book: exact scores (Pons' scale, from the side to move) of the positions of the
 * first plies, so the solver's slowest searches, those near the empty board, are never run on
 * the page. A position and its mirror image share one entry. Positions whose player to move
 * wins at once are left out: their score follows from the number of discs.
 *
 * The file is `C4BK`, a version byte, the ply up to which every position is held (the book is
 * built ply by ply and may stop inside one), the entry count (u32, little-endian), then per
 * entry in increasing key order the gap from the previous key (LEB128) and the score (int8).
 * The keys of early positions are sparse in 2^49, so a gap takes 4 or 5 bytes.
 */

const MAGIC = [0x43, 0x34, 0x42, 0x4b];
const VERSION = 1;
const HEADER = 10;
const LOW = 2 ** 28;

/** The key of a position or its mirror image, whichever is smaller: a number below 2^49. */
export function bookKey(position: Position): number {
  const kl = position.curLo + position.maskLo;
  const kh = position.curHi + position.maskHi;
  const xl = mirrorLo(kl, kh);
  const xh = mirrorHi(kl);
  return Math.min(kh * LOW + kl, xh * LOW + xl);
}

/**
 * The position of a key (in the orientation the key has). A column of h discs adds 2^h - 1 to
 * the discs of the player to move, so the key plus one per column has its highest bit at the
 * first empty cell and those discs below it.
 */
export function positionOfKey(key: number): Position {
  const words = [key % LOW, Math.floor(key / LOW)];
  const cur = [0, 0];
  const mask = [0, 0];
  let moves = 0;
  for (let column = 0; column < WIDTH; column++) {
    const word = column < LO_COLUMNS ? 0 : 1;
    const shift = (column % LO_COLUMNS) * (HEIGHT + 1);
    const bits = (((words[word] as number) >> shift) & 127) + 1;
    const height = 31 - Math.clz32(bits);
    const below = (1 << height) - 1;
    mask[word] = (mask[word] as number) | (below << shift);
    cur[word] = (cur[word] as number) | ((bits & below) << shift);
    moves += height;
  }
  return new Position(
    cur[0] as number,
    cur[1] as number,
    mask[0] as number,
    mask[1] as number,
    moves,
  );
}

export class Book {
  private constructor(
    /** Sorted keys. */
    readonly keys: Float64Array,
    readonly scores: Int8Array,
    /** Every position with at most this many discs is held. */
    readonly completePly: number,
  ) {}

  static readonly EMPTY = new Book(new Float64Array(0), new Int8Array(0), -1);

  get size(): number {
    return this.keys.length;
  }

  /** Builds a book from key → score pairs (any order). */
  static of(entries: ReadonlyMap<number, number>, completePly: number): Book {
    const keys = Float64Array.from(entries.keys()).sort();
    const scores = Int8Array.from(keys, (k) => entries.get(k) ?? 0);
    return new Book(keys, scores, completePly);
  }

  /** Reads the file's bytes; throws an Error saying what is wrong with them. */
  static decode(bytes: Uint8Array): Book {
    if (bytes.length < HEADER || MAGIC.some((b, i) => bytes[i] !== b)) {
      throw new Error('not a Connect 4 opening book (no C4BK header)');
    }
    if (bytes[4] !== VERSION)
      throw new Error(`opening book version ${bytes[4]}, expected ${VERSION}`);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const completePly = view.getInt8(5);
    const count = view.getUint32(6, true);
    const keys = new Float64Array(count);
    const scores = new Int8Array(count);
    let at = HEADER;
    let key = 0;
    for (let i = 0; i < count; i++) {
      let gap = 0;
      let scale = 1;
      for (;;) {
        const byte = bytes[at++];
        if (byte === undefined) throw new Error(`opening book cut short at entry ${i} of ${count}`);
        gap += (byte & 127) * scale;
        scale *= 128;
        if (byte < 128) break;
      }
      if (at >= bytes.length) throw new Error(`opening book cut short at entry ${i} of ${count}`);
      key += gap;
      keys[i] = key;
      scores[i] = view.getInt8(at++);
    }
    return new Book(keys, scores, completePly);
  }

  encode(): Uint8Array {
    const count = this.keys.length;
    const out = [...MAGIC, VERSION, this.completePly & 255];
    out.push(count & 255, (count >>> 8) & 255, (count >>> 16) & 255, count >>> 24);
    let previous = 0;
    for (let i = 0; i < count; i++) {
      const key = this.keys[i] as number;
      let gap = key - previous;
      previous = key;
      while (gap >= 128) {
        out.push((gap % 128) | 128);
        gap = Math.floor(gap / 128);
      }
      out.push(gap, (this.scores[i] as number) & 255);
    }
    return Uint8Array.from(out);
  }

  /** The exact score of a position held by the book, else undefined. */
  get(position: Position): number | undefined {
    if (position.moves > CELLS) return undefined;
    const key = bookKey(position);
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = this.keys[mid] as number;
      if (k === key) return this.scores[mid];
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /** Every entry, for the generator and the tests. */
  *entries(): Generator<[key: number, score: number]> {
    for (let i = 0; i < this.keys.length; i++) {
      yield [this.keys[i] as number, this.scores[i] as number];
    }
  }
}

/** The book the page's worker and the CLI load; empty until one is set. */
let current = Book.EMPTY;

export const openingBook = (): Book => current;

export function setOpeningBook(book: Book): void {
  current = book;
}
