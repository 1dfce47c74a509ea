import type { Puzzle } from '../puzzle.ts';
import { solveLineInto } from './line.ts';
import { CONTRADICTION, LineTable } from './table.ts';

/**
 * The cell values of line.ts, again as local constants: run through tsx (the CLI, the bench)
 * an imported constant is read through a getter, which cost a third of the solve time.
 */
const U = 0;

/**
 * Line results kept in all tables together, past which they are forgotten: each takes 2 to 4
 * slots of 5 to 7 words, so at most about 110 MB.
 */
const TABLE_LIMIT = 1_000_000;

/**
 * A board of the search: one Int32Array holding the cells (0 unknown, 1 filled, 2 empty,
 * row-major, indices 0..w×h−1) and after them every line's cells again, packed two bits each,
 * sixteen to a word (`words` words per line, rows first then columns). The packed words are the
 * line's key in its LineTable, kept up to date as cells are set, so looking a line up reads
 * no cells; copying a board copies both.
 */
export type Board = Int32Array;

/**
 * Line propagation over boards: each line's results come from its clue's table, the exact line
 * solver running only for a line state not met before. Lines are numbered rows first (0..h−1)
 * then columns (h..h+w−1).
 */
export class Lines {
  readonly w: number;
  readonly h: number;
  readonly size: number;
  /** Packed words per line on a board. */
  readonly words: number;
  private readonly clues: Int32Array[];
  /** Each line's table of results, shared by the lines of one clue and length. */
  private readonly tables: LineTable[];
  private readonly distinct: LineTable[];
  private stored = 0;
  private readonly buf: Uint8Array;
  private readonly out: Uint8Array;
  private readonly packed: Int32Array;
  private readonly dirty: Uint8Array;
  private readonly queue: Int32Array;
  lineSolves = 0;
  /** Cells set by propagation, counted for probing's scores. */
  settled = 0;

  constructor(puzzle: Pick<Puzzle, 'rows' | 'cols'>) {
    this.w = puzzle.cols.length;
    this.h = puzzle.rows.length;
    this.size = this.w * this.h;
    const longest = Math.max(this.w, this.h);
    this.words = Math.ceil(longest / 16) || 1;
    const lines = [...puzzle.rows, ...puzzle.cols];
    this.clues = lines.map((c) => Int32Array.from(c));
    const byClue = new Map<string, LineTable>();
    this.tables = lines.map((c, i) => {
      const n = this.lineLength(i);
      const id = `${n}:${c.join('.')}`;
      const t = byClue.get(id) ?? new LineTable(n);
      byClue.set(id, t);
      return t;
    });
    this.distinct = [...byClue.values()];
    this.buf = new Uint8Array(longest);
    this.out = new Uint8Array(longest);
    this.packed = new Int32Array(this.words);
    this.dirty = new Uint8Array(this.w + this.h);
    this.queue = new Int32Array(this.w + this.h);
  }

  lineLength = (line: number) => (line < this.h ? this.w : this.h);

  /** Cell index of position `i` along `line`. */
  cellOf(line: number, i: number): number {
    return line < this.h ? line * this.w + i : i * this.w + (line - this.h);
  }

  /** The clue of a line, as the player reads it ("3 1 2", "0" for none). */
  clueText = (line: number) => Array.from(this.clues[line] as Int32Array).join(' ') || '0';

  /** A board with these cells (all unknown when none are given). */
  board(cells?: ArrayLike<number>): Board {
    const b = new Int32Array(this.size + (this.w + this.h) * this.words);
    if (cells) for (let i = 0; i < this.size; i++) this.set(b, i, cells[i] as number);
    return b;
  }

  /** Sets an unknown cell of a board, in its row's and its column's keys too. */
  set(board: Board, cell: number, value: number): void {
    const { w, size, words } = this;
    const r = Math.floor(cell / w);
    const c = cell - r * w;
    board[cell] = value;
    const row = size + r * words + (c >> 4);
    board[row] = (board[row] as number) | (value << (2 * (c & 15)));
    const col = size + (this.h + c) * words + (r >> 4);
    board[col] = (board[col] as number) | (value << (2 * (r & 15)));
  }

  /** Solves one line of `cells` alone; null on a contradiction. */
  solveOne(cells: ArrayLike<number>, line: number): Uint8Array | null {
    const board = this.board(cells);
    const table = this.tables[line] as LineTable;
    const at = this.lookup(board, line);
    if (table.slots[at + 2 * table.words] === CONTRADICTION) return null;
    const out = new Uint8Array(table.n);
    for (let i = 0; i < table.n; i++) {
      out[i] = ((table.slots[at + table.words + (i >> 4)] as number) >>> (2 * (i & 15))) & 3;
    }
    return out;
  }

  /** Line solving to a fixed point on `cells` (not a board), in place; false on a contradiction. */
  propagate(cells: Uint8Array): boolean {
    const board = this.board(cells);
    const ok = this.settle(board);
    for (let i = 0; i < this.size; i++) cells[i] = board[i] as number;
    return ok;
  }

  /**
   * The offset of `line`'s slot in its table; the line solver runs when the table does not
   * have the line's known cells yet.
   */
  private lookup(board: Board, line: number): number {
    this.lineSolves++;
    const table = this.tables[line] as LineTable;
    const from = this.size + line * this.words;
    const at = table.find(board, from);
    if (table.slots[at + 2 * table.words] !== 0) return at;
    const { n } = table;
    for (let i = 0; i < n; i++) {
      this.buf[i] = ((board[from + (i >> 4)] as number) >>> (2 * (i & 15))) & 3;
    }
    const { out, packed } = this;
    const ok = solveLineInto(this.clues[line] as Int32Array, this.buf, n, out);
    if (ok) {
      packed.fill(0);
      for (let i = 0; i < n; i++) {
        packed[i >> 4] = (packed[i >> 4] as number) | ((out[i] as number) << (2 * (i & 15)));
      }
    }
    if (++this.stored > TABLE_LIMIT) {
      for (const t of this.distinct) t.clear();
      this.stored = 1;
      return table.insert(table.find(board, from), board, from, ok ? packed : null);
    }
    return table.insert(at, board, from, ok ? packed : null);
  }

  /**
   * Line solving to a fixed point, from every line, or from the two lines through `cell` when
   * one is given (the cell just set). Changes `board` in place; false on a contradiction. A
   * ring queue of lines, each in it at most once. A line's result and its key differ in the
   * bits of the cells it newly decides, so only those are visited.
   */
  settle(board: Board, cell = -1): boolean {
    const lines = this.w + this.h;
    const { dirty, queue, w, h, size, words } = this;
    let pending = 0;
    let tail = 0;
    if (cell < 0) {
      for (let l = 0; l < lines; l++) queue[l] = l;
      dirty.fill(1);
      pending = lines;
    } else {
      dirty.fill(0);
      queue[0] = Math.floor(cell / w);
      queue[1] = h + (cell % w);
      dirty[queue[0] as number] = 1;
      dirty[queue[1] as number] = 1;
      pending = 2;
      tail = 2;
    }
    let head = 0;
    while (pending > 0) {
      const line = queue[head] as number;
      head = head + 1 === lines ? 0 : head + 1;
      dirty[line] = 0;
      pending--;
      const table = this.tables[line] as LineTable;
      const at = this.lookup(board, line);
      const { slots } = table;
      const tw = table.words;
      if (slots[at + 2 * tw] === CONTRADICTION) return false;
      const isRow = line < h;
      const start = isRow ? line * w : line - h;
      const step = isRow ? 1 : w;
      // Where the crossing lines keep the bit of this line's cells.
      const crossWord = isRow ? line >> 4 : (line - h) >> 4;
      const crossShift = isRow ? 2 * (line & 15) : 2 * ((line - h) & 15);
      const key = size + line * words;
      for (let j = 0; j < tw; j++) {
        const result = slots[at + tw + j] as number;
        let fresh = result ^ (board[key + j] as number);
        if (fresh === 0) continue;
        board[key + j] = result;
        while (fresh !== 0) {
          const shift = (31 - Math.clz32(fresh & -fresh)) & ~1;
          fresh &= ~(3 << shift);
          const i = (j << 4) + (shift >> 1);
          const v = (result >>> shift) & 3;
          board[start + i * step] = v;
          this.settled++;
          const cross = isRow ? h + i : i;
          const ck = size + cross * words + crossWord;
          board[ck] = (board[ck] as number) | (v << crossShift);
          if (dirty[cross] === 0) {
            dirty[cross] = 1;
            queue[tail] = cross;
            tail = tail + 1 === lines ? 0 : tail + 1;
            pending++;
          }
        }
      }
    }
    return true;
  }

  /**
   * Sets on `board` every cell it leaves unknown that `a` and `b` (boards holding it) both
   * decide the same way; whether there was one. Compared a row's packed word at a time: in
   * each two-bit field, known in `a`, equal in both, unknown on the board.
   */
  agree(board: Board, a: Board, b: Board): boolean {
    const { size, words, w, h } = this;
    let any = false;
    for (let r = 0; r < h; r++) {
      for (let j = 0; j < words; j++) {
        const at = size + r * words + j;
        const x = a[at] as number;
        const same = ~(x ^ (b[at] as number));
        const known = board[at] as number;
        let both = same & (same >>> 1) & (x | (x >>> 1)) & ~(known | (known >>> 1)) & 0x55555555;
        while (both !== 0) {
          const shift = 31 - Math.clz32(both & -both);
          both &= both - 1;
          this.set(board, r * w + (j << 4) + (shift >> 1), (x >>> shift) & 3);
          any = true;
        }
      }
    }
    return any;
  }

  /** Whether the board has no unknown cell. */
  complete(board: Board): boolean {
    for (let i = 0; i < this.size; i++) if (board[i] === U) return false;
    return true;
  }
}
