import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError } from '../../core/game.ts';
import { readInteger } from '../../core/integer.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import { PREBUILT_BOARDS } from './boards.ts';
import { type LightsOutParams, lightsOutInfo, MAX_SIZE, MIN_SIZE } from './info.ts';

/**
 * Lights Out (PLT `lights-out`): pressing a cell toggles it and its four orthogonal neighbours;
 * the goal is to turn every light off.
 *
 * Differences from PLT, on purpose: a solved board is announced (PLT never says so); sizes go
 * to 10 (PLT: 3–8); a random board is never dealt already solved (PLT could, with odds
 * 2^-(2N+2), or more often when the random presses cancel out on 4×4 and 5×5).
 */

/** Cells are row-major from the top-left corner; `lights[row * size + col]` is true when lit. */
export interface LightsOutState {
  readonly size: number;
  readonly lights: readonly boolean[];
  /** Presses made since the board was set up: the move counter. */
  readonly presses: number;
}

export interface Press {
  readonly row: number;
  readonly col: number;
}

export { type LightsOutParams, MAX_SIZE, MIN_SIZE } from './info.ts';

/** The cells a press at `index` toggles: itself and its neighbours inside the board. */
export function pressedCells(size: number, index: number): number[] {
  const row = Math.floor(index / size);
  const col = index % size;
  const cells = [index];
  if (row > 0) cells.push(index - size);
  if (row < size - 1) cells.push(index + size);
  if (col > 0) cells.push(index - 1);
  if (col < size - 1) cells.push(index + 1);
  return cells;
}

export function pressLights(size: number, lights: readonly boolean[], index: number): boolean[] {
  const next = lights.slice();
  for (const cell of pressedCells(size, index)) next[cell] = !next[cell];
  return next;
}

const allOff = (lights: readonly boolean[]) => lights.every((lit) => !lit);

/**
 * PLT's generator: k ~ Binomial(2N+2, ½) presses on k distinct random cells, so the board is
 * solvable by construction. Drawn again while the presses leave every light off.
 */
function randomLights(size: number, rng: Rng): boolean[] {
  const cells = size * size;
  for (;;) {
    let k = 0;
    for (let flip = 0; flip < 2 * size + 2; flip++) if (rng.bool()) k++;
    let lights: boolean[] = new Array(cells).fill(false);
    for (const index of rng.shuffle([...Array(cells).keys()]).slice(0, k)) {
      lights = pressLights(size, lights, index);
    }
    if (!allOff(lights)) return lights;
  }
}

export function setupLights(p: LightsOutParams, rng: Rng): boolean[] {
  if (p.board === 'random') return randomLights(p.size, rng);
  if (p.board === 'empty') return new Array(p.size * p.size).fill(false);
  const prebuilt = PREBUILT_BOARDS.find((b) => b.id === p.board);
  if (!prebuilt) throw new Error(`unknown board "${p.board}"`);
  return [...prebuilt.rows.replaceAll(' ', '')].map((c) => c === 'x');
}

const FILES = 'abcdefghij';

export function pressToString({ row, col }: Press): string {
  return `${FILES[col]}${row + 1}`;
}

/**
 * Parses a board written as rows from the top, `x` lit and `.` off, rows separated by `/` or
 * spaces: `x.x/.x./x.x` or `x.x .x. x.x`.
 */
export function parseBoard(text: string): Result<{ size: number; lights: boolean[] }> {
  const rows = text.trim().split(/[\s/]+/);
  const size = rows.length;
  if (size < 1 || size > MAX_SIZE || (size === 1 && rows[0] === '')) {
    return err(`board must have 1 to ${MAX_SIZE} rows, got ${rows[0] === '' ? 0 : size}`);
  }
  for (const [i, row] of rows.entries()) {
    if (row.length !== size) {
      return err(
        `row ${i + 1} ${excerpt(row)} has ${row.length} cells; a ${size}-row board needs ${size}`,
      );
    }
    const bad = row.search(/[^x.]/);
    if (bad >= 0) return err(`row ${i + 1} has "${row[bad]}"; use x for lit and . for off`);
  }
  return ok({ size, lights: [...rows.join('')].map((c) => c === 'x') });
}

export function boardToString(size: number, lights: readonly boolean[]): string {
  const rows: string[] = [];
  for (let r = 0; r < size; r++) {
    rows.push(
      lights
        .slice(r * size, (r + 1) * size)
        .map((lit) => (lit ? 'x' : '.'))
        .join(''),
    );
  }
  return rows.join('/');
}

function isOver(state: LightsOutState): boolean {
  // An untouched dark board (the Empty setup) is a sandbox, not a win.
  return state.presses > 0 && allOff(state.lights);
}

/** The one legality check, for `play` and `parseMove`: why `move` cannot be played, if not. */
function pressError(state: LightsOutState, move: Press): string | undefined {
  const { size } = state;
  const inRange = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < size;
  if (!move || !inRange(move.row) || !inRange(move.col)) {
    return `no such cell on a ${size}×${size} board`;
  }
  if (isOver(state)) return 'the board is solved; start a new one';
  return undefined;
}

export const lightsOut: Game<LightsOutState, Press, LightsOutParams> = {
  ...lightsOutInfo,

  setup(p, rng) {
    return { size: p.size, lights: setupLights(p, rng), presses: 0 };
  },

  toMove: () => 0,

  /** Every cell, row by row from the top-left. */
  legalMoves(state) {
    if (isOver(state)) return [];
    const moves: Press[] = [];
    for (let row = 0; row < state.size; row++) {
      for (let col = 0; col < state.size; col++) moves.push({ row, col });
    }
    return moves;
  },

  play(state, move) {
    const error = pressError(state, move);
    if (error) throw new IllegalMoveError(`press ${JSON.stringify(move)}: ${error}`);
    return {
      size: state.size,
      lights: pressLights(state.size, state.lights, move.row * state.size + move.col),
      presses: state.presses + 1,
    };
  },

  result(state) {
    if (!isOver(state)) return null;
    const n = state.presses;
    return { kind: 'solved', detail: `All lights out in ${n} ${n === 1 ? 'press' : 'presses'}` };
  },

  /** `c2`: column letter from the left, row number from the top, like a spreadsheet. */
  moveToString: pressToString,

  parseMove(text, state) {
    const m = /^([a-j])(\d{1,2})$/.exec(text.trim().toLowerCase());
    if (!m)
      return err(`move ${excerpt(text)}: expected a cell like c2 (column letter, row number)`);
    const move = { col: FILES.indexOf(m[1] as string), row: Number(m[2]) - 1 };
    const error = pressError(state, move);
    return error ? err(`move ${excerpt(text)}: ${error}`) : ok(move);
  },

  /** Board rows then the press count: `x.x/.x./x.x 0`. */
  stateToString(state) {
    return `${boardToString(state.size, state.lights)} ${state.presses}`;
  },

  parseState(text) {
    const m = /^(\S+)(?: (\d+))?$/.exec(text.trim());
    if (!m) return err(`state ${excerpt(text)}: expected rows like x.x/.x./x.x and a press count`);
    const board = parseBoard(m[1] as string);
    if (!board.ok) return err(`state ${excerpt(text)}: ${board.error}`);
    if (board.value.size < MIN_SIZE)
      return err(`state ${excerpt(text)}: boards start at ${MIN_SIZE}×${MIN_SIZE}`);
    const presses = readInteger(m[2] ?? '0');
    if (!presses.ok) return err(`state ${excerpt(text)}: the press count ${presses.error}`);
    return ok({ ...board.value, presses: presses.value });
  },
};
