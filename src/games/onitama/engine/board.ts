import { createRng } from '../../../core/rng.ts';
import { CARD_NAMES, cardIndex } from '../cards.ts';
import {
  BLUE,
  cardReach,
  type OnitamaMove,
  type OnitamaState,
  ownerOf,
  RED,
  SQUARES,
  TEMPLE,
} from '../rules.ts';

/**
 * The engine's position: 25-bit bitboards (bit n is square n of rules.ts, a5 = 0 ... e1 = 24),
 * the five cards as indices into CARD_NAMES, and a Zobrist key, with make/unmake so a search
 * allocates nothing per node. Hands are not kept in the rules' order (the card taken from the
 * side goes where the played card was), and the key leaves order out: it changes no move.
 *
 * A move is one integer, `card << 10 | from << 5 | to`; a pass has from = to = PASS.
 */

export const PASS = 31;
export const NO_MOVE = -1;

export const encodeMove = (card: number, from: number, to: number): number =>
  (card << 10) | (from << 5) | to;
export const moveCard = (m: number): number => m >>> 10;
export const moveFrom = (m: number): number => (m >>> 5) & 31;
export const moveTo = (m: number): number => m & 31;

const CARDS = CARD_NAMES.length;

/** `REACH[(card * 2 + player) * 25 + square]`: the squares the card takes that piece to. */
export const REACH = new Int32Array(CARDS * 2 * SQUARES);
for (const [c, name] of CARD_NAMES.entries()) {
  for (const player of [BLUE, RED] as const) {
    for (let sq = 0; sq < SQUARES; sq++) {
      REACH[(c * 2 + player) * SQUARES + sq] = cardReach(name, player, sq).reduce(
        (mask, to) => mask | (1 << to),
        0,
      );
    }
  }
}

/**
 * The squares from which `player`'s pieces reach `sq` with `card`: the other player's reach
 * from `sq`, since the other player holds every card turned round.
 */
export const reachInto = (card: number, player: number, sq: number): number =>
  REACH[(card * 2 + (player ^ 1)) * SQUARES + sq] as number;

export const lowBit = (bb: number): number => 31 - Math.clz32(bb & -bb);

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The square each player's master must reach: the other side's temple. */
export const GOAL = [TEMPLE[RED], TEMPLE[BLUE]] as const;

// Zobrist keys, two 32-bit halves: the low half indexes the table, the high half checks it.
const zobrist = createRng(0x6f6e6974);
const random32 = () => zobrist.int(0, 0xffff) | (zobrist.int(0, 0xffff) << 16);
/** `[(player * 2 + isMaster) * 25 + square]`. */
const Z_PIECE_LO = Int32Array.from({ length: 4 * SQUARES }, random32);
const Z_PIECE_HI = Int32Array.from({ length: 4 * SQUARES }, random32);
/** `[card * 3 + holder]`, holder 0 blue, 1 red, 2 the side. */
const Z_CARD_LO = Int32Array.from({ length: CARDS * 3 }, random32);
const Z_CARD_HI = Int32Array.from({ length: CARDS * 3 }, random32);
const Z_RED_LO = random32();
const Z_RED_HI = random32();

/** Plies a board can be taken forward from where it was set up: a game plus a deep search. */
const MAX_STACK = 1024;

export class Board {
  /** Every piece of each player, master included. */
  readonly pieces = new Int32Array(2);
  /** Each player's master as a bitboard; 0 once taken. */
  readonly masters = new Int32Array(2);
  /** `hand[player * 2 + slot]`. */
  readonly hand = new Int32Array(4);
  side = 0;
  toMove = 0;
  keyLo = 0;
  keyHi = 0;
  /** Plies made since the board was set up. */
  ply = 0;
  /** Per ply made: key halves before it, what it took (0, 1 student, 2 master), the hand slot. */
  private readonly undo = new Int32Array(MAX_STACK * 4);
  /** The ply after the last capture: no position before it can come again. */
  private readonly irreversible = new Int32Array(MAX_STACK + 1);

  constructor(state: OnitamaState) {
    for (let sq = 0; sq < SQUARES; sq++) {
      const cell = state.board[sq];
      const owner = ownerOf(cell);
      if (owner === undefined) continue;
      this.pieces[owner] = (this.pieces[owner] as number) | (1 << sq);
      if (cell === 'B' || cell === 'R') this.masters[owner] = 1 << sq;
    }
    for (const player of [BLUE, RED] as const) {
      for (const [slot, name] of state.hands[player].entries()) {
        this.hand[player * 2 + slot] = cardIndex(name);
      }
    }
    this.side = cardIndex(state.side);
    this.toMove = state.toMove;
    this.rekey();
  }

  private rekey(): void {
    let lo = this.toMove === RED ? Z_RED_LO : 0;
    let hi = this.toMove === RED ? Z_RED_HI : 0;
    for (let player = 0; player < 2; player++) {
      for (let bb = this.pieces[player] as number; bb !== 0; bb &= bb - 1) {
        const sq = lowBit(bb);
        const k = (player * 2 + ((this.masters[player] as number) >>> sq === 1 ? 1 : 0)) * SQUARES;
        lo ^= Z_PIECE_LO[k + sq] as number;
        hi ^= Z_PIECE_HI[k + sq] as number;
      }
      for (let slot = 0; slot < 2; slot++) {
        const c = (this.hand[player * 2 + slot] as number) * 3 + player;
        lo ^= Z_CARD_LO[c] as number;
        hi ^= Z_CARD_HI[c] as number;
      }
    }
    lo ^= Z_CARD_LO[this.side * 3 + 2] as number;
    hi ^= Z_CARD_HI[this.side * 3 + 2] as number;
    this.keyLo = lo;
    this.keyHi = hi;
  }

  /** Whether the game ended before this position: the last mover took the master or the goal. */
  isOver(): boolean {
    const last = this.toMove ^ 1;
    return this.masters[this.toMove] === 0 || this.masters[last] === 1 << (GOAL[last] as number);
  }

  /** Writes the player to move's moves from `at` on and returns how many; passes if none. */
  generate(out: Int32Array, at: number): number {
    const s = this.toMove;
    let n = at + this.movesOnto(out, at, ~(this.pieces[s] as number));
    if (n === at) {
      out[n++] = ((this.hand[s * 2] as number) << 10) | (PASS << 5) | PASS;
      out[n++] = ((this.hand[s * 2 + 1] as number) << 10) | (PASS << 5) | PASS;
    }
    return n - at;
  }

  /** Whether `player`, holding their cards, could win at once: take the master or reach the goal. */
  canWin(player: number): boolean {
    // winFor for both cards at once, without making the move: the search asks this twice a node.
    const c0 = this.hand[player * 2] as number;
    const c1 = this.hand[player * 2 + 1] as number;
    // The other player's reach from a square is where this player's pieces reach it from.
    const b0 = (c0 * 2 + (player ^ 1)) * SQUARES;
    const b1 = (c1 * 2 + (player ^ 1)) * SQUARES;
    const own = this.pieces[player] as number;
    const master = this.masters[player ^ 1] as number;
    if (master !== 0) {
      const sq = 31 - Math.clz32(master);
      if ((((REACH[b0 + sq] as number) | (REACH[b1 + sq] as number)) & own) !== 0) return true;
    }
    const goal = GOAL[player] as number;
    return (
      ((own >>> goal) & 1) === 0 &&
      (((REACH[b0 + goal] as number) | (REACH[b1 + goal] as number)) &
        (this.masters[player] as number)) !==
        0
    );
  }

  /**
   * The captures of the player to move from `at` on, in the order `generate` gives them, and
   * how many: what quiescence searches when no win is threatened.
   */
  generateCaptures(out: Int32Array, at: number): number {
    return this.movesOnto(out, at, this.pieces[this.toMove ^ 1] as number);
  }

  /** The moves of the player to move onto squares of `targets`, card by card, from `at` on. */
  private movesOnto(out: Int32Array, at: number, targets: number): number {
    const s = this.toMove;
    const own = this.pieces[s] as number;
    let n = at;
    for (let slot = 0; slot < 2; slot++) {
      const card = this.hand[s * 2 + slot] as number;
      const base = (card * 2 + s) * SQUARES;
      for (let bb = own; bb !== 0; bb &= bb - 1) {
        const from = lowBit(bb);
        for (let t = (REACH[base + from] as number) & targets; t !== 0; t &= t - 1) {
          out[n++] = (card << 10) | (from << 5) | lowBit(t);
        }
      }
    }
    return n - at;
  }

  /** A move that wins at once for the player to move, or NO_MOVE. */
  winningMove(): number {
    const m = this.winFor(this.toMove, 0);
    return m !== NO_MOVE ? m : this.winFor(this.toMove, 1);
  }

  /** A winning move of `player` with the card in hand slot `slot`, or NO_MOVE. */
  private winFor(player: number, slot: number): number {
    const own = this.pieces[player] as number;
    const card = this.hand[player * 2 + slot] as number;
    const master = this.masters[player ^ 1] as number;
    if (master !== 0) {
      const sq = lowBit(master);
      const from = reachInto(card, player, sq) & own;
      if (from !== 0) return encodeMove(card, lowBit(from), sq);
    }
    const goal = GOAL[player] as number;
    if (
      ((own >>> goal) & 1) === 0 &&
      (reachInto(card, player, goal) & (this.masters[player] as number)) !== 0
    ) {
      return encodeMove(card, lowBit(this.masters[player] as number), goal);
    }
    return NO_MOVE;
  }

  /** Whether move `m` of the player to move wins the game. */
  wins(m: number): boolean {
    const to = moveTo(m);
    if (to === PASS) return false;
    const other = this.toMove ^ 1;
    if (((this.masters[other] as number) >>> to) & 1) return true;
    return (
      to === GOAL[this.toMove] &&
      (((this.masters[this.toMove] as number) >>> moveFrom(m)) & 1) === 1
    );
  }

  /** Whether `m` takes a piece. */
  captures(m: number): boolean {
    const to = moveTo(m);
    return to !== PASS && (((this.pieces[this.toMove ^ 1] as number) >>> to) & 1) === 1;
  }

  make(m: number): void {
    const s = this.toMove;
    const o = s ^ 1;
    const card = m >>> 10;
    const from = (m >>> 5) & 31;
    const to = m & 31;
    const u = this.ply * 4;
    this.undo[u] = this.keyLo;
    this.undo[u + 1] = this.keyHi;
    let lo = this.keyLo ^ Z_RED_LO;
    let hi = this.keyHi ^ Z_RED_HI;
    let taken = 0;
    if (from !== PASS) {
      const fromBit = 1 << from;
      const toBit = 1 << to;
      if (((this.pieces[o] as number) & toBit) !== 0) {
        taken = ((this.masters[o] as number) & toBit) !== 0 ? 2 : 1;
        this.pieces[o] = (this.pieces[o] as number) ^ toBit;
        if (taken === 2) this.masters[o] = 0;
        const k = (o * 2 + taken - 1) * SQUARES + to;
        lo ^= Z_PIECE_LO[k] as number;
        hi ^= Z_PIECE_HI[k] as number;
      }
      this.pieces[s] = (this.pieces[s] as number) ^ fromBit ^ toBit;
      let k = s * 2 * SQUARES;
      if (((this.masters[s] as number) & fromBit) !== 0) {
        this.masters[s] = toBit;
        k += SQUARES;
      }
      lo ^= (Z_PIECE_LO[k + from] as number) ^ (Z_PIECE_LO[k + to] as number);
      hi ^= (Z_PIECE_HI[k + from] as number) ^ (Z_PIECE_HI[k + to] as number);
    }
    const slot = this.hand[s * 2] === card ? 0 : 1;
    const side = this.side;
    this.hand[s * 2 + slot] = side;
    this.side = card;
    lo ^=
      (Z_CARD_LO[card * 3 + s] as number) ^
      (Z_CARD_LO[card * 3 + 2] as number) ^
      (Z_CARD_LO[side * 3 + 2] as number) ^
      (Z_CARD_LO[side * 3 + s] as number);
    hi ^=
      (Z_CARD_HI[card * 3 + s] as number) ^
      (Z_CARD_HI[card * 3 + 2] as number) ^
      (Z_CARD_HI[side * 3 + 2] as number) ^
      (Z_CARD_HI[side * 3 + s] as number);
    this.undo[u + 2] = taken;
    this.undo[u + 3] = slot;
    this.keyLo = lo;
    this.keyHi = hi;
    this.toMove = o;
    this.ply++;
    this.irreversible[this.ply] =
      taken !== 0 ? this.ply : (this.irreversible[this.ply - 1] as number);
  }

  unmake(m: number): void {
    this.ply--;
    const o = this.toMove;
    const s = o ^ 1;
    const u = this.ply * 4;
    const card = m >>> 10;
    const from = (m >>> 5) & 31;
    const to = m & 31;
    const slot = s * 2 + (this.undo[u + 3] as number);
    this.side = this.hand[slot] as number;
    this.hand[slot] = card;
    if (from !== PASS) {
      const fromBit = 1 << from;
      const toBit = 1 << to;
      this.pieces[s] = (this.pieces[s] as number) ^ fromBit ^ toBit;
      if (((this.masters[s] as number) & toBit) !== 0) this.masters[s] = fromBit;
      const taken = this.undo[u + 2] as number;
      if (taken !== 0) {
        this.pieces[o] = (this.pieces[o] as number) | toBit;
        if (taken === 2) this.masters[o] = toBit;
      }
    }
    this.keyLo = this.undo[u] as number;
    this.keyHi = this.undo[u + 1] as number;
    this.toMove = s;
  }

  /** Hands the move to the other player without a move, for null-move pruning. */
  makeNull(): void {
    const u = this.ply * 4;
    this.undo[u] = this.keyLo;
    this.undo[u + 1] = this.keyHi;
    this.keyLo ^= Z_RED_LO;
    this.keyHi ^= Z_RED_HI;
    this.toMove ^= 1;
    this.ply++;
    // A line through a null move is no game: nothing before it counts as a repetition.
    this.irreversible[this.ply] = this.ply;
  }

  unmakeNull(): void {
    this.ply--;
    this.keyLo = this.undo[this.ply * 4] as number;
    this.keyHi = this.undo[this.ply * 4 + 1] as number;
    this.toMove ^= 1;
  }

  /** Whether the position has stood before with the same player to move since the last capture. */
  repeats(): boolean {
    const stop = this.irreversible[this.ply] as number;
    for (let p = this.ply - 2; p >= stop; p -= 2) {
      if (this.undo[p * 4] === this.keyLo && this.undo[p * 4 + 1] === this.keyHi) return true;
    }
    return false;
  }
}

/** The engine's integer for a move of rules.ts. */
export const engineMove = (move: OnitamaMove): number =>
  move.kind === 'pass'
    ? encodeMove(cardIndex(move.card), PASS, PASS)
    : encodeMove(cardIndex(move.card), move.from, move.to);

/** The rules' move for an engine integer. */
export function rulesMove(m: number): OnitamaMove {
  const card = CARD_NAMES[moveCard(m)] as (typeof CARD_NAMES)[number];
  return moveFrom(m) === PASS
    ? { kind: 'pass', card }
    : { kind: 'move', card, from: moveFrom(m), to: moveTo(m) };
}
