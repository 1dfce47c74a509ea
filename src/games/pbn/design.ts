import { err, ok, type Result } from '../../core/result.ts';
import { EMPTY, FILLED, type Puzzle, puzzleFromPicture } from './puzzle.ts';

/** PLT's designer: 1 to 35 cells a side, 15 by default. */
export const DESIGN_MAX = 35;
export const DESIGN_DEFAULT = 15;

/** A picture being designed: `w`×`h` cells, row-major, `#` filled and `.` empty. */
export interface Design {
  readonly name: string;
  readonly w: number;
  readonly h: number;
  readonly cells: string;
}

/** A blank design, or an error naming a size outside 1..35. */
export function blankDesign(w: number, h: number, name = 'My puzzle'): Result<Design> {
  for (const [what, n] of [
    ['width', w],
    ['height', h],
  ] as const) {
    if (!Number.isInteger(n) || n < 1 || n > DESIGN_MAX) {
      return err(`the ${what} must be a whole number from 1 to ${DESIGN_MAX}, not ${n}`);
    }
  }
  return ok({ name, w, h, cells: EMPTY.repeat(w * h) });
}

/** The design with the cells at `indexes` filled (or emptied). */
export function paintDesign(d: Design, indexes: readonly number[], filled: boolean): Design {
  const cells = [...d.cells];
  for (const i of indexes) if (i >= 0 && i < cells.length) cells[i] = filled ? FILLED : EMPTY;
  return { ...d, cells: cells.join('') };
}

export const designRows = (d: Design): string[] =>
  Array.from({ length: d.h }, (_, r) => d.cells.slice(r * d.w, (r + 1) * d.w));

/** The puzzle a design makes: its clues, and the picture as the solution (for Show Mistakes). */
export const designPuzzle = (d: Design): Puzzle => puzzleFromPicture(d.name, designRows(d));

/**
 * A design from a puzzle's solution (PLT's "Edit this Puzzle"); an error when it has none
 * complete or is larger than the designer's 35 a side.
 */
export function designOf(p: Puzzle): Result<Design> {
  const sol = p.solution;
  if (!sol || sol.some((r) => r.includes('?'))) return err(`${p.name} has no complete solution`);
  const w = p.cols.length;
  const h = p.rows.length;
  if (w > DESIGN_MAX || h > DESIGN_MAX) {
    return err(`${p.name} is ${w}×${h}; the designer takes up to ${DESIGN_MAX} a side`);
  }
  return ok({ name: p.name, w, h, cells: sol.join('') });
}

/** Reads a design back from its text form (name, size, rows), for keeping it across pages. */
export function parseDesign(data: unknown): Result<Design> {
  const d = data as Partial<Design> | null;
  if (!d || typeof d !== 'object' || typeof d.name !== 'string' || typeof d.cells !== 'string') {
    return err('not a design');
  }
  const blank = blankDesign(Number(d.w), Number(d.h), d.name);
  if (!blank.ok) return blank;
  if (d.cells.length !== blank.value.cells.length || /[^#.]/.test(d.cells)) {
    return err(`a ${d.w}×${d.h} design needs ${blank.value.cells.length} cells of # and .`);
  }
  return ok({ ...blank.value, cells: d.cells });
}

/** An image's pixels as the canvas gives them: RGBA bytes, row by row. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: ArrayLike<number>;
}

/** The grid size an image gets: its own up to 35 a side, else scaled down keeping its shape. */
export function imageGrid(width: number, height: number): { w: number; h: number } {
  const scale = Math.min(1, DESIGN_MAX / width, DESIGN_MAX / height);
  return {
    w: Math.max(1, Math.round(width * scale)),
    h: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A design from an image: a cell is filled when its pixels are dark on average (luminance
 * under half, transparent pixels counting as white). An image up to 35×35 maps pixel to cell;
 * a larger one is scaled down to fit, each cell averaging the pixels it covers (PLT cut such
 * an image down to its top-left 35×35 corner instead).
 */
export function designFromPixels(px: Pixels, name: string): Result<Design> {
  if (px.width < 1 || px.height < 1) return err('the image has no pixels');
  const { w, h } = imageGrid(px.width, px.height);
  const cells: string[] = [];
  for (let r = 0; r < h; r++) {
    const y0 = Math.floor((r * px.height) / h);
    const y1 = Math.max(y0 + 1, Math.floor(((r + 1) * px.height) / h));
    for (let c = 0; c < w; c++) {
      const x0 = Math.floor((c * px.width) / w);
      const x1 = Math.max(x0 + 1, Math.floor(((c + 1) * px.width) / w));
      let sum = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) sum += luminance(px.data, (y * px.width + x) * 4);
      }
      cells.push(sum / ((y1 - y0) * (x1 - x0)) < 0.5 ? FILLED : EMPTY);
    }
  }
  return ok({ name, w, h, cells: cells.join('') });
}

/** A pixel's luminance from 0 (black) to 1 (white), over a white background. */
function luminance(data: ArrayLike<number>, i: number): number {
  const a = (data[i + 3] ?? 255) / 255;
  const lum =
    (0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0)) / 255;
  return lum * a + (1 - a);
}
