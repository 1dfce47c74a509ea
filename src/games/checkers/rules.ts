import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError, type Outcome } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { formatPosition, type Position, parsePosition, START_BOARD } from './fen.ts';
import { type CheckersParams, checkersInfo } from './info.ts';
import {
  BLACK,
  CROWN_ROW,
  FORWARD,
  JUMP,
  other,
  type Player,
  RED,
  rowOf,
  STEP,
} from './squares.ts';

/**
 * English draughts (American checkers) by the rules of the World Checkers/Draughts Federation:
 * men move one square diagonally forward, kings both ways; a capture is compulsory and a piece
 * that has captured goes on capturing while it can, except that a man crowned by a capture ends
 * its move there (PLT does the same). The side to move with no legal move loses. A game is drawn
 * when the same position comes a third time with the same side to move, or after 40 moves by
 * each side with no capture and no man moved.
 *
 * Red (PDN's "Black") starts on 1–12 and moves first, as in PLT; Black (PDN's "White") on 21–32.
 */

export type { CheckersParams } from './info.ts';
export { BLACK, type Player, RED } from './squares.ts';

/**
 * A move is its path: the squares (1–32) the piece stands on, from the first to the last. A
 * capture of three pieces has four. Moves are written `11-15` and `22x15x6` (PDN).
 */
export type CheckersMove = readonly number[];

export interface CheckersState extends Position {
  /**
   * The position after the last capture or man move (or the start), and the king moves since,
   * in order: what the threefold repetition and the 40-move rules look at.
   */
  readonly base: Position;
  readonly quiet: readonly string[];
  /**
   * A draw offered by the side to move (`offer`: the opponent answers before the offerer moves),
   * declined (the offerer must move on the board before offering again), or agreed.
   */
  readonly draw?: 'offered' | 'declined' | 'agreed';
}

/**
 * Draws by agreement, as moves: the side to move may offer a draw instead of moving; the
 * opponent then accepts (the game is drawn) or declines, and the offerer moves on the board.
 */
export const OFFER_DRAW: CheckersMove = [0];
export const ACCEPT_DRAW: CheckersMove = [-1];
export const DECLINE_DRAW: CheckersMove = [-2];
const DRAW_WORDS = new Map<number, string>([
  [0, 'offer-draw'],
  [-1, 'accept-draw'],
  [-2, 'decline-draw'],
]);

/** A draw offer, acceptance or refusal rather than a move on the board. */
export const isDrawMove = (move: CheckersMove): boolean => move.length === 1;

/** Who acts: the offerer's opponent while a draw offer waits for an answer. */
export const mover = (state: CheckersState): Player =>
  state.draw === 'offered' ? other(state.toMove) : state.toMove;

/** 40 moves by each side without a capture or a man moved. */
export const QUIET_LIMIT = 80;

export const PLAYER_NAMES = ['Red', 'Black'] as const;

export const ownerOf = (cell: string | undefined): Player | undefined =>
  cell === 'r' || cell === 'R' ? RED : cell === 'b' || cell === 'B' ? BLACK : undefined;

export const isKing = (cell: string | undefined): boolean => cell === 'R' || cell === 'B';

export const isCapture = (move: CheckersMove): boolean =>
  move.length > 1 &&
  Math.abs(rowOf((move[0] as number) - 1) - rowOf((move[1] as number) - 1)) === 2;

export function stateOf(position: Position): CheckersState {
  return { ...position, base: position, quiet: [] };
}

export function setup(params: CheckersParams): CheckersState {
  if (params.position === 'start') return stateOf({ board: START_BOARD, toMove: RED });
  const position = parsePosition(params.position);
  if (!position.ok) throw new RangeError(position.error);
  return stateOf(position.value);
}

/** Every capture path of the piece on `from` (an index), longest continuation only. */
function capturesFrom(board: string, from: number): number[][] {
  const piece = board[from] as string;
  const mover = ownerOf(piece) as Player;
  const dirs = isKing(piece) ? [0, 1, 2, 3] : FORWARD[mover];
  const out: number[][] = [];
  const taken = new Set<number>();
  const walk = (at: number, path: number[]) => {
    let more = false;
    for (const d of dirs) {
      const over = STEP[d]?.[at] as number;
      const land = JUMP[d]?.[at] as number;
      if (land < 0 || taken.has(over) || ownerOf(board[over]) !== other(mover)) continue;
      if (board[land] !== '.' && land !== from) continue;
      more = true;
      taken.add(over);
      const next = [...path, land];
      if (!isKing(piece) && rowOf(land) === CROWN_ROW[mover]) out.push(next);
      else walk(land, next);
      taken.delete(over);
    }
    if (!more && path.length > 1) out.push(path);
  };
  walk(from, [from]);
  return out;
}

function stepsFrom(board: string, from: number): number[][] {
  const piece = board[from] as string;
  const dirs = isKing(piece) ? [0, 1, 2, 3] : FORWARD[ownerOf(piece) as Player];
  const out: number[][] = [];
  for (const d of dirs) {
    const to = STEP[d]?.[from] as number;
    if (to >= 0 && board[to] === '.') out.push([from, to]);
  }
  return out;
}

const byPath = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  }
  return a.length - b.length;
};

/**
 * The legal moves of a position, ignoring the draw rules: the captures if there is any, else
 * the simple moves; in the order of their paths (by the first square, then the next...).
 */
export function positionMoves({ board, toMove }: Position): CheckersMove[] {
  const paths: number[][] = [];
  for (let s = 0; s < 32; s++)
    if (ownerOf(board[s]) === toMove) paths.push(...capturesFrom(board, s));
  if (paths.length === 0) {
    for (let s = 0; s < 32; s++)
      if (ownerOf(board[s]) === toMove) paths.push(...stepsFrom(board, s));
  }
  return paths.map((p) => p.map((s) => s + 1)).sort(byPath);
}

/** The board after `move`, which must be legal. */
export function applyMove(position: Position, move: CheckersMove): Position {
  const cells = position.board.split('');
  const from = (move[0] as number) - 1;
  const to = (move[move.length - 1] as number) - 1;
  let piece = cells[from] as string;
  cells[from] = '.';
  if (isCapture(move)) {
    for (let i = 1; i < move.length; i++) {
      const a = (move[i - 1] as number) - 1;
      const b = (move[i] as number) - 1;
      const d = JUMP.findIndex((jumps) => jumps[a] === b);
      cells[STEP[d]?.[a] as number] = '.';
    }
  }
  if (!isKing(piece) && rowOf(to) === CROWN_ROW[position.toMove]) piece = piece.toUpperCase();
  cells[to] = piece;
  return { board: cells.join(''), toMove: other(position.toMove) };
}

/** How many times the current position has stood on the board since the base (it included). */
export function repetitions(state: CheckersState): number {
  let position: Position = state.base;
  let count = 0;
  const same = (p: Position) => p.board === state.board && p.toMove === state.toMove;
  if (same(position)) count++;
  for (const text of state.quiet) {
    position = applyMove(position, parsePath(text) as number[]);
    if (same(position)) count++;
  }
  return count;
}

/** States are immutable: their moves and result are worked out once (parsers ask often). */
const analysed = new WeakMap<CheckersState, { moves: CheckersMove[]; result: Outcome | null }>();

function analyse(state: CheckersState): { moves: CheckersMove[]; result: Outcome | null } {
  const known = analysed.get(state);
  if (known) return known;
  const moves = positionMoves(state);
  let outcome: Outcome | null = null;
  if (state.draw === 'agreed') {
    outcome = { kind: 'draw', detail: 'agreed' };
  } else if (moves.length === 0) {
    const loser = PLAYER_NAMES[state.toMove];
    const has = state.board.split('').some((c) => ownerOf(c) === state.toMove);
    outcome = {
      kind: 'win',
      winner: other(state.toMove),
      detail: has ? `${loser} cannot move` : `${loser} has no pieces left`,
    };
  } else if (state.quiet.length >= QUIET_LIMIT) {
    outcome = { kind: 'draw', detail: '40 moves each without a capture or a man moved' };
  } else if (state.quiet.length >= 4 && repetitions(state) >= 3) {
    outcome = { kind: 'draw', detail: 'the same position a third time' };
  }
  const legal =
    outcome !== null
      ? []
      : state.draw === 'offered'
        ? [ACCEPT_DRAW, DECLINE_DRAW]
        : state.draw === 'declined'
          ? moves
          : [...moves, OFFER_DRAW];
  const found = { moves: legal, result: outcome };
  analysed.set(state, found);
  return found;
}

export const result = (state: CheckersState): Outcome | null => analyse(state).result;

/** The legal moves in the order of `positionMoves`; none once the game is over. */
export const legalMoves = (state: CheckersState): CheckersMove[] => [...analyse(state).moves];

export function moveToString(move: CheckersMove): string {
  if (isDrawMove(move)) return DRAW_WORDS.get(move[0] as number) ?? String(move[0]);
  return move.join(isCapture(move) ? 'x' : '-');
}

/** The squares of `11-15` or `22x15x6`, unchecked; undefined if it is not of that form. */
function parsePath(text: string): number[] | undefined {
  const t = text.trim();
  if (!/^\d{1,2}([-x]\d{1,2})+$/i.test(t)) return undefined;
  return t.split(/[-x]/i).map(Number);
}

function drawWhy(state: CheckersState): string {
  if (result(state) !== null) return 'the game is over';
  if (state.draw === 'offered') return 'a draw is offered: accept-draw or decline-draw';
  if (state.draw === 'declined') return 'your offer was declined: move on the board first';
  return 'offer-draw is the only draw move before an offer';
}

/**
 * Reads `11-15`, `22x15x6`, or a capture by its ends only (`22x6`) when one path fits. Among
 * captures with the same ends that differ by the way they take, the full path is needed.
 */
export function parseMove(text: string, state: CheckersState): Result<CheckersMove> {
  const word = [...DRAW_WORDS].find(([, w]) => w === text.trim().toLowerCase());
  if (word) {
    const move = legalMoves(state).find((m) => isDrawMove(m) && m[0] === word[0]);
    return move ? ok(move) : err(`move ${excerpt(text)}: not now (${drawWhy(state)})`);
  }
  const path = parsePath(text);
  if (!path)
    return err(
      `move ${excerpt(text)}: expected squares 1–32 joined by - or x, as 11-15 or 22x15x6`,
    );
  const bad = path.find((s) => s < 1 || s > 32);
  if (bad !== undefined) return err(`move ${excerpt(text)}: there is no square ${bad} (1–32)`);
  const moves = legalMoves(state);
  if (moves.length === 0) return err(`move ${excerpt(text)}: the game is over`);
  const exact = moves.find((m) => m.length === path.length && m.every((s, i) => s === path[i]));
  if (exact) return ok(exact);
  if (path.length === 2) {
    const ends = moves.filter(
      (m) => m[0] === path[0] && m[m.length - 1] === path[1] && isCapture(m),
    );
    if (ends.length === 1) return ok(ends[0] as CheckersMove);
    if (ends.length > 1) {
      return err(
        `move ${excerpt(text)}: several captures go from ${path[0]} to ${path[1]}: ${ends.map(moveToString).join(', ')}`,
      );
    }
  }
  const captures = moves.some(isCapture);
  const why = captures
    ? `a capture is compulsory: ${moves.map(moveToString).join(', ')}`
    : `the legal moves are ${moves.map(moveToString).join(', ')}`;
  return err(`move ${excerpt(text)} is not legal: ${why}`);
}

export function play(state: CheckersState, move: CheckersMove): CheckersState {
  if (!Array.isArray(move) || !move.every((s) => Number.isInteger(s))) {
    throw new IllegalMoveError(`${String(move)} is not a move (a path of squares 1-32)`);
  }
  if (isDrawMove(move)) return playDraw(state, move);
  const legal = analyse(state).moves.find(
    (m) => m.length === move.length && m.every((s, i) => s === move[i]),
  );
  if (!legal) {
    const text = Array.isArray(move) ? move.join('-') : String(move);
    throw new IllegalMoveError(`${text} is not a legal move here`);
  }
  const next = applyMove(state, legal);
  const piece = state.board[(legal[0] as number) - 1];
  if (isCapture(legal) || !isKing(piece)) return stateOf(next);
  return { ...next, base: state.base, quiet: [...state.quiet, moveToString(legal)] };
}

function playDraw(state: CheckersState, move: CheckersMove): CheckersState {
  if (!legalMoves(state).some((m) => isDrawMove(m) && m[0] === move[0])) {
    throw new IllegalMoveError(`${moveToString(move)} is not possible here: ${drawWhy(state)}`);
  }
  const draw =
    move === OFFER_DRAW || move[0] === 0 ? 'offered' : move[0] === -1 ? 'agreed' : 'declined';
  return { ...state, draw };
}

/**
 * The position in FEN; when king moves since the last capture or man move count for the draw
 * rules, the FEN of that earlier position followed by those moves: `W:WK5:BK28 28-24 5-1`.
 */
export function stateToString(state: CheckersState): string {
  const draw =
    state.draw === undefined
      ? []
      : [
          'offer-draw',
          ...(state.draw === 'offered'
            ? []
            : [state.draw === 'agreed' ? 'accept-draw' : 'decline-draw']),
        ];
  if (state.quiet.length === 0) return [formatPosition(state), ...draw].join(' ');
  return [formatPosition(state.base), ...state.quiet, ...draw].join(' ');
}

export function parseState(text: string): Result<CheckersState> {
  const [fen = '', ...moves] = text.trim().split(/\s+/);
  const position = parsePosition(fen);
  if (!position.ok) return position;
  let state = stateOf(position.value);
  for (const m of moves) {
    const move = parseMove(m, state);
    if (!move.ok) return err(`state ${excerpt(text)}: ${move.error}`);
    const next = play(state, move.value);
    if (!isDrawMove(move.value) && next.quiet.length === 0) {
      return err(
        `state ${excerpt(text)}: ${m} is not a king move without capture; start the FEN after it`,
      );
    }
    state = next;
  }
  return ok(state);
}

/** The moves written as a PDN move text without numbers: `11-15 23-19 8-11`. */
function formatMoves(moves: readonly CheckersMove[]): string {
  // The draw moves are words of their own, so the list reads back.
  return moves.map(moveToString).join(' ');
}

function parseMoves(initial: CheckersState, text: string): Result<CheckersMove[]> {
  const out: CheckersMove[] = [];
  let state = initial;
  const words = text
    .trim()
    .split(/[\s_]+/)
    .filter((w) => w !== '' && !/^\d+\.+$/.test(w));
  for (const [i, word] of words.entries()) {
    const move = parseMove(word, state);
    if (!move.ok) return err(`move ${i + 1}: ${move.error}`);
    out.push(move.value);
    state = play(state, move.value);
  }
  return ok(out);
}

export const checkers: Game<CheckersState, CheckersMove, CheckersParams> = {
  ...checkersInfo,
  setup,
  toMove: mover,
  legalMoves,
  play,
  result,
  moveToString,
  parseMove,
  stateToString,
  parseState,
  moveList: { format: formatMoves, parse: parseMoves },
};
