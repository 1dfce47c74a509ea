import { type Board, CELLS, colOf, findRuns, rowOf, SIDE } from './board.ts';
import { TICK_MS } from './rules.ts';

/**
 * How a swap plays out on the board: its times, where each jewel is drawn meanwhile, and how far
 * the jewels fall in after the runs leave. Pure, so the view only asks where to draw.
 */

/** viewBox units a cell. */
export const CELL = 40;
/** PLT's animation lengths: a swap and a fade of 20 ticks each. */
export const SWAP_MS = 20 * TICK_MS;
export const VANISH_MS = 20 * TICK_MS;
export const DROP_MS = 18 * TICK_MS;

/** What the board is showing instead of the settled position: a swap under way. */
export interface Animation {
  readonly kind: 'swap' | 'fail';
  readonly a: number;
  readonly b: number;
  readonly board: Board;
  readonly looks: Board;
  readonly started: number;
  /** Points the swap made, shown as PLT's floating "+v". */
  readonly gain: number;
}

/** How far each cell of the settled board falls in, in cells, after the first removal. */
export function fallsAfter(board: Board): number[] {
  const gone = new Set(findRuns(board).flatMap((run) => run.cells));
  const falls = new Array<number>(CELLS).fill(0);
  for (let c = 0; c < SIDE; c++) {
    let removed = 0;
    let lowest = -1;
    for (let r = 0; r < SIDE; r++) {
      if (gone.has(r * SIDE + c)) {
        removed++;
        lowest = r;
      }
    }
    for (let r = 0; r <= lowest; r++) falls[r * SIDE + c] = removed;
  }
  return falls;
}

/**
 * Where the jewel of `cell` is drawn `elapsed` ms into the swap `shown`, in viewBox units from its
 * place: mid-swap, it travels toward its partner (and back again when the swap fails).
 */
export function swapOffset(
  shown: Animation | null,
  cell: number,
  elapsed: number,
): [number, number] {
  if (!shown) return [0, 0];
  const partner = cell === shown.a ? shown.b : cell === shown.b ? shown.a : null;
  if (partner === null) return [0, 0];
  const t =
    shown.kind === 'swap'
      ? Math.min(1, elapsed / SWAP_MS)
      : elapsed < SWAP_MS
        ? elapsed / SWAP_MS
        : 2 - elapsed / SWAP_MS;
  const k = Math.min(1, Math.max(0, t));
  return [(colOf(partner) - colOf(cell)) * CELL * k, (rowOf(partner) - rowOf(cell)) * CELL * k];
}
