import { CELLS, HEIGHT, LO_COLUMNS, mirrorHi, mirrorLo, Position, WIDTH } from './bitboard.ts';
import { PerfectHash } from './perfect-hash.ts';

/**
 * The opening book: exact scores (Pons' scale, from the side to move) of the positions of the
 * first plies, so the solver's slowest searches, those near the empty board, are never run on
 * the page. A position and its mirror image share one entry. Positions whose player to move
 * wins at once are left out: their score follows from the number of discs.
 *
 * Every position up to the book's complete ply is held, and a position's place among them comes
 * from a minimal perfect hash of its key (perfect-hash.ts): the keys themselves are not stored,
 * only about 2.7 bits of hash and 6 bits of score an entry. A book may also hold some positions
 * of the next plies (a ply begun), as sorted keys and scores.
 *
 * The file: `C4BK`, the version byte, the complete ply (int8), the number of hash levels (u8),
 * the hashed entry count and the other entry count (u32 each, little-endian, as every word
 * here); the words of each level (u32 each), then the hash's bits (u32 words); the scores in
 * hash order, 6 bits each (score + 32, from the low bits of each byte up, then one spare
 * byte); then per other entry in increasing key order the gap from the previous key (LEB128)
 * and the score (int8).
 */

const MAGIC = [0x43, 0x34, 0x42, 0x4b];
const VERSION = 2;
const HEADER = 15;
const SCORE_BITS = 6;
const SCORE_BIAS = 32;
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

/** Scores packed 6 bits each, with a spare byte so that every score reads two bytes. */
function packScores(scores: Int8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil((scores.length * SCORE_BITS) / 8) + 1);
  for (let i = 0; i < scores.length; i++) {
    const bit = i * SCORE_BITS;
    const v = ((scores[i] as number) + SCORE_BIAS) << (bit & 7);
    out[bit >>> 3] = (out[bit >>> 3] as number) | (v & 255);
    out[(bit >>> 3) + 1] = (out[(bit >>> 3) + 1] as number) | (v >>> 8);
  }
  return out;
}

function unpackScore(packed: Uint8Array, i: number): number {
  const bit = i * SCORE_BITS;
  const at = bit >>> 3;
  const two = (packed[at] as number) | ((packed[at + 1] as number) << 8);
  return ((two >>> (bit & 7)) & ((1 << SCORE_BITS) - 1)) - SCORE_BIAS;
}

class Reader {
  at = 0;
  constructor(readonly bytes: Uint8Array) {}
  private need(n: number, what: string): void {
    if (this.at + n > this.bytes.length) throw new Error(`opening book cut short in ${what}`);
  }
  u32(what: string): number {
    this.need(4, what);
    const b = this.bytes;
    const at = this.at;
    this.at += 4;
    return (
      ((b[at] as number) | ((b[at + 1] as number) << 8) | ((b[at + 2] as number) << 16)) +
      (b[at + 3] as number) * 2 ** 24
    );
  }
  take(n: number, what: string): Uint8Array {
    this.need(n, what);
    this.at += n;
    return this.bytes.subarray(this.at - n, this.at);
  }
}

const u32Bytes = (n: number): number[] => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24];

export class Book {
  private constructor(
    /** Every position with at most this many discs is held, by the hash. */
    readonly completePly: number,
    private readonly hash: PerfectHash | undefined,
    /** The hashed positions' scores, by hash index, packed. */
    private readonly packed: Uint8Array,
    private readonly hashed: number,
    /** The other positions: sorted keys and their scores. */
    private readonly keys: Float64Array,
    private readonly scores: Int8Array,
  ) {}

  static readonly EMPTY = new Book(
    -1,
    undefined,
    new Uint8Array(1),
    0,
    new Float64Array(0),
    new Int8Array(0),
  );

  /** Entries, hashed and others. */
  get size(): number {
    return this.hashed + this.keys.length;
  }

  /**
   * Builds a book from key → score pairs (any order), which must hold every position up to
   * `completePly` discs (save those whose player to move wins at once).
   */
  static of(entries: ReadonlyMap<number, number>, completePly: number): Book {
    const hashedKeys: number[] = [];
    const otherKeys: number[] = [];
    for (const key of entries.keys()) {
      (positionOfKey(key).moves <= completePly ? hashedKeys : otherKeys).push(key);
    }
    const hash =
      hashedKeys.length > 0 ? PerfectHash.build(Float64Array.from(hashedKeys)) : undefined;
    const byIndex = new Int8Array(hashedKeys.length);
    for (const key of hashedKeys) byIndex[hash?.index(key) ?? 0] = entries.get(key) ?? 0;
    const keys = Float64Array.from(otherKeys).sort();
    const scores = Int8Array.from(keys, (k) => entries.get(k) ?? 0);
    return new Book(completePly, hash, packScores(byIndex), hashedKeys.length, keys, scores);
  }

  /** Reads the file's bytes; throws an Error saying what is wrong with them. */
  static decode(bytes: Uint8Array): Book {
    if (bytes.length < HEADER || MAGIC.some((b, i) => bytes[i] !== b)) {
      throw new Error('not a Connect 4 opening book (no C4BK header)');
    }
    if (bytes[4] !== VERSION)
      throw new Error(`opening book version ${bytes[4]}, expected ${VERSION}`);
    const completePly = ((bytes[5] as number) << 24) >> 24;
    const levels = bytes[6] as number;
    const r = new Reader(bytes);
    r.at = 7;
    const hashed = r.u32('the header');
    const others = r.u32('the header');
    const levelWords = Uint32Array.from({ length: levels }, () => r.u32('the hash levels'));
    const words = Uint32Array.from({ length: levelWords.reduce((n, w) => n + w, 0) }, () =>
      r.u32('the hash'),
    );
    const hash = levels > 0 ? new PerfectHash(levelWords, words) : undefined;
    const packed = r.take(Math.ceil((hashed * SCORE_BITS) / 8) + 1, 'the scores');
    const keys = new Float64Array(others);
    const scores = new Int8Array(others);
    let key = 0;
    for (let i = 0; i < others; i++) {
      let gap = 0;
      let scale = 1;
      for (;;) {
        const byte = r.take(1, `entry ${i} of ${others}`)[0] as number;
        gap += (byte & 127) * scale;
        scale *= 128;
        if (byte < 128) break;
      }
      key += gap;
      keys[i] = key;
      scores[i] = ((r.take(1, `entry ${i} of ${others}`)[0] as number) << 24) >> 24;
    }
    return new Book(completePly, hash, packed, hashed, keys, scores);
  }

  encode(): Uint8Array {
    const levelWords = this.hash?.levelWords ?? new Uint32Array(0);
    const out = [...MAGIC, VERSION, this.completePly & 255, levelWords.length];
    out.push(...u32Bytes(this.hashed), ...u32Bytes(this.keys.length));
    for (const w of levelWords) out.push(...u32Bytes(w));
    for (const w of this.hash?.words ?? []) out.push(...u32Bytes(w));
    const head = Uint8Array.from(out);
    const tail: number[] = [];
    let previous = 0;
    for (let i = 0; i < this.keys.length; i++) {
      const key = this.keys[i] as number;
      let gap = key - previous;
      previous = key;
      while (gap >= 128) {
        tail.push((gap % 128) | 128);
        gap = Math.floor(gap / 128);
      }
      tail.push(gap, (this.scores[i] as number) & 255);
    }
    const bytes = new Uint8Array(head.length + this.packed.length + tail.length);
    bytes.set(head);
    bytes.set(this.packed, head.length);
    bytes.set(tail, head.length + this.packed.length);
    return bytes;
  }

  /**
   * The exact score of a position held by the book, else undefined. A position up to the
   * complete ply must be one of a game (reached by legal moves, no four in a row yet).
   */
  get(position: Position): number | undefined {
    if (position.moves > CELLS || position.canWinNext()) return undefined;
    const key = bookKey(position);
    if (position.moves <= this.completePly && this.hash !== undefined) {
      return unpackScore(this.packed, this.hash.index(key));
    }
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

  /** The entries beyond the complete ply, whose keys the book keeps. */
  *others(): Generator<[key: number, score: number]> {
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
