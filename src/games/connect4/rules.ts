import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { type Connect4Params, connect4Info, MAX_SIZE, MIN_SIZE } from './info.ts';

/**
 * Connect 4 with the control API of the course assignment (PP 2017, "Racket: Connect4"): one
 * function per assignment function, same meaning, camelCase names. Every function is pure and
 * never mutates its arguments; states share the columns a move does not touch.
 *
 * Boards are 4 to 9 columns wide and 4 to 9 rows high: four in a row must fit, and a column is
 * one digit in Pons' move notation ("4453": 1-based columns, '4' the middle of seven).
 */

export const EMPTY = 0;
export const RED = 1;
export const YELLOW = 2;
/** What `isGameOver` returns for a full board without four in a row. */
export const DRAW = 3;

export type Player = typeof RED | typeof YELLOW;
export type Disc = typeof EMPTY | Player;
export type GameOver = false | Player | typeof DRAW;
/** `[column, row]`, both from 0; `[0, 0]` is the bottom-left cell. */
export type Cell = readonly [column: number, row: number];

export { type Connect4Params, MAX_SIZE, MIN_SIZE } from './info.ts';
/** Discs in a row that win. */
export const CONNECT = 4;

/** `columns[c]` holds column c's discs from the bottom up, so dropping a disc is a push. */
export interface Connect4Board {
  readonly width: number;
  readonly height: number;
  readonly columns: readonly (readonly Player[])[];
}

/** The board and the player to move; which player moved first is not needed afterwards. */
export interface Connect4State {
  readonly board: Connect4Board;
  readonly toMove: Player;
}

export const other = (player: Player): Player => (player === RED ? YELLOW : RED);

export const playerName = (player: Player): string => (player === RED ? 'red' : 'yellow');

function checkSize(width: number, height: number): void {
  const inRange = (n: number) => Number.isInteger(n) && n >= MIN_SIZE && n <= MAX_SIZE;
  if (!inRange(width) || !inRange(height)) {
    throw new RangeError(
      `a board is ${MIN_SIZE} to ${MAX_SIZE} columns by ${MIN_SIZE} to ${MAX_SIZE} rows, not ${width}×${height}`,
    );
  }
}

/** Builds every board, so states made by play and by parseState serialise to the same JSON. */
const makeBoard = (
  width: number,
  height: number,
  columns: readonly (readonly Player[])[],
): Connect4Board => ({ width, height, columns });

const makeState = (board: Connect4Board, toMove: Player): Connect4State => ({ board, toMove });

export function initBoard(width: number, height: number): Connect4Board {
  checkSize(width, height);
  return makeBoard(
    width,
    height,
    Array.from({ length: width }, () => []),
  );
}

export function initState(width: number, height: number, firstPlayer: Player): Connect4State {
  if (firstPlayer !== RED && firstPlayer !== YELLOW) {
    throw new RangeError(`the first player is RED or YELLOW, not ${String(firstPlayer)}`);
  }
  return makeState(initBoard(width, height), firstPlayer);
}

export const getBoard = (state: Connect4State): Connect4Board => state.board;

/** The player to move. */
export const getPlayer = (state: Connect4State): Player => state.toMove;

export const isEmptyBoard = (board: Connect4Board): boolean =>
  board.columns.every((column) => column.length === 0);

export const getHeight = (board: Connect4Board): number => board.height;

export const getWidth = (board: Connect4Board): number => board.width;

export function getDisc(board: Connect4Board, [column, row]: Cell): Disc {
  if (
    !Number.isInteger(column) ||
    !Number.isInteger(row) ||
    column < 0 ||
    column >= board.width ||
    row < 0 ||
    row >= board.height
  ) {
    throw new RangeError(`no cell (${column}, ${row}) on a ${board.width}×${board.height} board`);
  }
  return board.columns[column]?.[row] ?? EMPTY;
}

/** The columns that are not full, ascending. Unlike `legalMoves`, it ignores a win. */
export function getAvailableActions(state: Connect4State): number[] {
  const { columns, height } = state.board;
  const actions: number[] = [];
  for (const [c, column] of columns.entries()) if (column.length < height) actions.push(c);
  return actions;
}

/** Right, up, up-right, down-right: each line is found once, from its leftmost (lowest) end. */
export const DIRECTIONS: readonly (readonly [dc: number, dr: number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

const discAt = (board: Connect4Board, column: number, row: number): Disc =>
  row >= 0 && row < board.height ? (board.columns[column]?.[row] ?? EMPTY) : EMPTY;

/** Every four in a row on the board (a run of five is two), with the player who owns it. */
function fours(board: Connect4Board): { player: Player; cells: Cell[] }[] {
  const found: { player: Player; cells: Cell[] }[] = [];
  for (let c = 0; c < board.width; c++) {
    for (let r = 0; r < board.height; r++) {
      const player = discAt(board, c, r);
      if (player === EMPTY) continue;
      for (const [dc, dr] of DIRECTIONS) {
        const cells: Cell[] = [[c, r]];
        while (
          cells.length < CONNECT &&
          discAt(board, c + dc * cells.length, r + dr * cells.length) === player
        ) {
          cells.push([c + dc * cells.length, r + dr * cells.length]);
        }
        if (cells.length === CONNECT) found.push({ player, cells });
      }
    }
  }
  return found;
}

/** Whether `player` connects four by dropping a disc into `column`, which must not be full. */
export function connectsFour(board: Connect4Board, column: number, player: Player): boolean {
  const row = board.columns[column]?.length ?? 0;
  return DIRECTIONS.some(([dc, dr]) => {
    let run = 1;
    for (const sign of [1, -1]) {
      let k = 1;
      while (k < CONNECT && discAt(board, column + sign * k * dc, row + sign * k * dr) === player) {
        run++;
        k++;
      }
    }
    return run >= CONNECT;
  });
}

const isFull = (board: Connect4Board) => board.columns.every((c) => c.length === board.height);

/** The winner, DRAW for a full board without four in a row, false while the game goes on. */
export function isGameOver(state: Connect4State): GameOver {
  const winner = fours(state.board)[0]?.player;
  if (winner !== undefined) return winner;
  return isFull(state.board) ? DRAW : false;
}

/**
 * The cells of the win, for highlighting: every cell in a four in a row, so a run of five or
 * two lines made by one disc are all marked. Sorted by column, then row. Null without a win.
 */
export function winningLine(state: Connect4State): Cell[] | null {
  const keys = new Set<number>();
  for (const { cells } of fours(state.board)) {
    for (const [c, r] of cells) keys.add(c * MAX_SIZE + r);
  }
  if (keys.size === 0) return null;
  return [...keys].sort((a, b) => a - b).map((k): Cell => [Math.floor(k / MAX_SIZE), k % MAX_SIZE]);
}

function checkAction(state: Connect4State, column: unknown): asserts column is number {
  const { width, columns, height } = state.board;
  if (typeof column !== 'number' || !Number.isInteger(column)) {
    throw new IllegalMoveError(`a move is a column number, not ${JSON.stringify(column)}`);
  }
  if (column < 0 || column >= width) {
    throw new IllegalMoveError(
      `move ${column}: moves are 0 to ${width - 1} on a board ${width} columns wide`,
    );
  }
  if (isGameOver(state) !== false) throw new IllegalMoveError(`move ${column}: the game is over`);
  if ((columns[column]?.length ?? 0) >= height) {
    throw new IllegalMoveError(`move ${column}: column ${column + 1} is full`);
  }
}

/** Drops the mover's disc into `column` (from 0); throws IllegalMoveError when it cannot. */
export function applyAction(state: Connect4State, column: number): Connect4State {
  checkAction(state, column);
  const { board, toMove } = state;
  const columns = board.columns.map((discs, c) => (c === column ? [...discs, toMove] : discs));
  return makeState(makeBoard(board.width, board.height, columns), other(toMove));
}

export const applyActions = (state: Connect4State, columns: readonly number[]): Connect4State =>
  columns.reduce(applyAction, state);

/** `4453`: 1-based column digits, as Pons' solver writes a game. */
export const movesToString = (moves: readonly number[]): string => moves.map((m) => m + 1).join('');

function parseColumn(text: string, state: Connect4State): Result<number> {
  const { width, columns, height } = state.board;
  const trimmed = text.trim();
  if (!/^[1-9]$/.test(trimmed) || Number(trimmed) > width) {
    return err(`move ${excerpt(text)}: expected a column number from 1 to ${width}`);
  }
  const column = Number(trimmed) - 1;
  if (isGameOver(state) !== false) return err(`move ${excerpt(text)}: the game is over`);
  if ((columns[column]?.length ?? 0) >= height) {
    return err(`move ${excerpt(text)}: column ${trimmed} is full`);
  }
  return ok(column);
}

/** Reads a column string like `4453` from `state`, checking each move in turn. */
export function parseMoveString(state: Connect4State, text: string): Result<number[]> {
  const moves: number[] = [];
  let current = state;
  const lead = text.length - text.trimStart().length;
  for (const [i, digit] of [...text.trim()].entries()) {
    const move = parseColumn(digit, current);
    if (!move.ok) return err(`moves ${excerpt(text, lead + i)}, move ${i + 1}: ${move.error}`);
    moves.push(move.value);
    current = applyAction(current, move.value);
  }
  return ok(moves);
}

const DISC_CHARS = { [RED]: 'r', [YELLOW]: 'y' } as const;

/**
 * State text: the rows from the top, `.` empty, `r` red, `y` yellow, separated by `/`, then a
 * space and the side to move. The empty standard board with red to move is
 * `......./......./......./......./......./....... r`.
 */
export function stateToString(state: Connect4State): string {
  const { board } = state;
  const rows: string[] = [];
  for (let r = board.height - 1; r >= 0; r--) {
    let row = '';
    for (let c = 0; c < board.width; c++) {
      const disc = discAt(board, c, r);
      row += disc === EMPTY ? '.' : DISC_CHARS[disc];
    }
    rows.push(row);
  }
  return `${rows.join('/')} ${DISC_CHARS[state.toMove]}`;
}

/**
 * Reads the state text and checks that play could reach it: sizes in range, no disc above an
 * empty cell, disc counts that fit the side to move, at most one winner, the winner not to
 * move, and no disc played after the win. It does not search for a full move order.
 */
export function parseState(text: string): Result<Connect4State> {
  const fail = (why: string) => err<Connect4State>(`state ${excerpt(text)}: ${why}`);
  const m = /^([^\s]+) ([ry])$/.exec(text.trim());
  if (!m) return fail('expected rows from the top like ......./......./... and r or y to move');
  const rows = (m[1] as string).split('/');
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  if (height < MIN_SIZE || height > MAX_SIZE) {
    return fail(`${height} rows; a board has ${MIN_SIZE} to ${MAX_SIZE}`);
  }
  if (width < MIN_SIZE || width > MAX_SIZE) {
    return fail(`${width} columns; a board has ${MIN_SIZE} to ${MAX_SIZE}`);
  }
  const columns: Player[][] = Array.from({ length: width }, () => []);
  for (const [i, row] of rows.entries()) {
    if (row.length !== width) return fail(`row ${i + 1} has ${row.length} cells, not ${width}`);
    const bad = row.search(/[^.ry]/);
    if (bad >= 0) return fail(`row ${i + 1} has "${row[bad]}"; use . r y`);
  }
  for (let c = 0; c < width; c++) {
    for (let r = 0; r < height; r++) {
      const ch = (rows[height - 1 - r] as string)[c];
      if (ch === '.') continue;
      if ((columns[c] as Player[]).length < r) {
        return fail(`column ${c + 1} has a disc above an empty cell`);
      }
      (columns[c] as Player[]).push(ch === 'r' ? RED : YELLOW);
    }
  }
  const toMove: Player = m[2] === 'r' ? RED : YELLOW;
  const state = makeState(makeBoard(width, height, columns), toMove);
  const count = (p: Player) => columns.reduce((n, col) => n + col.filter((d) => d === p).length, 0);
  const mine = count(toMove);
  const theirs = count(other(toMove));
  if (mine !== theirs && mine + 1 !== theirs) {
    return fail(
      `${playerName(toMove)} to move with ${mine} discs against ${theirs}; the side to move has as many discs as the other or one fewer`,
    );
  }
  const winners = new Set(fours(state.board).map((f) => f.player));
  if (winners.size === 2) return fail('both players have four in a row');
  if (winners.has(toMove)) return fail(`${playerName(toMove)} has four in a row but is to move`);
  if (winners.size === 1 && !lastDiscCouldWin(state)) {
    return fail('discs were played after the win');
  }
  return ok(state);
}

/** Whether taking back one top disc of the player who just moved leaves no four in a row. */
function lastDiscCouldWin(state: Connect4State): boolean {
  const { board } = state;
  const mover = other(state.toMove);
  return board.columns.some((column, c) => {
    if (column[column.length - 1] !== mover) return false;
    const columns = board.columns.map((discs, i) => (i === c ? discs.slice(0, -1) : discs));
    return fours(makeBoard(board.width, board.height, columns)).length === 0;
  });
}

/** Player index 0 is red and 1 is yellow, whoever moves first. */
export const playerIndex = (player: Player): number => player - 1;

export const connect4: Game<Connect4State, number, Connect4Params> = {
  ...connect4Info,

  setup: (p) => initState(p.width, p.height, p.first === 'yellow' ? YELLOW : RED),

  toMove: (state) => playerIndex(state.toMove),

  /** The columns that are not full, from the left; none once someone has won. */
  legalMoves: (state) => (isGameOver(state) === false ? getAvailableActions(state) : []),

  play: applyAction,

  result(state) {
    const over = isGameOver(state);
    if (over === false) return null;
    if (over === DRAW) return { kind: 'draw', detail: 'The board is full' };
    return {
      kind: 'win',
      winner: playerIndex(over),
      detail: `Four in a row for ${playerName(over)}`,
    };
  },

  /** The 1-based column digit of Pons' notation. */
  moveToString: (move) => String(move + 1),

  parseMove: (text, state) => parseColumn(text, state),

  stateToString,
  parseState,
  moveList: { format: movesToString, parse: parseMoveString },
};
