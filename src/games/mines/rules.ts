import { excerpt } from '../../core/excerpt.ts';
import { CHANCE, type Game, IllegalMoveError, type Viewer } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import { floodOpen, mineCounts } from './board.ts';
import { cellName, neighbourTable } from './grid.ts';
import {
  type BoardSize,
  boardSize,
  MAX_HEIGHT,
  MAX_WIDTH,
  MIN_SIDE,
  type MinesParams,
  minesInfo,
  protects,
} from './info.ts';
import { layMines, layoutFor } from './layout.ts';
import { noGuessBoard } from './nog.ts';
import { solve } from './solver.ts';

/**
 * Minesweeper (PLT `mines`). Cells are covered (`.`), flagged (`F`), marked "?" (`?`), opened
 * (`0`–`8`, the mines around) or the exploded mine (`*`). Opening a mine loses; opening every
 * cell that holds none wins, flags or not, as in PLT. Opening a 0 opens its neighbours, flagged
 * ones too (PLT), and so on. Right click cycles covered → flag → "?" → covered; opening a flag
 * does nothing (here: it is not a legal move); a "?" opens.
 *
 * With a protected first click (every mode but PLT's, by default) the mines are not laid until
 * the first cell is opened: that click makes a chance node whose outcomes are LAYOUTS layout
 * numbers, equally likely; number n with the clicked cell gives one layout (layout.ts) that
 * leaves the cell free. PLT's mode and unprotected boards lay the mines at setup, PLT's way.
 * A no-guess board is laid at setup too (nog.ts), its opening already opened.
 *
 * Added to PLT: chording (opening the covered neighbours of a number whose flags are all
 * placed), the three usual boards and custom ones, protection, no-guess boards.
 */

export interface MinesState {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  /** The mines wait for the first click, which never finds one. */
  readonly protect: boolean;
  readonly noGuess: boolean;
  /** The mine cells in ascending order; null until laid. */
  readonly layout: readonly number[] | null;
  /** One character per cell, row-major: `.` `F` `?` `0`–`8` `*`. */
  readonly cells: string;
  /** The first click, waiting for chance to lay the mines. */
  readonly pending: number | null;
}

/** What the player sees: the board without the mines, which show once the game is lost. */
export interface MinesView {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  readonly protect: boolean;
  readonly noGuess: boolean;
  readonly cells: string;
  /** The first click, while chance lays the mines around it. */
  readonly pending: number | null;
  readonly shown: readonly number[] | null;
}

export type MinesMove =
  | { readonly kind: 'open' | 'mark' | 'chord'; readonly col: number; readonly row: number }
  | { readonly kind: 'lay'; readonly layout: number };

/**
 * The chance node's outcomes: this many layouts for each first click, equally likely. Listing
 * every layout (C(479, 99) for Expert) is out of the question; 4,096 per clicked cell and board
 * keeps `chanceOutcomes` an honest list of what can happen, cheap to list and check, and more
 * boards than anyone plays (Beginner: 4,096 for each of its 81 first clicks).
 */
export const LAYOUTS = 4_096;

const make = (s: MinesState): MinesState => ({
  width: s.width,
  height: s.height,
  mines: s.mines,
  protect: s.protect,
  noGuess: s.noGuess,
  layout: s.layout,
  cells: s.cells,
  pending: s.pending,
});

const isCovered = (ch: string | undefined) => ch === '.' || ch === '?' || ch === 'F';
const isNumber = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '8';

export const flagsPlaced = (cells: string): number => {
  let n = 0;
  for (const ch of cells) if (ch === 'F') n++;
  return n;
};

export const openedCount = (cells: string): number => {
  let n = 0;
  for (const ch of cells) if (isNumber(ch)) n++;
  return n;
};

const lost = (s: { cells: string }) => s.cells.includes('*');
const won = (s: { width: number; height: number; mines: number; cells: string }) =>
  !lost(s) && openedCount(s.cells) === s.width * s.height - s.mines;
const isOver = (s: MinesState) => lost(s) || won(s);
/** Whether the game seen is over (lost or won): nothing is left to hint. */
export const viewOver = (v: MinesView): boolean => lost(v) || won(v);

/** The 1-based column and row `5.12`, with a letter for the action: `o` open, `m` mark, `c` chord. */
export function moveToString(move: MinesMove): string {
  if (move.kind === 'lay') return `L${move.layout}`;
  return `${move.kind[0]}${move.col + 1}.${move.row + 1}`;
}

/** The move of `kind` on cell index `cell` of a board `width` wide. */
export const cellMove = (
  kind: 'open' | 'mark' | 'chord',
  width: number,
  cell: number,
): MinesMove => ({
  kind,
  col: cell % width,
  row: Math.floor(cell / width),
});

/** Why `move` cannot be played in `state`, if it cannot: the one legality check. */
function moveError(state: MinesState, move: MinesMove): string | undefined {
  if (!move || typeof move !== 'object') return 'not a move';
  if (isOver(state)) return 'the game is over; start a new one';
  if (state.pending !== null) {
    if (move.kind !== 'lay') return 'the mines are being laid';
    const n = move.layout;
    return Number.isInteger(n) && n >= 0 && n < LAYOUTS ? undefined : 'no such layout';
  }
  if (move.kind === 'lay') return 'mines are laid by chance after the first click';
  if (move.kind !== 'open' && move.kind !== 'mark' && move.kind !== 'chord') return 'not a move';
  const { col, row } = move;
  if (!Number.isInteger(col) || !Number.isInteger(row)) return 'not a cell';
  if (col < 0 || col >= state.width || row < 0 || row >= state.height) {
    return `no such cell on a ${state.width}×${state.height} board`;
  }
  const cell = row * state.width + col;
  const ch = state.cells[cell];
  if (move.kind === 'open') {
    if (ch === 'F') return 'a flag protects that cell; unmark it first';
    return ch === '.' || ch === '?' ? undefined : 'that cell is already open';
  }
  if (move.kind === 'mark') return isCovered(ch) ? undefined : 'that cell is open';
  return chordError(state, cell);
}

/** Why the number on `cell` cannot be chorded, if it cannot. */
function chordError(state: MinesState, cell: number): string | undefined {
  const ch = state.cells[cell];
  if (!isNumber(ch) || ch === '0') return 'only an opened number can be chorded';
  let flags = 0;
  let covered = 0;
  for (const j of neighbourTable(state.width, state.height)[cell] as Int32Array) {
    if (state.cells[j] === 'F') flags++;
    else if (isCovered(state.cells[j])) covered++;
  }
  if (flags !== Number(ch)) return `a chord needs exactly ${ch} flags around the number`;
  return covered ? undefined : 'nothing around that number is left to open';
}

const mineMask = (state: MinesState): Uint8Array => {
  const mine = new Uint8Array(state.width * state.height);
  for (const i of state.layout ?? []) mine[i] = 1;
  return mine;
};

/** Opens `targets` on a laid board: a mine explodes, a safe cell floods as PLT's. */
function openCells(state: MinesState, targets: readonly number[]): MinesState {
  const { width, height } = state;
  const mine = mineMask(state);
  const counts = mineCounts(width, height, mine);
  const cells = state.cells.split('');
  const isOpen = (c: number) => isNumber(cells[c]);
  const open = (c: number, n: number) => {
    cells[c] = String(n);
  };
  for (const t of targets) {
    if (mine[t]) cells[t] = '*';
    else floodOpen(width, height, counts, t, isOpen, open);
  }
  return make({ ...state, cells: cells.join('') });
}

/** A board's size and cells: a state or a view. */
type Cells = Pick<MinesState, 'width' | 'height' | 'cells'>;

/** The covered neighbours a chord on `cell` opens. */
export const chordTargets = (board: Cells, cell: number): number[] =>
  [...(neighbourTable(board.width, board.height)[cell] as Int32Array)].filter(
    (j) => board.cells[j] === '.' || board.cells[j] === '?',
  );

const CYCLE: Record<string, string> = { '.': 'F', F: '?', '?': '.' };

/** The cells after a mark on covered `cell`: covered → flag → "?" → covered. */
export const markedCells = (cells: string, cell: number): string =>
  `${cells.slice(0, cell)}${CYCLE[cells[cell] as string]}${cells.slice(cell + 1)}`;

export function playMove(state: MinesState, move: MinesMove): MinesState {
  const error = moveError(state, move);
  if (error) throw new IllegalMoveError(`${JSON.stringify(move)}: ${error}`);
  if (move.kind === 'lay') {
    const free = state.pending as number;
    const layout = layoutFor(state, move.layout, free);
    return openCells(make({ ...state, layout, pending: null }), [free]);
  }
  const cell = move.row * state.width + move.col;
  if (move.kind === 'mark') {
    return make({ ...state, cells: markedCells(state.cells, cell) });
  }
  if (move.kind === 'chord') return openCells(state, chordTargets(state, cell));
  if (state.layout === null) return make({ ...state, pending: cell });
  return openCells(state, [cell]);
}

/** The move objects of a board size, made once: legal move lists are long and asked often. */
const moveCache = new Map<number, Record<'open' | 'mark' | 'chord', MinesMove[]>>();
function movesOf(width: number, height: number) {
  const key = width * 1000 + height;
  let known = moveCache.get(key);
  if (!known) {
    const all = (kind: 'open' | 'mark' | 'chord') =>
      Array.from({ length: width * height }, (_, cell) => cellMove(kind, width, cell));
    known = { open: all('open'), mark: all('mark'), chord: all('chord') };
    moveCache.set(key, known);
  }
  return known;
}
let layMoves: MinesMove[] | undefined;

function legal(state: MinesState): MinesMove[] {
  if (isOver(state)) return [];
  if (state.pending !== null) {
    layMoves ??= Array.from({ length: LAYOUTS }, (_, layout) => ({ kind: 'lay', layout }));
    return layMoves.slice();
  }
  const made = movesOf(state.width, state.height);
  const opens: MinesMove[] = [];
  const marks: MinesMove[] = [];
  const chords: MinesMove[] = [];
  const { cells } = state;
  for (let cell = 0; cell < cells.length; cell++) {
    const ch = cells[cell];
    if (ch === '.' || ch === '?') opens.push(made.open[cell] as MinesMove);
    if (ch === '.' || ch === '?' || ch === 'F') marks.push(made.mark[cell] as MinesMove);
    else if (ch !== '0' && ch !== '*') {
      if (!chordError(state, cell)) chords.push(made.chord[cell] as MinesMove);
    }
  }
  return opens.concat(marks, chords);
}

export function setupState(p: MinesParams, rng: Rng): MinesState {
  const size = boardSize(p);
  const protect = protects(p);
  const noGuess = p.mode !== 'plt' && p.noguess;
  const blank = '.'.repeat(size.width * size.height);
  const base = { ...size, protect, noGuess, cells: blank, pending: null };
  if (noGuess) {
    const board = noGuessBoard(size, rng);
    return openCells(make({ ...base, layout: board.layout }), [board.start]);
  }
  return make({ ...base, layout: protect ? null : layMines(size, rng) });
}

/** The solver's reading of a view: −1 covered (flag or not), else the number. */
export function knowledgeOf(view: MinesView) {
  const known = new Int8Array(view.cells.length);
  for (let i = 0; i < known.length; i++) {
    const ch = view.cells[i] as string;
    known[i] = isNumber(ch) ? Number(ch) : -1;
  }
  return { width: view.width, height: view.height, mines: view.mines, known };
}

export function observeState(state: MinesState, viewer: Viewer): MinesView {
  const show = viewer === 'all' || lost(state);
  return {
    width: state.width,
    height: state.height,
    mines: state.mines,
    protect: state.protect,
    noGuess: state.noGuess,
    cells: state.cells,
    pending: state.pending,
    shown: show ? state.layout : null,
  };
}

// ---- text forms ----

/** `16x16 30 p <mines> <rows> <pending>`; see stateToString. */
export function stateToString(s: MinesState): string {
  const flags = `${s.protect ? 'p' : ''}${s.noGuess ? 'g' : ''}` || '-';
  const layout =
    s.layout === null ? '-' : s.layout.map((i) => i.toString(36)).join(',') || '0mines';
  const rows: string[] = [];
  for (let y = 0; y < s.height; y++) rows.push(s.cells.slice(y * s.width, (y + 1) * s.width));
  return `${s.width}x${s.height} ${s.mines} ${flags} ${layout} ${rows.join('/')} ${s.pending ?? '-'}`;
}

export function parseState(text: string): Result<MinesState> {
  const fail = (why: string) => err<MinesState>(`state ${excerpt(text)}: ${why}`);
  const m = /^(\d{1,2})x(\d{1,2}) (\d{1,3}) (-|p|g|pg) (\S+) (\S+) (-|\d{1,3})$/.exec(text.trim());
  if (!m) {
    return fail('expected "WxH mines flags layout rows pending", as stateToString writes it');
  }
  const width = Number(m[1]);
  const height = Number(m[2]);
  const mines = Number(m[3]);
  if (width < MIN_SIDE || width > MAX_WIDTH || height < MIN_SIDE || height > MAX_HEIGHT) {
    return fail(
      `a board is ${MIN_SIDE} to ${MAX_WIDTH} wide and ${MIN_SIDE} to ${MAX_HEIGHT} high`,
    );
  }
  const size = width * height;
  if (mines < 1 || mines >= size) return fail(`${mines} mines do not fit ${width}×${height}`);
  const rows = (m[6] as string).split('/');
  if (rows.length !== height || rows.some((r) => r.length !== width)) {
    return fail(`the rows must be ${height} of ${width} cells`);
  }
  const cells = rows.join('');
  if (!/^[.F?0-8*]+$/.test(cells)) return fail('cells are . F ? 0-8 or *');
  let layout: number[] | null = null;
  if (m[5] !== '-') {
    layout =
      m[5] === '0mines' ? [] : (m[5] as string).split(',').map((t) => Number.parseInt(t, 36));
    if (
      layout.some((i, k) => !(i >= 0 && i < size) || (k > 0 && i <= (layout?.[k - 1] as number)))
    ) {
      return fail('the mines are cells of the board, in ascending order');
    }
    if (layout.length !== mines) return fail(`${layout.length} mines laid, not ${mines}`);
  }
  const pending = m[7] === '-' ? null : Number(m[7]);
  const state = make({
    width,
    height,
    mines,
    protect: (m[4] as string).includes('p'),
    noGuess: (m[4] as string).includes('g'),
    layout,
    cells,
    pending,
  });
  const why = consistency(state);
  return why ? fail(why) : ok(state);
}

/** What is wrong with a state read from text, if anything. */
function consistency(s: MinesState): string | undefined {
  const size = s.width * s.height;
  if (s.layout === null) {
    if (!s.protect) return 'an unprotected board has its mines from the start';
    if (/[0-8*]/.test(s.cells)) return 'cells are open but no mines are laid';
    if (s.pending !== null && s.pending >= size) return 'the first click is off the board';
    return undefined;
  }
  if (s.pending !== null) return 'the first click waits only while no mines are laid';
  const mine = mineMask(s);
  const counts = mineCounts(s.width, s.height, mine);
  let exploded = 0;
  for (let i = 0; i < size; i++) {
    const ch = s.cells[i] as string;
    if (ch === '*') {
      exploded++;
      if (!mine[i]) return `cell ${cellName(s.width, i)} exploded without a mine`;
    } else if (isNumber(ch)) {
      if (mine[i]) return `cell ${cellName(s.width, i)} is open on a mine`;
      if (Number(ch) !== counts[i])
        return `cell ${cellName(s.width, i)} shows ${ch}, not ${counts[i]}`;
    }
  }
  return exploded > 0 && won({ ...s, cells: s.cells.replaceAll('*', '.') })
    ? 'a won board has no exploded mine'
    : undefined;
}

function parseMove(text: string, state: MinesState): Result<MinesMove> {
  const t = text.trim();
  const lay = /^L(\d{1,5})$/.exec(t);
  const at = /^([omc])(\d{1,2})\.(\d{1,2})$/.exec(t);
  let move: MinesMove;
  if (lay) move = { kind: 'lay', layout: Number(lay[1]) };
  else if (at) {
    const x = Number(at[2]) - 1;
    const y = Number(at[3]) - 1;
    if (x < 0 || x >= state.width || y < 0 || y >= state.height) {
      return err(`move ${excerpt(text)}: no such cell on a ${state.width}×${state.height} board`);
    }
    const kind = ({ o: 'open', m: 'mark', c: 'chord' } as const)[at[1] as 'o' | 'm' | 'c'];
    move = { kind, col: x, row: y };
  } else {
    return err(
      `move ${excerpt(text)}: expected o, m or c (open, mark, chord) and a cell like 5.12 (column.row), or L and a layout number`,
    );
  }
  const error = moveError(state, move);
  return error ? err(`move ${excerpt(text)}: ${error}`) : ok(move);
}

export const mines: Game<MinesState, MinesMove, MinesParams, MinesView> = {
  ...minesInfo,
  setup: setupState,
  toMove: (state) => (state.pending !== null ? CHANCE : 0),
  /**
   * Opens (covered or "?" cells, in reading order), then marks (every covered cell), then
   * chords (numbers with their flags all placed); at the chance node, layouts 0 to LAYOUTS − 1.
   */
  legalMoves: legal,
  chanceOutcomes: (state) => legal(state).map((move) => ({ move, probability: 1 / LAYOUTS })),
  play: playMove,
  result(state) {
    if (lost(state)) {
      const at = state.cells.indexOf('*');
      return { kind: 'failed', detail: `Boom: a mine at ${cellName(state.width, at)}` };
    }
    if (won(state)) {
      return {
        kind: 'solved',
        detail: `All ${state.width * state.height - state.mines} safe cells opened`,
      };
    }
    return null;
  },
  observe: observeState,
  determinize(view, _player, rng) {
    const size: BoardSize = view;
    const base = {
      ...size,
      protect: view.protect,
      noGuess: view.noGuess,
      cells: view.cells,
      pending: null,
    };
    if (view.protect && !/[0-8]/.test(view.cells)) return make({ ...base, layout: null });
    const drawn = solve(knowledgeOf(view), { rng }).layout as Uint8Array;
    const layout: number[] = [];
    drawn.forEach((m, i) => {
      if (m) layout.push(i);
    });
    return make({ ...base, layout });
  },
  moveText(_state, move) {
    if (move.kind === 'lay') return 'the mines are laid';
    const verb = { open: 'open', mark: 'mark', chord: 'chord' }[move.kind];
    return `${verb} ${move.col + 1}.${move.row + 1}`;
  },
  moveToString,
  parseMove,
  stateToString,
  parseState,
};
