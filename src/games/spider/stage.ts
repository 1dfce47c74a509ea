import { type Board, DEAL, deadEnd, decode, encode, hashOf, make, unmake } from './board.ts';
import { candidates } from './candidates.ts';
import { evaluate, type Weights } from './evaluate.ts';
import { Frontier } from './frontier.ts';
import { RUNS } from './state.ts';

/**
 * One stage of the solver: the play between two deals. A best-first search (by `evaluate`)
 * over the moves `candidates` keeps, the deal left out, each position reached once, for at most
 * `budget` positions expanded. It ends with a winning line, or with the best positions it
 * reached (the ones to deal from), each with the line that leads there from the start.
 */

export interface StageBudget {
  /** Positions this stage may expand; it stops early when the whole budget of the solve is spent. */
  readonly budget: number;
  /** How many of the best positions to hand back. */
  readonly keep: number;
  readonly weights: Weights;
  /** Counts expansions for the whole solve; returns false once it must stop. */
  readonly tick: () => boolean;
}

export interface Reached {
  readonly value: number;
  readonly board: Board;
  readonly line: readonly number[];
}

export type StageResult =
  | { readonly won: true; readonly line: readonly number[] }
  | {
      readonly won: false;
      readonly best: readonly Reached[];
      /** Every position the moves tried can reach was expanded: more budget finds nothing. */
      readonly exhausted: boolean;
    };

export function searchStage(start: Board, s: StageBudget): StageResult {
  const codes = [encode(start)];
  const parent = [-1];
  const move = [0];
  const lineTo = (node: number): number[] => {
    const line: number[] = [];
    for (let n = node; n > 0; n = parent[n] as number) line.push(move[n] as number);
    return line.reverse();
  };
  const seen = new Set<number>([hashOf(start)]);
  const open = new Frontier();
  const best: { value: number; node: number }[] = [];
  const note = (value: number, node: number) => {
    if (best.length === s.keep && value <= (best[best.length - 1]?.value ?? 0)) return;
    let i = best.length;
    while (i > 0 && (best[i - 1]?.value ?? 0) < value) i--;
    best.splice(i, 0, { value, node });
    if (best.length > s.keep) best.pop();
  };
  const moves: number[] = [];

  /** Queues the new positions one move from `b` (node `n`); a win ends the stage at once. */
  const expand = (b: Board, n: number): number[] | undefined => {
    for (const m of candidates(b, moves).slice()) {
      if (m === DEAL) continue;
      const undo = make(b, m);
      if (b.done === RUNS) return [...lineTo(n), m];
      const h = hashOf(b);
      if (!seen.has(h) && !deadEnd(b)) {
        seen.add(h);
        open.push(evaluate(b, s.weights), n, m);
      }
      unmake(b, m, undo);
    }
    return undefined;
  };

  note(evaluate(start, s.weights), 0);
  let won = s.tick() ? expand(decode(codes[0] as Uint8Array, start.stock), 0) : undefined;
  let exhausted = false;
  for (let expanded = 1; !won && expanded < s.budget && s.tick(); expanded++) {
    const next = open.pop();
    if (!next) {
      exhausted = true;
      break;
    }
    const b = decode(codes[next.parent] as Uint8Array, start.stock);
    make(b, next.move);
    const n = codes.length;
    codes.push(encode(b));
    parent.push(next.parent);
    move.push(next.move);
    note(evaluate(b, s.weights), n);
    won = expand(b, n);
  }
  if (won) return { won: true, line: won };
  return {
    won: false,
    exhausted,
    best: best.map(({ value, node }) => ({
      value,
      board: decode(codes[node] as Uint8Array, start.stock),
      line: lineTo(node),
    })),
  };
}
