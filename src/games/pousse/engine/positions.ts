import { straightsLead, X } from '../board.ts';
import { type Evaluator, linePart, type Weights } from './evaluate.ts';
import { type Board, boardOf, pushInto, SIDE_HI, SIDE_LO, zobristCell } from './position.ts';

/**
 * The search's stack of positions, one slot a ply: a move at ply p writes ply p+1, so taking
 * a move back costs nothing. Two kinds: bitboards for boards up to 5×5, arrays of cells beyond.
 * Both give the same hashes and evaluations, so the search visits the same nodes with either.
 */
export interface Positions {
  /** By ply: the 64-bit Zobrist hash (position.ts) as two halves, and the side to move. */
  readonly hi: Int32Array;
  readonly lo: Int32Array;
  readonly side: Uint8Array;
  load(board: Board): void;
  /** Plays move `m` (in `allMoves` order) at `ply` into `ply + 1`; whether a marker was added. */
  push(ply: number, m: number): boolean;
  /** X's straights minus O's. */
  lead(ply: number): number;
  /** From the side to move. */
  evaluate(ply: number): number;
  /** Whether move `m`'s edge cell is empty (two pushes onto it give the same board). */
  edgeEmpty(ply: number, m: number): boolean;
}

export class ArrayPositions implements Positions {
  readonly hi: Int32Array;
  readonly lo: Int32Array;
  readonly side: Uint8Array;
  private readonly boards: Board[] = [];

  constructor(
    n: number,
    plies: number,
    private readonly starts: Int32Array,
    private readonly steps: Int32Array,
    private readonly evaluator: Evaluator,
  ) {
    this.hi = new Int32Array(plies);
    this.lo = new Int32Array(plies);
    this.side = new Uint8Array(plies);
    for (let i = 0; i < plies; i++) this.boards.push(boardOf(n, new Uint8Array(n * n), X));
  }

  load(board: Board): void {
    this.boards[0] = { ...board, cells: board.cells.slice() };
    this.copyOut(0);
  }

  push(ply: number, m: number): boolean {
    const from = this.boards[ply] as Board;
    const into = this.boards[ply + 1] as Board;
    const added = pushInto(from, into, this.starts[m] as number, this.steps[m] as number);
    this.copyOut(ply + 1);
    return added;
  }

  private copyOut(ply: number): void {
    const b = this.boards[ply] as Board;
    this.hi[ply] = b.hi;
    this.lo[ply] = b.lo;
    this.side[ply] = b.side;
  }

  lead(ply: number): number {
    const b = this.boards[ply] as Board;
    return straightsLead(b.cells, b.n);
  }

  evaluate(ply: number): number {
    const b = this.boards[ply] as Board;
    return this.evaluator.evaluate(b.cells, b.side);
  }

  edgeEmpty(ply: number, m: number): boolean {
    return (this.boards[ply] as Board).cells[this.starts[m] as number] === 0;
  }
}

/** Boards up to this size fit one 32-bit integer a colour. */
export const MAX_BITS_N = 5;

/**
 * Bitboards: bit r·n+c is the cell at row r, column c, as in `Board.cells`; X's and O's masks,
 * and the same transposed (bit c·n+r), so that a column is a run of n bits like a row. A push
 * moves the run from the edge to the line's first empty cell (or the whole line, the far cell
 * falling off) one step along: a shift within that run's mask. Everything a line decides (the
 * run, the hash of its cells, its part of the evaluation) is read from tables by the line's
 * code: its X bits, then its O bits above them.
 */
export class BitPositions implements Positions {
  readonly hi: Int32Array;
  readonly lo: Int32Array;
  readonly side: Uint8Array;
  private readonly x: Int32Array;
  private readonly o: Int32Array;
  private readonly xt: Int32Array;
  private readonly ot: Int32Array;
  private readonly lineMask: number;
  private readonly codes: number;
  /** By move: whether it runs along a column (T, B), its line's first bit, its edge bits. */
  private readonly column: Uint8Array;
  private readonly lineShift: Int32Array;
  private readonly edge: Int32Array;
  private readonly edgeT: Int32Array;
  /** By move and line occupancy: the cells that take their neighbour's marker, both ways. */
  private readonly run: Int32Array;
  private readonly runT: Int32Array;
  private readonly full: number;
  /** By move: the shift that moves a marker one step along, as a signed amount. */
  private readonly stepN: Int32Array;
  private readonly stepT: Int32Array;
  /** By line (rows, then columns) and code: the Zobrist hash of its cells; its evaluation. */
  private readonly zHi: Int32Array;
  private readonly zLo: Int32Array;
  private readonly score: Int32Array;
  private readonly fills: Uint8Array;
  private readonly firstCol: number;
  private readonly firstRow: number;

  constructor(
    private readonly n: number,
    plies: number,
    private readonly w: Weights,
  ) {
    this.hi = new Int32Array(plies);
    this.lo = new Int32Array(plies);
    this.side = new Uint8Array(plies);
    this.x = new Int32Array(plies);
    this.o = new Int32Array(plies);
    this.xt = new Int32Array(plies);
    this.ot = new Int32Array(plies);
    this.lineMask = (1 << n) - 1;
    this.full = 1 << n;
    this.codes = 1 << (2 * n);
    const moves = 4 * n;
    this.column = new Uint8Array(moves);
    this.lineShift = new Int32Array(moves);
    this.edge = new Int32Array(moves);
    this.edgeT = new Int32Array(moves);
    this.stepN = new Int32Array(moves);
    this.stepT = new Int32Array(moves);
    this.run = new Int32Array(moves * this.full);
    this.runT = new Int32Array(moves * this.full);
    this.zHi = new Int32Array(2 * n * this.codes);
    this.zLo = new Int32Array(2 * n * this.codes);
    this.score = new Int32Array(2 * 2 * n * this.codes);
    this.fills = new Uint8Array(2 * this.codes);
    let firstCol = 0;
    let firstRow = 0;
    for (let i = 0; i < n; i++) {
      firstCol |= 1 << (i * n);
      firstRow |= 1 << i;
    }
    this.firstCol = firstCol;
    this.firstRow = firstRow;
    this.moveTables();
    this.lineTables();
  }

  /** Bit of the cell at `j` along line `i`, in the board (`t` false) or transposed. */
  private bit(column: boolean, i: number, j: number, t: boolean): number {
    const n = this.n;
    return column === t ? 1 << (i * n + j) : 1 << (j * n + i);
  }

  private moveTables(): void {
    const n = this.n;
    for (let m = 0; m < 4 * n; m++) {
      const side = Math.floor(m / n);
      const i = m % n;
      const column = side < 2;
      const forward = side % 2 === 0;
      const j0 = forward ? 0 : n - 1;
      this.column[m] = column ? 1 : 0;
      this.lineShift[m] = i * n;
      this.edge[m] = this.bit(column, i, j0, false);
      this.edgeT[m] = this.bit(column, i, j0, true);
      const along = forward ? 1 : -1;
      this.stepN[m] = column ? along * n : along;
      this.stepT[m] = column ? along : along * n;
      for (let occ = 0; occ < this.full; occ++) {
        // The push's last cell: the first empty one from the edge, or the far end.
        let e = j0;
        while (e !== n - 1 - j0 && occ & (1 << e)) e += along;
        let runN = 0;
        let runT = 0;
        for (let j = j0 + along; j !== e + along; j += along) {
          runN |= this.bit(column, i, j, false);
          runT |= this.bit(column, i, j, true);
        }
        this.run[m * this.full + occ] = runN;
        this.runT[m * this.full + occ] = runT;
      }
    }
  }

  private lineTables(): void {
    const { n, codes } = this;
    const cells = new Uint8Array(n);
    const lineWeight = (line: number) => {
      const i = line < n ? line : line - n;
      return this.w.middle * Math.min(i, n - 1 - i) + (line < n ? this.w.piece : 0);
    };
    for (let code = 0; code < codes; code++) {
      const xs = code & this.lineMask;
      const os = code >>> n;
      if (xs & os) continue;
      for (let j = 0; j < n; j++) cells[j] = xs & (1 << j) ? 1 : os & (1 << j) ? 2 : 0;
      for (let line = 0; line < 2 * n; line++) {
        let h = 0;
        let l = 0;
        for (let j = 0; j < n; j++) {
          if (cells[j] === 0) continue;
          const cell = line < n ? line * n + j : j * n + (line - n);
          const [zh, zl] = zobristCell(cell, cells[j] as number);
          h ^= zh;
          l ^= zl;
        }
        this.zHi[line * codes + code] = h;
        this.zLo[line * codes + code] = l;
      }
      for (const me of [1, 2]) {
        const { a, b, part, mine, theirs } = linePart(cells, n, me, this.w);
        for (let line = 0; line < 2 * n; line++) {
          this.score[((me - 1) * 2 * n + line) * codes + code] = part + lineWeight(line) * (a - b);
        }
        this.fills[(me - 1) * codes + code] = (mine ? 1 : 0) | (theirs ? 2 : 0);
      }
    }
  }

  load(board: Board): void {
    const n = this.n;
    let x = 0;
    let o = 0;
    let xt = 0;
    let ot = 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const v = board.cells[r * n + c];
        if (v === X) {
          x |= 1 << (r * n + c);
          xt |= 1 << (c * n + r);
        } else if (v !== 0) {
          o |= 1 << (r * n + c);
          ot |= 1 << (c * n + r);
        }
      }
    }
    this.x[0] = x;
    this.o[0] = o;
    this.xt[0] = xt;
    this.ot[0] = ot;
    this.hi[0] = board.hi;
    this.lo[0] = board.lo;
    this.side[0] = board.side;
  }

  push(ply: number, m: number): boolean {
    const { n, lineMask, codes } = this;
    const x = this.x[ply] as number;
    const o = this.o[ply] as number;
    const xt = this.xt[ply] as number;
    const ot = this.ot[ply] as number;
    const column = this.column[m] === 1;
    const shift = this.lineShift[m] as number;
    // The line as a run of bits in the orientation where it is a row.
    const lx = ((column ? xt : x) >>> shift) & lineMask;
    const lo = ((column ? ot : o) >>> shift) & lineMask;
    const occ = lx | lo;
    const k = m * this.full + occ;
    const run = this.run[k] as number;
    const runT = this.runT[k] as number;
    const edge = this.edge[m] as number;
    const edgeT = this.edgeT[m] as number;
    const sn = this.stepN[m] as number;
    const st = this.stepT[m] as number;
    const isX = this.side[ply] === X;
    const nx = moved(x, run, edge, sn) | (isX ? edge : 0);
    const no = moved(o, run, edge, sn) | (isX ? 0 : edge);
    const nxt = moved(xt, runT, edgeT, st) | (isX ? edgeT : 0);
    const not = moved(ot, runT, edgeT, st) | (isX ? 0 : edgeT);
    const q = ply + 1;
    this.x[q] = nx;
    this.o[q] = no;
    this.xt[q] = nxt;
    this.ot[q] = not;
    this.side[q] = 3 - (this.side[ply] as number);
    // Only this line changed: swap its hash part, and the side to move's keys.
    const line = (column ? n : 0) + shift / n;
    const before = line * codes + (lx | (lo << n));
    const nlx = ((column ? nxt : nx) >>> shift) & lineMask;
    const nlo = ((column ? not : no) >>> shift) & lineMask;
    const after = line * codes + (nlx | (nlo << n));
    this.hi[q] =
      (this.hi[ply] as number) ^
      SIDE_HI ^
      (this.zHi[before] as number) ^
      (this.zHi[after] as number);
    this.lo[q] =
      (this.lo[ply] as number) ^
      SIDE_LO ^
      (this.zLo[before] as number) ^
      (this.zLo[after] as number);
    return occ !== lineMask;
  }

  lead(ply: number): number {
    const n = this.n;
    const x = this.x[ply] as number;
    const o = this.o[ply] as number;
    // A cell starts a full row when it and the next n−1 along are set: AND the shifted masks.
    let rx = x;
    let ro = o;
    let cx = x;
    let co = o;
    for (let j = 1; j < n; j++) {
      rx &= x >>> j;
      ro &= o >>> j;
      cx &= x >>> (j * n);
      co &= o >>> (j * n);
    }
    rx &= this.firstCol;
    ro &= this.firstCol;
    cx &= this.firstRow;
    co &= this.firstRow;
    if ((rx | ro | cx | co) === 0) return 0;
    return popcount(rx) + popcount(cx) - popcount(ro) - popcount(co);
  }

  evaluate(ply: number): number {
    const { n, lineMask, codes, w } = this;
    const me = this.side[ply] as number;
    const x = this.x[ply] as number;
    const o = this.o[ply] as number;
    const xt = this.xt[ply] as number;
    const ot = this.ot[ply] as number;
    const base = (me - 1) * 2 * n * codes;
    const fillBase = (me - 1) * codes;
    let score = 0;
    let fills = 0;
    let theirs = 0;
    for (let i = 0; i < n; i++) {
      const s = i * n;
      const row = ((x >>> s) & lineMask) | (((o >>> s) & lineMask) << n);
      const col = ((xt >>> s) & lineMask) | (((ot >>> s) & lineMask) << n);
      score +=
        (this.score[base + i * codes + row] as number) +
        (this.score[base + (n + i) * codes + col] as number);
      const fr = this.fills[fillBase + row] as number;
      const fc = this.fills[fillBase + col] as number;
      fills |= fr | fc;
      theirs += ((fr >> 1) & 1) + ((fc >> 1) & 1);
    }
    if (fills & 1) score += w.threat;
    if (theirs > 0) score -= theirs > 1 ? w.doubleAgainst : w.against;
    return score + w.tempo;
  }

  edgeEmpty(ply: number, m: number): boolean {
    return (((this.x[ply] as number) | (this.o[ply] as number)) & (this.edge[m] as number)) === 0;
  }
}

/**
 * `bits` with the cells of `run` taking their neighbour's bit one step back along the push,
 * and the edge cell cleared for the new marker.
 */
function moved(bits: number, run: number, edge: number, step: number): number {
  const shifted = step > 0 ? bits << step : bits >>> -step;
  return (bits & ~(run | edge)) | (shifted & run);
}

function popcount(v: number): number {
  let c = 0;
  for (let b = v; b !== 0; b &= b - 1) c++;
  return c;
}
