import { cardValue, SUITS, suitOf } from '../../cards/card.ts';
import type { DealtCard } from '../../cards/identity.ts';
import { DEAL, type SpiderMove, TABLEAUS, type Table } from './state.ts';

/**
 * Spider for searches: cards as small numbers (suit·13 + rank−1, king 12), a face-down card
 * the player cannot see as UNKNOWN. Both the full-knowledge solver (every card known) and the
 * no-peek player (only face-up cards known) search over this; rules.ts stays the reference.
 */
export const UNKNOWN = -1;

export interface Fast {
  /** Bottom first; the first `down[i]` cards of pile i are face down. */
  readonly piles: number[][];
  readonly down: number[];
  /** The cards still to deal, next first (UNKNOWN where not seen). */
  readonly stock: number[];
  done: number;
  /** A face-down card the searcher does not know turned up: what follows is unknown. */
  revealed: boolean;
}

export const rank = (code: number) => code % 13;
export const suit = (code: number) => Math.floor(code / 13);

const codeOf = (c: DealtCard | { readonly id: number }): number =>
  'value' in c ? SUITS.indexOf(suitOf(c.value)) * 13 + cardValue(c.value) - 1 : UNKNOWN;

export function toFast(t: Table): Fast {
  return {
    piles: t.tableau.map((p) => [...p.down.map(codeOf), ...p.up.map(codeOf)]),
    down: t.tableau.map((p) => p.down.length),
    stock: t.stock.map(codeOf),
    done: t.done.length,
    revealed: false,
  };
}

export const clone = (f: Fast): Fast => ({
  piles: f.piles.map((p) => p.slice()),
  down: f.down.slice(),
  stock: f.stock,
  done: f.done,
  revealed: false,
});

/** `upper` lies on `lower` within a run: same suit, one lower. */
export const follows = (lower: number, upper: number) =>
  lower >= 0 && upper >= 0 && lower === upper + 1 && suit(lower) === suit(upper);

/** The same-suit descending run on top of pile i. */
export function runLen(f: Pick<Fast, 'piles' | 'down'>, i: number): number {
  const p = f.piles[i] as number[];
  const up = p.length - (f.down[i] as number);
  if (up === 0) return 0;
  let n = 1;
  while (n < up && follows(p[p.length - n - 1] as number, p[p.length - n] as number)) n++;
  return n;
}

export const top = (f: Fast, i: number): number => {
  const p = f.piles[i] as number[];
  return p.length === 0 ? UNKNOWN : (p[p.length - 1] as number);
};

export interface FastMove {
  readonly from: number;
  readonly count: number;
  /** A tableau, or DEAL_TO for the deal. */
  readonly to: number;
}
export const DEAL_TO = -1;
export const FAST_DEAL: FastMove = { from: -1, count: 0, to: DEAL_TO };

export const toSpiderMove = (m: FastMove): SpiderMove =>
  m.to === DEAL_TO ? DEAL : { kind: 'move', from: m.from, count: m.count, to: m.to };

export const canDeal = (f: Fast) => f.stock.length > 0 && f.piles.every((p) => p.length > 0);

/** Every legal move but giving up, in rules.ts's order. */
export function fastMoves(f: Fast): FastMove[] {
  const out: FastMove[] = [];
  for (let from = 0; from < TABLEAUS; from++) {
    const run = runLen(f, from);
    const p = f.piles[from] as number[];
    for (let count = 1; count <= run; count++) {
      const moved = p[p.length - count] as number;
      for (let to = 0; to < TABLEAUS; to++) {
        if (to === from) continue;
        const q = f.piles[to] as number[];
        if (q.length === 0 || rank(q[q.length - 1] as number) === rank(moved) + 1) {
          out.push({ from, count, to });
        }
      }
    }
  }
  if (canDeal(f)) out.push(FAST_DEAL);
  return out;
}

/** A finished run leaves and the top card turns up (rules.ts's settle), for pile i. */
function settlePile(f: Fast, i: number) {
  const p = f.piles[i] as number[];
  if (runLen(f, i) >= 13 && rank(p[p.length - 1] as number) === 0) {
    p.length -= 13;
    f.done++;
  }
  if (p.length > 0 && (f.down[i] as number) === p.length) {
    f.down[i] = p.length - 1;
    if (p[p.length - 1] === UNKNOWN) f.revealed = true;
  }
}

/** The position after `m`, a new object; `revealed` says whether an unknown card turned up. */
export function play(f: Fast, m: FastMove): Fast {
  const g = clone(f);
  if (m.to === DEAL_TO) {
    const row = f.stock.slice(0, TABLEAUS);
    (g as { stock: number[] }).stock = f.stock.slice(TABLEAUS);
    for (let i = 0; i < TABLEAUS; i++) {
      (g.piles[i] as number[]).push(row[i] as number);
      if (row[i] === UNKNOWN) g.revealed = true;
      settlePile(g, i);
    }
    return g;
  }
  const source = g.piles[m.from] as number[];
  const run = source.splice(source.length - m.count, m.count);
  (g.piles[m.to] as number[]).push(...run);
  settlePile(g, m.to);
  settlePile(g, m.from);
  return g;
}

export const faceDown = (f: Fast) => f.down.reduce((a, b) => a + b, 0);
export const empties = (f: Fast) => f.piles.filter((p) => p.length === 0).length;
