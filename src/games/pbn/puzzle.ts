import { err, ok, type Result } from '../../core/result.ts';

/** The largest side a puzzle may have here: PLT's biggest is 40, the designer's 35. */
export const MAX_SIDE = 60;

/** A nonogram: its clues, top to bottom and left to right, and PLT's stored solution if any. */
export interface Puzzle {
  readonly name: string;
  /** One list of block lengths per row, top to bottom; [] for an empty row. */
  readonly rows: readonly (readonly number[])[];
  /** One list per column, left to right. */
  readonly cols: readonly (readonly number[])[];
  /** Rows of `#` (filled), `.` (empty), `?` (PLT does not know); null when PLT stored none. */
  readonly solution: readonly string[] | null;
}

export interface PuzzleSet {
  readonly name: string;
  readonly puzzles: readonly Puzzle[];
}

/** A cell as the player marks it. */
export const UNKNOWN = '?';
export const FILLED = '#';
export const EMPTY = '.';
export type Mark = typeof UNKNOWN | typeof FILLED | typeof EMPTY;

export const widthOf = (p: Puzzle) => p.cols.length;
export const heightOf = (p: Puzzle) => p.rows.length;

/** The block lengths of a line of marks (filled runs; anything else separates). */
export function cluesOf(line: string): number[] {
  const out: number[] = [];
  let run = 0;
  for (const ch of line) {
    if (ch === FILLED) run++;
    else if (run) {
      out.push(run);
      run = 0;
    }
  }
  if (run) out.push(run);
  return out;
}

export const sameClue = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Row `r` and column `c` of a row-major grid of marks. */
export const rowOf = (cells: string, width: number, r: number) =>
  cells.slice(r * width, (r + 1) * width);
export function colOf(cells: string, width: number, c: number): string {
  let s = '';
  for (let i = c; i < cells.length; i += width) s += cells[i];
  return s;
}

/** Whether the runs of filled cells along one line (`n` cells from `start`, `step` apart) are `clue`. */
function lineMatches(
  cells: string,
  start: number,
  step: number,
  n: number,
  clue: readonly number[],
): boolean {
  let block = 0;
  let run = 0;
  for (let i = 0, at = start; i <= n; i++, at += step) {
    if (i < n && cells[at] === FILLED) {
      run++;
      continue;
    }
    if (run === 0) continue;
    if (clue[block] !== run) return false;
    block++;
    run = 0;
  }
  return block === clue.length;
}

/**
 * Whether the filled cells of `cells` satisfy every clue (unknown cells count as empty). It
 * stops at the first line that differs, so asking about a board in play costs next to nothing.
 */
export function satisfies(p: Puzzle, cells: string): boolean {
  const w = widthOf(p);
  const h = heightOf(p);
  return (
    p.rows.every((clue, r) => lineMatches(cells, r * w, 1, w, clue)) &&
    p.cols.every((clue, c) => lineMatches(cells, c, w, h, clue))
  );
}

/** The clues of a picture given as rows of `#` and anything else. */
export function puzzleFromPicture(name: string, rows: readonly string[]): Puzzle {
  const width = rows[0]?.length ?? 0;
  const cells = rows.join('');
  return {
    name,
    rows: rows.map((r) => cluesOf(r)),
    cols: Array.from({ length: width }, (_, c) => cluesOf(colOf(cells, width, c))),
    solution: rows.map((r) => r.replace(/[^#]/g, EMPTY)),
  };
}

/**
 * The compact clue text a game string carries (`clues=` parameter): rows, a slash, columns;
 * lines split by `-`, block lengths by `.`, an empty line as `0`. "1.1-3/2-1.1" is 2×2... in
 * general `rows/cols`. No brackets, commas or `=`, so it fits in a game string.
 */
export function formatClues(p: Pick<Puzzle, 'rows' | 'cols'>): string {
  const lines = (ls: readonly (readonly number[])[]) =>
    ls.map((l) => (l.length ? l.join('.') : '0')).join('-');
  return `${lines(p.rows)}/${lines(p.cols)}`;
}

function readLines(text: string, what: string): Result<number[][]> {
  const out: number[][] = [];
  const parts = text.split('-');
  for (const [i, part] of parts.entries()) {
    if (!/^\d+(\.\d+)*$/.test(part))
      return err(`${what} ${i + 1}: "${part}" is not numbers split by "."`);
    const nums = part.split('.').map(Number);
    if (nums.length === 1 && nums[0] === 0) out.push([]);
    else if (nums.some((n) => n < 1))
      return err(`${what} ${i + 1}: a block length must be at least 1`);
    else out.push(nums);
  }
  return ok(out);
}

/** Reads `formatClues` text, checking sizes and that each line's blocks fit it. */
export function parseClues(text: string, name = 'Custom puzzle'): Result<Puzzle> {
  const halves = text.trim().split('/');
  if (halves.length !== 2) return err('clues: expected rows, a "/", then columns');
  const rows = readLines(halves[0] as string, 'row');
  if (!rows.ok) return rows;
  const cols = readLines(halves[1] as string, 'column');
  if (!cols.ok) return cols;
  return checkPuzzle({ name, rows: rows.value, cols: cols.value, solution: null });
}

const need = (clue: readonly number[]) =>
  clue.reduce((a, b) => a + b, 0) + Math.max(0, clue.length - 1);

const checked = new WeakMap<Puzzle, Result<Puzzle>>();

/** Checks a puzzle's shape: sizes within bounds, every clue fits its line, totals agree. */
export function checkPuzzle(p: Puzzle): Result<Puzzle> {
  let known = checked.get(p);
  if (!known) {
    known = checkShape(p);
    checked.set(p, known);
  }
  return known;
}

function checkShape(p: Puzzle): Result<Puzzle> {
  const w = widthOf(p);
  const h = heightOf(p);
  if (w < 1 || h < 1 || w > MAX_SIDE || h > MAX_SIDE) {
    return err(`a puzzle is 1 to ${MAX_SIDE} cells a side, not ${w}×${h}`);
  }
  for (const [i, clue] of p.rows.entries()) {
    if (need(clue) > w) return err(`row ${i + 1}: clue ${clue.join(' ')} does not fit ${w} cells`);
  }
  for (const [i, clue] of p.cols.entries()) {
    if (need(clue) > h)
      return err(`column ${i + 1}: clue ${clue.join(' ')} does not fit ${h} cells`);
  }
  const sum = (ls: readonly (readonly number[])[]) => ls.flat().reduce((a, b) => a + b, 0);
  if (sum(p.rows) !== sum(p.cols)) {
    return err(`the rows fill ${sum(p.rows)} cells but the columns ${sum(p.cols)}`);
  }
  if (p.solution) {
    if (p.solution.length !== h || p.solution.some((r) => r.length !== w || /[^#.?]/.test(r))) {
      return err('the solution does not match the size or uses marks other than # . ?');
    }
  }
  return ok(p);
}
