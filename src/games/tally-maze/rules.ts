import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import {
  boardError,
  MAX_SIDE,
  MIN_SIDE,
  RANDOM_BOARD,
  type TallyMazeParams,
  tallyMazeInfo,
} from './info.ts';
import { mazeCount, wallsOf } from './maze.ts';
import {
  DIRECTIONS,
  type Direction,
  directionOf,
  isOpen,
  pathsTo,
  pumpkinTargets,
  stepTo,
} from './pumpkins.ts';

/**
 * Tally Maze (PLT `tally-maze`): walk from the top left corner to the exit at the bottom right
 * of a maze while two pumpkins close in from the exit. Each turn you step, stay, or press `n` to
 * turn the maze into the next one in PLT's numbering (Board #N + 1: walls change, pieces stay);
 * then each pumpkin steps. You win on the exit, even if a pumpkin steps onto it after you; you
 * lose when you share a cell with a pumpkin.
 *
 * Three seats: you, pumpkin 1 and pumpkin 2. The pumpkins are fixed computer seats playing PLT's
 * rule (pumpkins.ts); the rules let them take any open step, as a player could. PLT moves both at
 * once, deciding on the cells before either moves, so while pumpkin 2 is to move the state keeps
 * where pumpkin 1 stood (`was`).
 *
 * Differences from PLT, on purpose: a move into a wall is not a move (PLT records it, and undo
 * needs an extra press); once the game is over nothing moves (PLT's space still moved the
 * pumpkins after a win, and `n` still changed the maze); sizes from 2×2 to 30×30 (PLT: 12×12).
 */

export type TallyMazeMove = Direction | 'stay' | 'next';
export type Seat = 0 | 1 | 2;

export interface TallyMazeState {
  readonly width: number;
  readonly height: number;
  /** The maze's number, in decimal: BigInts do not go through JSON. */
  readonly board: string;
  /** Cells are `y * width + x`. */
  readonly player: number;
  readonly pumpkins: readonly [number, number];
  /** You (0), pumpkin 1 or pumpkin 2. */
  readonly turn: Seat;
  /** While pumpkin 2 is to move, where pumpkin 1 stood before its step; else -1. */
  readonly was: number;
}

export { MAX_SIDE, MIN_SIDE, type TallyMazeParams };

export const exitOf = (s: Pick<TallyMazeState, 'width' | 'height'>) => s.width * s.height - 1;

export const boardIndex = (s: TallyMazeState): bigint => BigInt(s.board);

/** The number after `board`, wrapping to 0 after the last maze as PLT does. */
export function nextBoard(width: number, height: number, board: bigint): bigint {
  return (board + 1n) % mazeCount(width, height);
}

export const wallsNow = (s: TallyMazeState) => wallsOf(s.width, s.height, s.board);
export const wallsNext = (s: TallyMazeState) =>
  wallsOf(s.width, s.height, nextBoard(s.width, s.height, boardIndex(s)));

/** A uniform random integer from 0 to n − 1 (n ≥ 1), by rejection over 32-bit draws. */
export function randomBelow(rng: Rng, n: bigint): bigint {
  const bits = n.toString(2).length;
  for (;;) {
    let r = 0n;
    for (let got = 0; got < bits; got += 32) r = (r << 32n) | BigInt(rng.int(0, 0xffff_ffff));
    r &= (1n << BigInt(bits)) - 1n;
    if (r < n) return r;
  }
}

/**
 * PLT's `pick-a-maze`: half the time from the middle, else from 0, plus two uniform draws below
 * a quarter of the count each. PLT divides exactly and so fails on sizes whose count is not a
 * multiple of 4 (2×3 has 14 mazes); we round the halves and quarters down.
 */
export function pickBoard(width: number, height: number, rng: Rng): bigint {
  const count = mazeCount(width, height);
  const quarter = count / 4n;
  const base = rng.bool() ? count / 2n : 0n;
  return base + randomBelow(rng, quarter) + randomBelow(rng, quarter);
}

export function initialState(width: number, height: number, board: bigint): TallyMazeState {
  const exit = width * height - 1;
  return {
    width,
    height,
    board: String(board),
    player: 0,
    pumpkins: [exit, exit],
    turn: 0,
    was: -1,
  };
}

const caught = (s: TallyMazeState) => s.pumpkins.includes(s.player);

export const isOver = (s: TallyMazeState) => s.turn === 0 && (s.player === exitOf(s) || caught(s));

/**
 * Where PLT's rule sends both pumpkins from the cells they stood on when their turn began.
 */
export function plannedPumpkins(s: TallyMazeState): [number, number] {
  const before: [number, number] = s.turn === 2 ? [s.was, s.pumpkins[1]] : [...s.pumpkins];
  const walls = wallsNow(s);
  return pumpkinTargets(
    walls,
    s.width,
    pathsTo(walls, s.width, s.player),
    pathsTo(wallsNext(s), s.width, s.player),
    before,
  );
}

/** The step PLT's rule plays for the pumpkin to move. */
export function pumpkinMove(s: TallyMazeState): TallyMazeMove {
  const seat = s.turn === 2 ? 1 : 0;
  const from = s.pumpkins[seat];
  const to = plannedPumpkins(s)[seat];
  return to === from ? 'stay' : directionOf(s.width, from, to);
}

/** The cell of the piece to move. */
const moverCell = (s: TallyMazeState) =>
  s.turn === 0 ? s.player : (s.pumpkins[s.turn - 1] as number);

/**
 * The legal moves: the open directions in the order up, right, down, left, then `stay`; you
 * also have `next`. A move into a wall is not listed: it would change nothing.
 */
function legal(s: TallyMazeState): TallyMazeMove[] {
  if (isOver(s)) return [];
  const walls = wallsNow(s);
  const cell = moverCell(s);
  const moves: TallyMazeMove[] = DIRECTIONS.filter((d) => stepTo(walls, s.width, cell, d) >= 0);
  moves.push('stay');
  if (s.turn === 0) moves.push('next');
  return moves;
}

const MOVES: readonly string[] = [...DIRECTIONS, 'stay', 'next'];

function moveError(s: TallyMazeState, move: TallyMazeMove): string | undefined {
  if (!MOVES.includes(move)) return 'not a Tally Maze move (up, right, down, left, stay, next)';
  if (isOver(s)) return 'the game is over';
  if (move === 'next' && s.turn !== 0) return 'only you change the maze';
  if (move === 'stay' || move === 'next') return undefined;
  return stepTo(wallsNow(s), s.width, moverCell(s), move) >= 0
    ? undefined
    : `a wall is in the way ${move === 'up' || move === 'down' ? move : `to the ${move}`}`;
}

function play(s: TallyMazeState, move: TallyMazeMove): TallyMazeState {
  const error = moveError(s, move);
  if (error) throw new IllegalMoveError(`${JSON.stringify(move)}: ${error}`);
  const to = (cell: number) =>
    move === 'stay' || move === 'next' ? cell : stepTo(wallsNow(s), s.width, cell, move);
  if (s.turn === 0) {
    const board = move === 'next' ? String(nextBoard(s.width, s.height, boardIndex(s))) : s.board;
    const after = { ...s, board, player: to(s.player) };
    // Stepping onto a pumpkin ends the game at once: the pumpkins do not move (PLT).
    return caught(after) ? after : { ...after, turn: 1 };
  }
  if (s.turn === 1) {
    const [a, b] = s.pumpkins;
    return { ...s, pumpkins: [to(a), b], turn: 2, was: a };
  }
  return { ...s, pumpkins: [s.pumpkins[0], to(s.pumpkins[1])], turn: 0, was: -1 };
}

const cellText = (s: Pick<TallyMazeState, 'width'>, cell: number) =>
  `${cell % s.width},${Math.floor(cell / s.width)}`;

const TURNS = ['you', 'pumpkin1', 'pumpkin2'] as const;

/** `12x12 #N you=0,0 pumpkin1=11,11 pumpkin2=11,11 next=you`, with ` was=x,y` before pumpkin 2's step. */
export function stateText(s: TallyMazeState): string {
  const was = s.turn === 2 ? ` was=${cellText(s, s.was)}` : '';
  return `${s.width}x${s.height} #${s.board} you=${cellText(s, s.player)} pumpkin1=${cellText(s, s.pumpkins[0])} pumpkin2=${cellText(s, s.pumpkins[1])} next=${TURNS[s.turn]}${was}`;
}

const STATE_RE =
  /^(\d{1,2})x(\d{1,2}) #(0|[1-9]\d*) you=(\d{1,2}),(\d{1,2}) pumpkin1=(\d{1,2}),(\d{1,2}) pumpkin2=(\d{1,2}),(\d{1,2}) next=(you|pumpkin1|pumpkin2)(?: was=(\d{1,2}),(\d{1,2}))?$/;

export function parseTallyMazeState(text: string): Result<TallyMazeState> {
  const fail = (why: string) => err<TallyMazeState>(`state ${excerpt(text)}: ${why}`);
  const m = STATE_RE.exec(text.trim());
  if (!m) {
    return fail(
      'expected like 12x12 #0 you=0,0 pumpkin1=11,11 pumpkin2=11,11 next=you (was=x,y after next=pumpkin2)',
    );
  }
  const n = m.slice(1).map((v) => (v === undefined ? undefined : v));
  const width = Number(n[0]);
  const height = Number(n[1]);
  if (width < MIN_SIDE || width > MAX_SIDE || height < MIN_SIDE || height > MAX_SIDE) {
    return fail(`sizes go from ${MIN_SIDE}x${MIN_SIDE} to ${MAX_SIDE}x${MAX_SIDE}`);
  }
  const board = n[2] as string;
  const bad = boardError(width, height, board);
  if (bad) return fail(bad);
  const cell = (x?: string, y?: string) => {
    const [cx, cy] = [Number(x), Number(y)];
    return cx < width && cy < height && String(cx) === x && String(cy) === y ? cy * width + cx : -1;
  };
  const player = cell(n[3], n[4]);
  const pumpkins: [number, number] = [cell(n[5], n[6]), cell(n[7], n[8])];
  if (player < 0 || pumpkins.includes(-1)) return fail(`a cell is off the ${width}x${height} maze`);
  const turn = TURNS.indexOf(n[9] as (typeof TURNS)[number]) as Seat;
  if ((turn === 2) !== (n[10] !== undefined))
    return fail('was=x,y comes with next=pumpkin2, and only then');
  const was = turn === 2 ? cell(n[10], n[11]) : -1;
  const s: TallyMazeState = { width, height, board, player, pumpkins, turn, was };
  if (turn === 2) {
    if (was < 0) return fail(`was=${n[10]},${n[11]} is off the maze`);
    if (was !== pumpkins[0] && !isOpen(wallsNow(s), width, was, pumpkins[0])) {
      return fail('pumpkin 1 cannot have come from there: it steps through open edges');
    }
  }
  if (turn !== 0 && [turn === 2 ? was : pumpkins[0], pumpkins[1]].includes(player)) {
    return fail('you are caught: the pumpkins do not move any more');
  }
  return ok(s);
}

const PIECES = ['you', 'pumpkin 1', 'pumpkin 2'];

export const tallyMaze: Game<TallyMazeState, TallyMazeMove, TallyMazeParams> = {
  ...tallyMazeInfo,

  setup(p, rng) {
    const board = p.board === RANDOM_BOARD ? pickBoard(p.width, p.height, rng) : BigInt(p.board);
    return initialState(p.width, p.height, board);
  },

  toMove: (s) => s.turn,

  legalMoves: legal,

  play,

  result(s) {
    if (!isOver(s)) return null;
    if (s.player === exitOf(s))
      return { kind: 'solved', detail: `You escaped from board #${s.board}` };
    return { kind: 'failed', detail: `A pumpkin caught you on board #${s.board}` };
  },

  moveText(s, move) {
    const who = PIECES[s.turn] as string;
    if (move === 'next') return 'next maze';
    if (move === 'stay') return `${who} ${s.turn === 0 ? 'stay' : 'stays'}`;
    return `${who} ${s.turn === 0 ? 'go' : 'goes'} ${move}`;
  },

  moveToString: (m) => m,

  parseMove(text, s) {
    const word = text.trim().toLowerCase();
    const move = (MOVES.includes(word) ? word : undefined) as TallyMazeMove | undefined;
    if (!move) return err(`move ${excerpt(text)}: expected up, right, down, left, stay or next`);
    const error = moveError(s, move);
    return error ? err(`move ${excerpt(text)}: ${error}`) : ok(move);
  },

  stateToString: stateText,
  parseState: parseTallyMazeState,
};
