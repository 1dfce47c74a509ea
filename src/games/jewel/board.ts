/**
 * Jewel's board: 8×8 cells, row 0 at the top as in PLT, a cell's index `row * 8 + col`, each
 * holding a type 0–6 (−1 while empty, between a removal and the refill). Pure functions only.
 */

export const SIDE = 8;
export const CELLS = SIDE * SIDE;
export const TYPES = 7;
export const EMPTY = -1;

export type Board = readonly number[];

/** A run of three or more of one type in a row or a column; it scores `length − 1`. */
export interface Run {
  readonly cells: readonly number[];
  readonly horizontal: boolean;
}

export const rowOf = (cell: number) => Math.floor(cell / SIDE);
export const colOf = (cell: number) => cell % SIDE;

/** The runs of 3+ in PLT's order: rows from the top, then columns from the left. */
export function findRuns(board: Board): Run[] {
  const runs: Run[] = [];
  for (const horizontal of [true, false]) {
    // Cell (line, i) is line * step + i * stride: rows step by SIDE, columns by 1.
    const step = horizontal ? SIDE : 1;
    const stride = horizontal ? 1 : SIDE;
    for (let line = 0; line < SIDE; line++) {
      const base = line * step;
      let start = 0;
      for (let i = 1; i <= SIDE; i++) {
        const type = board[base + start * stride];
        if (i < SIDE && type !== EMPTY && board[base + i * stride] === type) continue;
        if (i - start >= 3 && type !== EMPTY) {
          const cells: number[] = [];
          for (let k = start; k < i; k++) cells.push(base + k * stride);
          runs.push({ cells, horizontal });
        }
        start = i;
      }
    }
  }
  return runs;
}

/** Whether `cell` lies in a run of three or more (the inner loop of every search: plain loops). */
export function inRun(board: Board, cell: number): boolean {
  const type = board[cell];
  if (type === EMPTY) return false;
  const row = cell - (cell % SIDE);
  const col = cell % SIDE;
  let n = 1;
  for (let c = col - 1; c >= 0 && board[row + c] === type; c--) n++;
  for (let c = col + 1; c < SIDE && board[row + c] === type; c++) n++;
  if (n >= 3) return true;
  n = 1;
  for (let x = cell - SIDE; x >= 0 && board[x] === type; x -= SIDE) n++;
  for (let x = cell + SIDE; x < CELLS && board[x] === type; x += SIDE) n++;
  return n >= 3;
}

export function swapped(board: Board, a: number, b: number): number[] {
  const out = board.slice();
  out[a] = board[b] as number;
  out[b] = board[a] as number;
  return out;
}

/** Whether `a` and `b` are side by side on the board. */
export function neighbours(a: number, b: number): boolean {
  if (a < 0 || b < 0 || a >= CELLS || b >= CELLS) return false;
  const d = Math.abs(a - b);
  return (d === 1 && rowOf(a) === rowOf(b)) || d === SIDE;
}

/** PLT accepts a swap only where it makes a run; two jewels of one type never do anything new. */
export function swapMakesRun(board: Board, a: number, b: number): boolean {
  if (!neighbours(a, b) || board[a] === board[b]) return false;
  // Swapped in place and back: this is the inner loop of every search.
  const cells = board as number[];
  const ta = cells[a] as number;
  cells[a] = cells[b] as number;
  cells[b] = ta;
  const made = inRun(cells, a) || inRun(cells, b);
  cells[b] = cells[a] as number;
  cells[a] = ta;
  return made;
}

/** Whether any swap makes a run (PLT's `anymove?` without the count). */
export function hasMove(board: Board): boolean {
  for (let cell = 0; cell < CELLS; cell++) {
    if (colOf(cell) < SIDE - 1 && swapMakesRun(board, cell, cell + 1)) return true;
    if (rowOf(cell) < SIDE - 1 && swapMakesRun(board, cell, cell + SIDE)) return true;
  }
  return false;
}

/**
 * Every swap that makes a run, each pair once as [lower index, higher index]: by the first
 * cell, the swap to the right before the one below. This is the honest "moves available".
 */
export function legalSwaps(board: Board): [number, number][] {
  const out: [number, number][] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (colOf(cell) < SIDE - 1 && swapMakesRun(board, cell, cell + 1)) out.push([cell, cell + 1]);
    if (rowOf(cell) < SIDE - 1 && swapMakesRun(board, cell, cell + SIDE)) {
      out.push([cell, cell + SIDE]);
    }
  }
  return out;
}

/** PLT's `chkpos`: (dx1, dy1, dx2, dy2), two cells that match a cell one swap from three. */
const PLT_PATTERNS: readonly (readonly [number, number, number, number])[] = [
  [1, -1, 0, 1],
  [-1, -1, -1, 1],
  [0, -1, 1, 1],
  [0, -2, 0, 1],
  [1, 1, -1, 0],
  [1, -1, -1, -1],
  [1, 0, -1, 1],
  [2, 0, -1, 0],
  [-1, 1, 0, -1],
  [1, 1, 1, -1],
  [0, 1, -1, -1],
  [0, 2, 0, -1],
  [-1, -1, 1, 0],
  [-1, 1, 1, 1],
  [-1, 0, 1, -1],
  [-2, 0, 1, 0],
];

/**
 * PLT's MOVES figure: (cell, pattern) hits among 16 local patterns. One swap is often counted
 * twice or more (and a few patterns are not swaps at all), so the game shows `legalSwaps`.
 */
export function pltMoveCount(board: Board): number {
  const at = (r: number, c: number) =>
    r < 0 || r >= SIDE || c < 0 || c >= SIDE ? EMPTY : (board[r * SIDE + c] as number);
  let moves = 0;
  for (let r = 0; r < SIDE; r++) {
    for (let c = 0; c < SIDE; c++) {
      const type = at(r, c);
      for (const [x1, y1, x2, y2] of PLT_PATTERNS) {
        if (type === at(r + y1, c + x1) && type === at(r + y2, c + x2)) moves++;
      }
    }
  }
  return moves;
}

/** A new jewel: its type and its look (the random shape or colour of the distracting levels). */
export interface Draw {
  readonly type: number;
  readonly look: number;
}

export interface Collapse {
  readonly board: number[];
  readonly looks: number[];
  /** The longest fall in cells, which sets how long PLT's drop takes. */
  readonly fall: number;
}

/**
 * PLT's `replace`: the jewels above each gap fall into it and new ones fall in from above,
 * drawn bottom row first, left to right within a row (PLT's order).
 */
export function collapse(board: Board, looks: Board, draw: () => Draw): Collapse {
  const out = board.slice();
  const outLooks = looks.slice();
  let fall = 0;
  const fresh = new Array<number>(SIDE).fill(1);
  for (let r = SIDE - 1; r >= 0; r--) {
    for (let c = 0; c < SIDE; c++) {
      const cell = r * SIDE + c;
      if (out[cell] !== EMPTY) continue;
      let above = r - 1;
      while (above >= 0 && out[above * SIDE + c] === EMPTY) above--;
      if (above >= 0) {
        out[cell] = out[above * SIDE + c] as number;
        outLooks[cell] = outLooks[above * SIDE + c] as number;
        out[above * SIDE + c] = EMPTY;
        fall = Math.max(fall, r - above);
      } else {
        const jewel = draw();
        out[cell] = jewel.type;
        outLooks[cell] = jewel.look;
        fall = Math.max(fall, r + (fresh[c] as number));
        fresh[c] = (fresh[c] as number) + 1;
      }
    }
  }
  return { board: out, looks: outLooks, fall };
}

/** PLT's animation lengths, in 30 ms ticks: a swap, a fade-out, and a look at the board. */
export const SWAP_TICKS = 20;
export const VANISH_TICKS = 20;
const FALL_ACCELERATION = 0.05;

/** Ticks PLT's drop takes for a fall of `cells`: the speed grows by 0.05 cell a tick. */
export function dropTicks(cells: number): number {
  let fall = cells;
  let speed = 0;
  let ticks = 1; // the last tick sees nothing falling
  while (fall > 0) {
    fall -= speed;
    speed += FALL_ACCELERATION;
    ticks++;
  }
  return ticks;
}
