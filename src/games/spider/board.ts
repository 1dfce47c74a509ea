import { type Fast, rank, runLen, suit, toFast } from './fast.ts';
import { type SpiderState, TABLEAUS } from './state.ts';

/**
 * The full-knowledge solver's position: every card known (codes as in fast.ts), changed in place
 * by `make` and restored by `unmake`, so trying a move costs no copy of the table. The stock is
 * the deal's own, fixed; `dealt` says how much of it has been dealt.
 */
export interface Board {
  readonly piles: number[][];
  readonly down: number[];
  readonly stock: readonly number[];
  dealt: number;
  done: number;
}

/** A move as one number: a run (from, count, to), or DEAL. */
export const DEAL = -1;
export const runMove = (from: number, count: number, to: number) => from + 10 * to + 100 * count;
export const moveFrom = (m: number) => m % 10;
export const moveTo = (m: number) => Math.floor(m / 10) % 10;
export const moveCount = (m: number) => Math.floor(m / 100);

export function boardOf(state: SpiderState): Board {
  const f: Fast = toFast(state);
  return { piles: f.piles, down: f.down, stock: f.stock, dealt: 0, done: f.done };
}

export const stockLeft = (b: Board) => b.stock.length - b.dealt;
export const canDealBoard = (b: Board) => stockLeft(b) > 0 && b.piles.every((p) => p.length > 0);

/**
 * Lost for good: a deal is still due but fewer than ten cards are left on the table to fill
 * the ten tableaus it needs (runs leave at once, so completing too many too early loses).
 */
export function deadEnd(b: Board): boolean {
  if (stockLeft(b) === 0) return false;
  let cards = 0;
  for (const p of b.piles) cards += p.length;
  return cards < TABLEAUS;
}

/**
 * rules.ts's settle for pile i: a K..A run on top leaves, then the top card turns up. Returns
 * bit 0 for a run gone, bit 1 for a card turned, the run's suit from bit 2.
 */
function settle(b: Board, i: number): number {
  const p = b.piles[i] as number[];
  let undo = 0;
  if (p.length >= 13 && rank(p[p.length - 1] as number) === 0 && runLen(b, i) >= 13) {
    undo = 1 | (suit(p[p.length - 1] as number) << 2);
    p.length -= 13;
    b.done++;
  }
  if (p.length > 0 && b.down[i] === p.length) {
    b.down[i] = p.length - 1;
    undo |= 2;
  }
  return undo;
}

function unsettle(b: Board, i: number, undo: number) {
  const p = b.piles[i] as number[];
  if (undo & 2) b.down[i] = (b.down[i] as number) + 1;
  if (undo & 1) {
    const base = (undo >> 2) * 13;
    for (let r = 12; r >= 0; r--) p.push(base + r);
    b.done--;
  }
}

/** Plays `m` in place; the number returned lets `unmake` take it back. */
export function make(b: Board, m: number): number {
  if (m === DEAL) {
    let undo = 0;
    for (let i = 0; i < TABLEAUS; i++) {
      (b.piles[i] as number[]).push(b.stock[b.dealt + i] as number);
      undo |= (settle(b, i) & 3) << (2 * i);
    }
    b.dealt += TABLEAUS;
    return undo;
  }
  const source = b.piles[moveFrom(m)] as number[];
  const target = b.piles[moveTo(m)] as number[];
  const count = moveCount(m);
  for (let k = source.length - count; k < source.length; k++) target.push(source[k] as number);
  source.length -= count;
  const to = settle(b, moveTo(m));
  // A source left empty of face-up cards turns its top card; it cannot complete a run.
  return to | (settle(b, moveFrom(m)) << 6);
}

export function unmake(b: Board, m: number, undo: number) {
  if (m === DEAL) {
    b.dealt -= TABLEAUS;
    for (let i = TABLEAUS - 1; i >= 0; i--) {
      // A completed run's suit is the dealt ace's, so two bits a pile suffice.
      const u = (undo >> (2 * i)) & 3;
      unsettle(b, i, u | (suit(b.stock[b.dealt + i] as number) << 2));
      (b.piles[i] as number[]).pop();
    }
    return;
  }
  const source = b.piles[moveFrom(m)] as number[];
  const target = b.piles[moveTo(m)] as number[];
  unsettle(b, moveFrom(m), undo >> 6);
  unsettle(b, moveTo(m), undo & 63);
  const count = moveCount(m);
  for (let k = target.length - count; k < target.length; k++) source.push(target[k] as number);
  target.length -= count;
}

/**
 * A 52-bit hash of the position (two 26-bit halves): piles with their face-down counts, and how
 * much has been dealt. Equal positions hash equal; a collision only hides a position from the
 * search (a win is always replayed through the rules), it never makes a false claim.
 */
export function hashOf(b: Board): number {
  let h1 = b.dealt + 1;
  let h2 = b.dealt + 7;
  for (let i = 0; i < TABLEAUS; i++) {
    const p = b.piles[i] as number[];
    h1 = Math.imul(h1 ^ (200 + (b.down[i] as number)), 0x9e3779b1);
    h2 = Math.imul(h2 ^ (300 + (b.down[i] as number)), 0x85ebca77);
    for (let k = 0; k < p.length; k++) {
      h1 = Math.imul(h1 ^ (p[k] as number), 0x9e3779b1);
      h2 = Math.imul(h2 ^ (p[k] as number), 0x85ebca77);
      h1 ^= h1 >>> 15;
      h2 ^= h2 >>> 13;
    }
  }
  return (h1 & 0x3ffffff) * 0x4000000 + (h2 & 0x3ffffff);
}

/** The position in bytes: dealt, done, then per pile its face-down count, length and cards. */
export function encode(b: Board): Uint8Array {
  let n = 2 + 2 * TABLEAUS;
  for (const p of b.piles) n += p.length;
  const out = new Uint8Array(n);
  out[0] = b.dealt;
  out[1] = b.done;
  let k = 2;
  for (let i = 0; i < TABLEAUS; i++) {
    const p = b.piles[i] as number[];
    out[k++] = b.down[i] as number;
    out[k++] = p.length;
    for (const c of p) out[k++] = c;
  }
  return out;
}

export function decode(bytes: Uint8Array, stock: readonly number[]): Board {
  const piles: number[][] = [];
  const down: number[] = [];
  let k = 2;
  for (let i = 0; i < TABLEAUS; i++) {
    down.push(bytes[k++] as number);
    const n = bytes[k++] as number;
    // A plain loop: Array.from over a subarray costs several times more, on every expansion.
    const pile: number[] = new Array(n);
    for (let j = 0; j < n; j++) pile[j] = bytes[k + j] as number;
    piles.push(pile);
    k += n;
  }
  return { piles, down, stock, dealt: bytes[0] as number, done: bytes[1] as number };
}
