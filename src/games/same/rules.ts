import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError } from '../../core/game.ts';
import { readInteger } from '../../core/integer.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import {
  allBlobs,
  type Blob,
  blobAt,
  blobPoints,
  bonus,
  type Cell,
  type Columns,
  cellsLeft,
  pltBoard,
  removeBlob,
  uniformBoard,
} from './board.ts';
import {
  boardSize,
  MAX_COLOURS,
  MAX_HEIGHT,
  MAX_WIDTH,
  type SameParams,
  type SameRules,
  sameInfo,
} from './info.ts';

/**
 * Same (PLT `same`): click a blob of two or more same-coloured cells to remove it; cells above
 * fall and empty columns close up. PLT scores n² a blob and a live bonus of 100 a cell under 50
 * left; the standard rules of the SameGame research score (n − 2)² and 1000 for a clear. The
 * game is over when no blob of two is left.
 */
export interface SameState {
  readonly rules: SameRules;
  readonly width: number;
  readonly height: number;
  readonly colours: number;
  /** The non-empty columns from the left, each a string of colour digits from the bottom. */
  readonly columns: Columns;
  /** Points from the blobs removed so far (the bonus is not in it: it follows the board). */
  readonly points: number;
  readonly moves: number;
}

/** A move names a blob by its first cell (leftmost column, then lowest row). */
export type SameMove = Cell;

export type { Cell } from './board.ts';
export { type SameParams, sameInfo } from './info.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** `c2`: column letter from the left, row number from the bottom (row 1 is the bottom row). */
export const cellToString = ({ col, row }: Cell): string => `${LETTERS[col]}${row + 1}`;

/** The blobs that can be removed: two cells or more, in the order of their first cell. */
export const removable = (state: SameState): Blob[] =>
  allBlobs(state.columns).filter((b) => b.cells.length >= 2);

/** Points so far plus the bonus the board gives now: PLT's "Total Score". */
export const totalScore = (state: SameState): number =>
  state.points + bonus(state.rules, cellsLeft(state.columns));

const isCell = (state: SameState, c: unknown): c is Cell => {
  const cell = c as Cell | null;
  return (
    !!cell &&
    Number.isInteger(cell.col) &&
    Number.isInteger(cell.row) &&
    cell.col >= 0 &&
    cell.col < state.width &&
    cell.row >= 0 &&
    cell.row < state.height
  );
};

/** The removable blob at `cell`, or why there is none. */
function blobError(state: SameState, cell: Cell): Blob | string {
  const blob = blobAt(state.columns, cell);
  if (blob.cells.length === 0) return `${cellToString(cell)} is empty`;
  if (blob.cells.length === 1) return `${cellToString(cell)} is a single cell; blobs of 2 or more`;
  return blob;
}

/** The one legality check of `play`: the move must be a removable blob's first cell. */
function moveError(state: SameState, move: unknown): string | undefined {
  if (!isCell(state, move)) return `no such cell on a ${state.width}×${state.height} board`;
  const blob = blobError(state, move);
  if (typeof blob === 'string') return blob;
  const first = blob.cells[0] as Cell;
  if (first.col !== move.col || first.row !== move.row) {
    return `the blob is named by its first cell, ${cellToString(first)}`;
  }
  return undefined;
}

export function setupColumns(p: SameParams, rng: Rng): Columns {
  const { width, height } = boardSize(p);
  return p.rules === 'plt'
    ? pltBoard(width, height, p.colours, rng)
    : uniformBoard(width, height, p.colours, rng);
}

/** Rows from the top, `.` empty, joined by `/`. */
export function boardToString(state: Pick<SameState, 'width' | 'height' | 'columns'>): string {
  const rows: string[] = [];
  for (let row = state.height - 1; row >= 0; row--) {
    let line = '';
    for (let col = 0; col < state.width; col++) line += state.columns[col]?.[row] ?? '.';
    rows.push(line);
  }
  return rows.join('/');
}

/** Reads rows from the top; the cells must lie as gravity leaves them. */
export function parseBoard(
  text: string,
  colours: number,
): Result<{ width: number; height: number; columns: string[] }> {
  const rows = text.split('/');
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  if (width < 1 || width > MAX_WIDTH || height > MAX_HEIGHT) {
    return err(`a board is 1 to ${MAX_WIDTH} columns by 1 to ${MAX_HEIGHT} rows`);
  }
  const digits = `1-${colours}`;
  for (const [i, row] of rows.entries()) {
    if (row.length !== width) return err(`row ${i + 1} has ${row.length} cells, not ${width}`);
    if (!new RegExp(`^[.${digits}]*$`).test(row)) {
      return err(`row ${i + 1} ${excerpt(row)}: cells are . or a colour ${digits}`);
    }
  }
  const columns: string[] = [];
  for (let col = 0; col < width; col++) {
    const column = rows.map((r) => r[col] as string).reverse();
    const filled = column.join('').replace(/\.+$/, '');
    if (filled.includes('.')) return err(`column ${LETTERS[col]} has a gap under a cell`);
    if (filled && columns.length < col)
      return err(`column ${LETTERS[col]} stands past an empty one`);
    if (filled) columns.push(filled);
  }
  return ok({ width, height, columns });
}

export const same: Game<SameState, SameMove, SameParams> = {
  ...sameInfo,

  setup(p, rng) {
    const { width, height } = boardSize(p);
    const columns = setupColumns(p, rng);
    return { rules: p.rules, width, height, colours: p.colours, columns, points: 0, moves: 0 };
  },

  toMove: () => 0,

  /** One move a removable blob, named by its first cell, in the order of those cells. */
  legalMoves: (state) => removable(state).map((b) => b.cells[0] as Cell),

  play(state, move) {
    const error = moveError(state, move);
    if (error) throw new IllegalMoveError(`remove ${JSON.stringify(move)}: ${error}`);
    const blob = blobAt(state.columns, move);
    return {
      ...state,
      columns: removeBlob(state.columns, blob),
      points: state.points + blobPoints(state.rules, blob.cells.length),
      moves: state.moves + 1,
    };
  },

  result(state) {
    if (removable(state).length > 0) return null;
    const left = cellsLeft(state.columns);
    const total = totalScore(state);
    const detail =
      left === 0
        ? `Board cleared in ${state.moves} moves: ${total} points`
        : `Game over: ${total} points, ${left} ${left === 1 ? 'cell' : 'cells'} left`;
    return { kind: 'scores', scores: [total], detail };
  },

  moveToString: cellToString,

  /** A removable blob's first cell; another cell of it is refused with the name to use. */
  parseMove(text, state) {
    const m = /^([a-z])(\d{1,2})$/.exec(text.trim().toLowerCase());
    if (!m) {
      return err(
        `move ${excerpt(text)}: expected a cell like c2 (column letter, row from the bottom)`,
      );
    }
    const move = { col: LETTERS.indexOf(m[1] as string), row: Number(m[2]) - 1 };
    const error = moveError(state, move);
    return error ? err(`move ${excerpt(text)}: ${error}`) : ok(move);
  },

  /** `plt 20x16 5 points moves rows`, the rows from the top with `.` for empty cells. */
  stateToString(state) {
    const { rules, width, height, colours, points, moves } = state;
    return `${rules} ${width}x${height} ${colours} ${points} ${moves} ${boardToString(state)}`;
  },

  parseState(text) {
    const bad = (why: string) => err(`state ${excerpt(text)}: ${why}`);
    const m = /^(plt|standard) (\d+)x(\d+) (\d+) (\d+) (\d+) (\S+)$/.exec(text.trim());
    if (!m) return bad('expected "plt|standard WxH colours points moves rows"');
    const [width, height, colours, points, moves] = m.slice(2, 7).map((t) => readInteger(t));
    for (const n of [width, height, colours, points, moves])
      if (!n?.ok) return bad(n?.ok === false ? n.error : 'bad number');
    const num = (r: typeof width) => (r?.ok ? r.value : 0);
    const c = num(colours);
    if (c < 2 || c > MAX_COLOURS) return bad(`colours must be from 2 to ${MAX_COLOURS}`);
    const board = parseBoard(m[7] as string, c);
    if (!board.ok) return bad(board.error);
    if (board.value.width !== num(width) || board.value.height !== num(height)) {
      return bad(`the rows make a ${board.value.width}x${board.value.height} board`);
    }
    return ok({
      rules: m[1] as SameRules,
      width: board.value.width,
      height: board.value.height,
      colours: c,
      columns: board.value.columns,
      points: num(points),
      moves: num(moves),
    });
  },
};
