import { zobristKeys } from '../../../core/rng.ts';
import type { Position } from '../fen.ts';
import { FORWARD, JUMP, RED, STEP } from '../squares.ts';

/**
 * The engine's board: three 32-bit bitboards (bit i is square i+1) for Red's pieces, Black's
 * pieces and the kings, with make/unmake and a Zobrist key in two 32-bit halves. Moves live in
 * the caller's typed arrays as an index into this board's move pool: from, to, the squares
 * taken, and the path (for captures) packed five bits a square.
 */

export const MAX_MOVES = 64;
/** Plies a search can reach. */
export const MAX_PLY = 200;
const POOL = MAX_PLY * MAX_MOVES;
const CROWN_MASK = [0xf0000000 | 0, 0x0000000f] as const;

/** [kind * 32 + square] for kinds red man, red king, black man, black king; then the side. */
const KEY_LO = zobristKeys(0x9e3779b9, 4 * 32 + 1);
const KEY_HI = zobristKeys(0x9e3779b9, 2 * (4 * 32 + 1)).subarray(4 * 32 + 1);
const SIDE = 4 * 32;

const bitIndex = (bit: number) => 31 - Math.clz32(bit);

/** FORWARD as bit sets of directions, by player. */
const FORWARD_BITS = FORWARD.map((dirs) => dirs.reduce((m, d) => m | (1 << d), 0)) as [
  number,
  number,
];

/**
 * A step in a direction adds 3, 4 or 5 to the square index depending on the row's parity and
 * the column: for each direction, the two deltas and the squares each applies to.
 */
const STEP_SHIFTS = STEP.map((step) => {
  const byDelta = new Map<number, number>();
  step.forEach((t, s) => {
    if (t >= 0) byDelta.set(t - s, (byDelta.get(t - s) ?? 0) | (1 << s));
  });
  return [...byDelta.entries()];
});
const JUMP_SHIFTS = JUMP.map((jump) => {
  let mask = 0;
  let delta = 0;
  jump.forEach((t, s) => {
    if (t >= 0) {
      mask |= 1 << s;
      delta = t - s;
    }
  });
  return [delta, mask] as const;
});
const back = (x: number, delta: number) => (delta > 0 ? x >>> delta : x << -delta);

/** The squares whose neighbour in direction `d` is in `targets`. */
function behind(targets: number, d: number): number {
  let out = 0;
  for (const [delta, mask] of STEP_SHIFTS[d] as [number, number][])
    out |= back(targets, delta) & mask;
  return out;
}

/** The squares whose jump in direction `d` lands in `targets`. */
function behindJump(targets: number, d: number): number {
  const [delta, mask] = JUMP_SHIFTS[d] as readonly [number, number];
  return back(targets, delta) & mask;
}

export class Board {
  /** `pieces[player]`. */
  readonly pieces: [number, number] = [0, 0];
  kings = 0;
  toMove: 0 | 1 = RED;
  keyLo = 0;
  keyHi = 0;
  /** Plies since the last capture or man move. */
  quiet = 0;
  /** Key history (lo, hi) by ply from the game's base position, for repetitions. */
  private readonly keyStack = new Int32Array(2 * 1024);
  private readonly quietStack = new Int32Array(1024);
  private readonly undoKings = new Int32Array(1024);
  private depth = 0;

  // The move pool: one slot per generated move, by index.
  readonly from = new Int8Array(POOL);
  readonly to = new Int8Array(POOL);
  readonly taken = new Int32Array(POOL);
  /** Path squares after the first, five bits each (up to 6), and the count in the top bits. */
  readonly pathLo = new Int32Array(POOL);
  readonly pathHi = new Int32Array(POOL);

  constructor(position: Position, history: readonly Position[] = []) {
    for (const p of history) {
      this.load(p);
      this.push();
    }
    this.load(position);
    this.quiet = history.length;
  }

  private load({ board, toMove }: Position): void {
    this.pieces[0] = 0;
    this.pieces[1] = 0;
    this.kings = 0;
    for (let s = 0; s < 32; s++) {
      const c = board[s];
      if (c === '.') continue;
      const bit = 1 << s;
      this.pieces[c === 'r' || c === 'R' ? 0 : 1] |= bit;
      if (c === 'R' || c === 'B') this.kings |= bit;
    }
    this.toMove = toMove as 0 | 1;
    this.rekey();
  }

  private rekey(): void {
    this.keyLo = this.toMove ? (KEY_LO[SIDE] as number) : 0;
    this.keyHi = this.toMove ? (KEY_HI[SIDE] as number) : 0;
    for (let s = 0; s < 32; s++) {
      const bit = 1 << s;
      const p = this.pieces[0] & bit ? 0 : this.pieces[1] & bit ? 1 : -1;
      if (p < 0) continue;
      const k = (p * 2 + (this.kings & bit ? 1 : 0)) * 32 + s;
      this.keyLo ^= KEY_LO[k] as number;
      this.keyHi ^= KEY_HI[k] as number;
    }
  }

  private push(): void {
    const d = this.depth++;
    this.keyStack[2 * d] = this.keyLo;
    this.keyStack[2 * d + 1] = this.keyHi;
    this.quietStack[d] = this.quiet;
  }

  /**
   * Generates the moves into the pool from `at` and returns how many: the captures if any (each
   * path its own move, a man crowned by a capture stopping there), else the simple moves.
   */
  generate(at: number): number {
    const me = this.toMove;
    const own = this.pieces[me];
    const opp = this.pieces[(me ^ 1) as 0 | 1];
    const empty = ~(own | opp);
    const kings = own & this.kings;
    const fwd = FORWARD_BITS[me];
    let jumpers = 0;
    for (let d = 0; d < 4; d++) {
      const movers = fwd & (1 << d) ? own : kings;
      if (movers) jumpers |= movers & behind(opp, d) & behindJump(empty, d);
    }
    let n = 0;
    while (jumpers) {
      const bit = jumpers & -jumpers;
      jumpers ^= bit;
      const s = bitIndex(bit);
      n = this.walk(s, s, 0, 0, 0, 0, (kings & bit) !== 0, opp, empty | bit, at, n);
    }
    if (n > 0) return n;
    for (let d = 0; d < 4; d++) {
      let movers = (fwd & (1 << d) ? own : kings) & behind(empty, d);
      const step = STEP[d] as Int8Array;
      while (movers) {
        const bit = movers & -movers;
        movers ^= bit;
        const s = bitIndex(bit);
        const i = at + n++;
        this.from[i] = s;
        this.to[i] = step[s] as number;
        this.taken[i] = 0;
        this.pathLo[i] = 0;
        this.pathHi[i] = 0;
      }
    }
    return n;
  }

  /** Extends a capture path from `sq` in every way; records each path that cannot go on. */
  private walk(
    origin: number,
    sq: number,
    taken: number,
    lo: number,
    hi: number,
    len: number,
    king: boolean,
    opp: number,
    empty: number,
    at: number,
    n: number,
  ): number {
    const me = this.toMove;
    const fwd = FORWARD_BITS[me];
    const start = n;
    for (let d = 0; d < 4; d++) {
      if (!king && !(fwd & (1 << d))) continue;
      const land = (JUMP[d] as Int8Array)[sq] as number;
      if (land < 0) continue;
      const over = 1 << ((STEP[d] as Int8Array)[sq] as number);
      if (!(opp & over) || taken & over || !(empty & (1 << land))) continue;
      const nlo = len < 6 ? lo | (land << (5 * len)) : lo;
      const nhi = len < 6 ? hi : hi | (land << (5 * (len - 6)));
      if (!king && (1 << land) & (CROWN_MASK[me] as number)) {
        this.record(at + n++, origin, land, taken | over, nlo, nhi, len + 1);
      } else {
        n = this.walk(origin, land, taken | over, nlo, nhi, len + 1, king, opp, empty, at, n);
      }
    }
    if (n === start && len > 0) this.record(at + n++, origin, sq, taken, lo, hi, len);
    return n;
  }

  private record(
    i: number,
    from: number,
    to: number,
    taken: number,
    lo: number,
    hi: number,
    len: number,
  ) {
    this.from[i] = from;
    this.to[i] = to;
    this.taken[i] = taken;
    this.pathLo[i] = lo;
    this.pathHi[i] = hi | (len << 27);
  }

  /** The path of move `i` as square numbers 1–32, the rules' form. */
  path(i: number): number[] {
    const out = [(this.from[i] as number) + 1];
    const len = (this.pathHi[i] as number) >>> 27;
    if (len === 0) return [...out, (this.to[i] as number) + 1];
    for (let k = 0; k < len; k++) {
      const word =
        k < 6
          ? (this.pathLo[i] as number) >>> (5 * k)
          : (this.pathHi[i] as number) >>> (5 * (k - 6));
      out.push((word & 31) + 1);
    }
    return out;
  }

  private flip(kind: number, s: number): void {
    this.keyLo ^= KEY_LO[kind * 32 + s] as number;
    this.keyHi ^= KEY_HI[kind * 32 + s] as number;
  }

  make(i: number): void {
    const me = this.toMove;
    const from = this.from[i] as number;
    const to = this.to[i] as number;
    const taken = this.taken[i] as number;
    const fb = 1 << from;
    const tb = 1 << to;
    this.undoKings[this.depth] = this.kings;
    this.push();
    const king = (this.kings & fb) !== 0;
    this.pieces[me] = (this.pieces[me] & ~fb) | tb;
    this.flip(me * 2 + (king ? 1 : 0), from);
    if (king) {
      this.kings = (this.kings & ~fb) | tb;
      this.flip(me * 2 + 1, to);
    } else if (tb & (CROWN_MASK[me] as number)) {
      this.kings |= tb;
      this.flip(me * 2 + 1, to);
    } else {
      this.flip(me * 2, to);
    }
    if (taken) {
      const opp = (me ^ 1) as 0 | 1;
      this.pieces[opp] &= ~taken;
      let t = taken;
      while (t) {
        const bit = t & -t;
        t ^= bit;
        this.flip(opp * 2 + (this.kings & bit ? 1 : 0), bitIndex(bit));
      }
      this.kings &= ~taken;
    }
    this.quiet = taken || !king ? 0 : this.quiet + 1;
    this.toMove = (me ^ 1) as 0 | 1;
    this.keyLo ^= KEY_LO[SIDE] as number;
    this.keyHi ^= KEY_HI[SIDE] as number;
  }

  unmake(i: number): void {
    const d = --this.depth;
    const me = (this.toMove ^ 1) as 0 | 1;
    const from = this.from[i] as number;
    const to = this.to[i] as number;
    const taken = this.taken[i] as number;
    this.pieces[me] = (this.pieces[me] & ~(1 << to)) | (1 << from);
    if (taken) this.pieces[(me ^ 1) as 0 | 1] |= taken;
    this.kings = this.undoKings[d] as number;
    this.toMove = me;
    this.keyLo = this.keyStack[2 * d] as number;
    this.keyHi = this.keyStack[2 * d + 1] as number;
    this.quiet = this.quietStack[d] as number;
  }

  isCapture(i: number): boolean {
    return this.taken[i] !== 0;
  }

  /** The same position with the same side to move earlier in the reversible stretch. */
  repeats(): boolean {
    const d = this.depth;
    for (let back = 2; back <= this.quiet && back <= d; back += 2) {
      const j = d - back;
      if (this.keyStack[2 * j] === this.keyLo && this.keyStack[2 * j + 1] === this.keyHi)
        return true;
    }
    return false;
  }

  perft(depth: number, ply = 0): number {
    const at = ply * MAX_MOVES;
    const n = this.generate(at);
    if (depth <= 1) return depth === 1 ? n : 1;
    let total = 0;
    for (let i = at; i < at + n; i++) {
      this.make(i);
      total += this.perft(depth - 1, ply + 1);
      this.unmake(i);
    }
    return total;
  }
}

export const popcount = (x: number): number => {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
};
