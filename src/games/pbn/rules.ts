import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError, type Outcome } from '../../core/game.ts';
import { ownEntry } from '../../core/own.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { PUZZLE_DATA } from './data/index.ts';
import { NO_CLUES, type PbnParams, pbnInfo } from './info.ts';
import {
  checkPuzzle,
  EMPTY,
  FILLED,
  heightOf,
  type Mark,
  type Puzzle,
  parseClues,
  satisfies,
  UNKNOWN,
  widthOf,
} from './puzzle.ts';

/**
 * The board: which puzzle (`source`) and the player's marks, row-major. The source is
 * `games/1` for a set's puzzle (set id, number from 1) or `clues:<text>` for one's own; the
 * puzzle itself is looked up (`puzzleOf`), so a state stays two short strings.
 */
export interface PbnState {
  readonly source: string;
  readonly cells: string;
}

export type PaintKind = 'fill' | 'empty' | 'clear';

/**
 * One stroke of PLT's painting: a straight line of cells from (c1,r1) to (c2,r2), 0-based, all
 * set to one state. PLT's rule: the start cell decides; an unknown start fills (or empties,
 * with a modifier), a marked start clears.
 */
export interface PbnMove {
  readonly kind: PaintKind;
  readonly c1: number;
  readonly r1: number;
  readonly c2: number;
  readonly r2: number;
}

const MARK: Readonly<Record<PaintKind, Mark>> = { fill: FILLED, empty: EMPTY, clear: UNKNOWN };

/** The kinds of stroke PLT's rule allows from a cell marked `mark`. */
export const kindsFrom = (mark: string): PaintKind[] =>
  mark === UNKNOWN ? ['fill', 'empty'] : ['clear'];

/** The source text that params name: `set/n`, or `clues:<text>`. */
export const sourceOf = (p: PbnParams): string =>
  p.clues !== NO_CLUES ? `clues:${p.clues.trim()}` : `${p.set}/${p.puzzle}`;

/** Own puzzles read once per clue text. */
const ownPuzzles = new Map<string, Result<Puzzle>>();

/** The puzzle a source names, checked; an error naming what is wrong. */
export function findPuzzle(source: string): Result<Puzzle> {
  if (source.startsWith('clues:')) {
    let read = ownPuzzles.get(source);
    if (!read) {
      read = parseClues(source.slice(6));
      if (ownPuzzles.size > 1000) ownPuzzles.clear();
      ownPuzzles.set(source, read);
    }
    return read;
  }
  const [set, n, ...rest] = source.split('/');
  const puzzle = rest.length ? undefined : ownEntry(PUZZLE_DATA, set ?? '')?.puzzles[Number(n) - 1];
  return puzzle
    ? ok(puzzle)
    : err(`no puzzle ${excerpt(source)} (a set id and a number, as games/1)`);
}

/** The puzzle of a state (states are made valid, so this does not fail). */
export function puzzleOf(state: PbnState): Puzzle {
  const found = findPuzzle(state.source);
  if (!found.ok) throw new Error(found.error);
  return found.value;
}

/** A fresh board of unknown cells. */
export function startState(source: string): Result<PbnState> {
  const found = findPuzzle(source);
  if (!found.ok) return found;
  const checked = checkPuzzle(found.value);
  if (!checked.ok) return checked;
  return ok({ source, cells: UNKNOWN.repeat(widthOf(found.value) * heightOf(found.value)) });
}

/** The cells of a stroke, row-major indexes from its start; an error if it is not a line. */
export function strokeCells(state: PbnState, m: PbnMove): Result<number[]> {
  const puzzle = puzzleOf(state);
  const w = widthOf(puzzle);
  const h = heightOf(puzzle);
  const inside = (c: number, r: number) =>
    Number.isInteger(c) && Number.isInteger(r) && c >= 0 && r >= 0 && c < w && r < h;
  if (!inside(m.c1, m.r1) || !inside(m.c2, m.r2)) return err(`the board is ${w}×${h}`);
  if (m.c1 !== m.c2 && m.r1 !== m.r2) return err('a stroke runs along one row or one column');
  const n = Math.max(Math.abs(m.c2 - m.c1), Math.abs(m.r2 - m.r1));
  const dc = Math.sign(m.c2 - m.c1);
  const dr = Math.sign(m.r2 - m.r1);
  return ok(Array.from({ length: n + 1 }, (_, i) => (m.r1 + dr * i) * w + m.c1 + dc * i));
}

/** The one legality check of `play` and `parseMove`. */
function check(state: PbnState, m: PbnMove): Result<number[]> {
  if (satisfies(puzzleOf(state), state.cells)) return err('the puzzle is solved');
  if (!m || typeof m !== 'object' || !(m.kind in MARK)) return err('not a stroke');
  const cells = strokeCells(state, m);
  if (!cells.ok) return cells;
  const start = state.cells[cells.value[0] as number] as string;
  if (!kindsFrom(start).includes(m.kind)) {
    const allowed = kindsFrom(start).join(' or ');
    return err(
      `a stroke from a ${start === UNKNOWN ? 'unknown' : 'marked'} cell can ${allowed}, not ${m.kind}`,
    );
  }
  return cells;
}

export function paint(state: PbnState, m: PbnMove): PbnState {
  const cells = check(state, m);
  if (!cells.ok) throw new IllegalMoveError(cells.error);
  const mark = MARK[m.kind];
  let out = state.cells;
  // A stroke is short beside the board: splice its cells in rather than copy the board per cell.
  for (const i of cells.value) out = out.slice(0, i) + mark + out.slice(i + 1);
  return { source: state.source, cells: out };
}

const at = (c: number, r: number) => `${c + 1},${r + 1}`;

export function moveToString(m: PbnMove): string {
  const end = m.c1 === m.c2 && m.r1 === m.r2 ? '' : `-${at(m.c2, m.r2)}`;
  return `${m.kind}:${at(m.c1, m.r1)}${end}`;
}

const MOVE_TEXT = /^(fill|empty|clear):(\d{1,3}),(\d{1,3})(?:-(\d{1,3}),(\d{1,3}))?$/;

export function parseMove(text: string, state: PbnState): Result<PbnMove> {
  const m = MOVE_TEXT.exec(text.trim());
  if (!m)
    return err(
      `${excerpt(text)} is not a stroke such as "fill:3,4" or "empty:1,2-1,9" (column,row from 1)`,
    );
  const [c1, r1] = [Number(m[2]) - 1, Number(m[3]) - 1];
  const move: PbnMove = {
    kind: m[1] as PaintKind,
    c1,
    r1,
    c2: m[4] ? Number(m[4]) - 1 : c1,
    r2: m[5] ? Number(m[5]) - 1 : r1,
  };
  const legal = check(state, move);
  return legal.ok ? ok(move) : err(`${text.trim()}: ${legal.error}`);
}

export function stateToString(s: PbnState): string {
  const w = widthOf(puzzleOf(s));
  const rows = Array.from({ length: s.cells.length / w }, (_, r) =>
    s.cells.slice(r * w, (r + 1) * w),
  );
  return `${s.source} ${rows.join('/')}`;
}

export function parseState(text: string): Result<PbnState> {
  const [source, grid, ...rest] = text.trim().split(/\s+/);
  if (!source || !grid || rest.length) return err('a board is "<set>/<n> <rows split by />"');
  const start = startState(source);
  if (!start.ok) return start;
  const puzzle = puzzleOf(start.value);
  const rows = grid.split('/');
  if (rows.length !== heightOf(puzzle) || rows.some((r) => r.length !== widthOf(puzzle))) {
    return err(`the board must be ${heightOf(puzzle)} rows of ${widthOf(puzzle)} marks`);
  }
  const cells = rows.join('');
  if (/[^#.?]/.test(cells)) return err('marks are # (filled), . (empty) and ? (unknown)');
  return ok({ source, cells });
}

export function result(s: PbnState): Outcome | null {
  const puzzle = puzzleOf(s);
  return satisfies(puzzle, s.cells) ? { kind: 'solved', detail: `${puzzle.name} solved` } : null;
}

/**
 * What a plain click does on each cell, row-major: fill an unknown cell, clear a marked one.
 * Strokes that empty a cell (a modified click) and strokes along a line are legal too, but not
 * listed: a list of every stroke would run to tens of thousands on a 40×40 board.
 */
export function legalMoves(s: PbnState): PbnMove[] {
  if (result(s)) return [];
  const w = widthOf(puzzleOf(s));
  const moves: PbnMove[] = [];
  for (let i = 0; i < s.cells.length; i++) {
    const c = i % w;
    const r = Math.floor(i / w);
    const kind = s.cells[i] === UNKNOWN ? 'fill' : 'clear';
    moves.push({ kind, c1: c, r1: r, c2: c, r2: r });
  }
  return moves;
}

export const pbn: Game<PbnState, PbnMove, PbnParams> = {
  ...pbnInfo,
  setup(params) {
    const start = startState(sourceOf(params));
    if (!start.ok) throw new Error(start.error);
    return start.value;
  },
  toMove: () => 0,
  legalMoves,
  play: paint,
  result,
  moveToString,
  parseMove,
  stateToString,
  parseState,
};
