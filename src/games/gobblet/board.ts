/**
 * Gobblet's board as numbers, shared by the rules, PLT's auto-player and our searches.
 *
 * A cell holds a stack whose sizes grow downwards (a piece only covers strictly smaller ones),
 * so a stack is, for each size, absent, red or yellow: one base-3 digit per size, the smallest
 * size the lowest digit. That gives 27 stacks on 3×3 and 81 on 4×4, the counts of PLT's stack
 * ids (the numbers differ from PLT's; `plt-key.ts` converts). Cells are row-major from the top
 * left: cell `col + size * row`, which is PLT's index `i + size * j` with i the column.
 */

export const RED = 0;
export const YELLOW = 1;
export type Colour = typeof RED | typeof YELLOW;

export const other = (c: Colour): Colour => (c === RED ? YELLOW : RED);

export const POW3 = [1, 3, 9, 27, 81] as const;

/** The top size of a stack, or -1 when empty. */
export function topSize(stack: number): number {
  for (let s = 3; s >= 0; s--) if (Math.floor(stack / (POW3[s] as number)) % 3 !== 0) return s;
  return -1;
}

/** The colour of a stack's top piece, or -1 when empty. */
export function topColour(stack: number): number {
  const s = topSize(stack);
  return s < 0 ? -1 : (Math.floor(stack / (POW3[s] as number)) % 3) - 1;
}

/** The stack with `colour`'s piece of `size` put on top (the caller checks it is larger). */
export const push = (stack: number, size: number, colour: Colour) =>
  stack + (colour + 1) * (POW3[size] as number);

/** The stack with its top piece lifted. */
export function pop(stack: number): number {
  const s = topSize(stack);
  return s < 0
    ? stack
    : stack - (Math.floor(stack / (POW3[s] as number)) % 3) * (POW3[s] as number);
}

/** The pieces of a stack from the bottom up, as [colour, size]. */
export function stackPieces(stack: number): [Colour, number][] {
  const pieces: [Colour, number][] = [];
  for (let s = 0; s < 4; s++) {
    const d = Math.floor(stack / (POW3[s] as number)) % 3;
    if (d !== 0) pieces.push([(d - 1) as Colour, s]);
  }
  return pieces;
}

/** Every line of cells: rows, columns, then the two diagonals. */
export function linesOf(n: number): readonly number[][] {
  const lines: number[][] = [];
  for (let r = 0; r < n; r++) lines.push(Array.from({ length: n }, (_, c) => c + n * r));
  for (let c = 0; c < n; c++) lines.push(Array.from({ length: n }, (_, r) => c + n * r));
  lines.push(Array.from({ length: n }, (_, k) => k + n * k));
  lines.push(Array.from({ length: n }, (_, k) => n - 1 - k + n * k));
  return lines;
}

const LINES: Record<number, readonly number[][]> = { 3: linesOf(3), 4: linesOf(4) };
export const lines = (n: number) => LINES[n] as readonly number[][];

/** Whether `colour` shows a full line of top pieces. */
export function hasLine(board: readonly number[], n: number, colour: number): boolean {
  return lines(n).some((line) => line.every((cell) => topColour(board[cell] as number) === colour));
}

/** How many of a line's tops are `colour`'s. */
const countTops = (board: readonly number[], line: readonly number[], colour: number) =>
  line.reduce((k, cell) => k + (topColour(board[cell] as number) === colour ? 1 : 0), 0);

/**
 * PLT's `3-in-a-row?`: the cell's row, column, or a diagonal through it holds exactly three of
 * `colour`'s tops. It licenses a 4×4 off-board piece to gobble there.
 */
export function threeInALine(board: readonly number[], n: number, cell: number, colour: number) {
  const row = Math.floor(cell / n);
  const col = cell % n;
  const all = lines(n);
  const through = [all[row] as number[], all[n + col] as number[]];
  if (row === col) through.push(all[2 * n] as number[]);
  if (row === n - 1 - col) through.push(all[2 * n + 1] as number[]);
  return through.some((line) => countTops(board, line, colour) === 3);
}

/** How many of `colour`'s pieces of each size are on the board, covered ones too. */
export function placedCounts(board: readonly number[], colour: Colour, sizes: number): number[] {
  const counts = new Array<number>(sizes).fill(0);
  for (const stack of board) {
    for (let s = 0; s < sizes; s++)
      if (Math.floor(stack / (POW3[s] as number)) % 3 === colour + 1) (counts[s] as number)++;
  }
  return counts;
}

/**
 * The off-board pieces `colour` may play, largest first, as PLT's `available-off-board`: on 3×3
 * every piece (two of each size); on 4×4 the tops of the three stacks of four, each stack listed
 * by its top size. Pieces never leave the board, so the counts on the board tell the stacks.
 */
export function offBoard(board: readonly number[], n: number, colour: Colour): number[] {
  const counts = placedCounts(board, colour, n);
  const perSize = n - 1;
  const out: number[] = [];
  if (n === 3) {
    for (let s = n - 1; s >= 0; s--)
      for (let k = counts[s] as number; k < perSize; k++) out.push(s);
    return out;
  }
  // From the largest size down: the stacks that still show a larger size hide this one, and
  // each piece of this size on the board took it from one more stack.
  let shown = 0;
  for (let s = n - 1; s >= 0; s--) {
    const gone = shown + (counts[s] as number);
    if (gone < perSize) {
      for (let k = gone; k < perSize; k++) out.push(s);
      shown += perSize - gone;
    }
  }
  return out;
}

/** The position's key for repetition: each cell's stack as two hex digits, then the mover. */
export function positionKey(board: readonly number[], toMove: Colour): string {
  let key = '';
  for (const stack of board) key += stack.toString(16).padStart(2, '0');
  return key + (toMove === RED ? 'r' : 'y');
}

/** The 8 symmetries of the square, as cell maps: `map[cell]` is where the cell goes. */
export function symmetries(n: number): number[][] {
  const maps: number[][] = [];
  for (let t = 0; t < 8; t++) {
    const map: number[] = [];
    for (let cell = 0; cell < n * n; cell++) {
      let r = Math.floor(cell / n);
      let c = cell % n;
      if (t & 4) [r, c] = [c, r];
      if (t & 2) r = n - 1 - r;
      if (t & 1) c = n - 1 - c;
      map.push(c + n * r);
    }
    maps.push(map);
  }
  return maps;
}
