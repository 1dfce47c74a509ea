import type { Connect4State } from '../rules.ts';
import { CELLS, CENTRE_FIRST, Position } from './bitboard.ts';
import type { Book } from './book.ts';
import { type SolveProgress, Solver } from './search.ts';
import { DEFAULT_TT_LOG2 } from './transposition-table.ts';

/**
 * The perfect player for the standard 7×6 board; other sizes throw an Error naming the size.
 *
 * Scores are Pons': from the side to move, 0 a draw, 22 - k a win with the mover's k-th disc
 * (so 21 is a win with the first disc, and faster wins score higher), and -(22 - k) a loss to
 * the opponent's k-th disc. A weak solve gives only 1, 0 or -1.
 */

export type { SolveProgress } from './search.ts';

export interface SolveOptions {
  /** Only whether the side to move wins (1), draws (0) or loses (-1): a faster search. */
  readonly weak?: boolean;
  /**
   * The transposition table grows up to 2^ttLog2 entries of 8 bytes: 18 to 27, default 23
   * (64 MB). Only long searches reach it.
   */
  readonly ttLog2?: number;
  /** Called as the score window narrows and every 2^20 nodes; throw from it to abandon. */
  readonly onProgress?: (progress: SolveProgress) => void;
  /** Exact scores of early positions, read instead of searched (analyze and bestMove). */
  readonly book?: Book;
}

export interface SolveResult {
  readonly score: number;
  /** Positions searched, as Pons counts them: a node is a call of the negamax search. */
  readonly nodes: number;
  /** Time spent searching, without clearing the table beforehand (as Pons times it). */
  readonly micros: number;
}

/** One solver per table size, so its table is allocated once and reused. */
const solvers = new Map<number, Solver>();

function solverFor(ttLog2 = DEFAULT_TT_LOG2): Solver {
  let solver = solvers.get(ttLog2);
  if (!solver) {
    solver = new Solver(ttLog2);
    solvers.set(ttLog2, solver);
  }
  return solver;
}

/**
 * The score of a game in progress. Each call starts from an empty table, so the node count
 * depends on the position alone.
 */
export function solve(state: Connect4State, opts: SolveOptions = {}): SolveResult {
  const position = Position.fromState(state);
  const solver = solverFor(opts.ttLog2);
  solver.clear();
  const started = performance.now();
  const score = solver.solve(position, {
    weak: opts.weak,
    keepTable: true,
    onProgress: opts.onProgress,
  });
  return { score, nodes: solver.nodes, micros: (performance.now() - started) * 1000 };
}

/**
 * The exact score of a position from the book, or from the number of discs when the player to
 * move wins at once or the board is full (the book leaves those out); else undefined.
 */
function bookScore(book: Book | undefined, position: Position): number | undefined {
  if (book === undefined) return undefined;
  if (position.moves === CELLS) return 0;
  if (position.canWinNext()) return (CELLS + 1 - position.moves) >> 1;
  return book.get(position);
}

/** The score of the position after the player to move plays `column`, for that player. */
function columnScore(
  solver: Solver,
  position: Position,
  column: number,
  opts: SolveOptions,
): number {
  if (position.isWinningMove(column)) return opts.weak ? 1 : (CELLS + 1 - position.moves) >> 1;
  const next = position.play(column);
  const known = opts.weak ? undefined : bookScore(opts.book, next);
  if (known !== undefined) return 0 - known;
  return 0 - solver.solve(next, { weak: opts.weak, keepTable: true, onProgress: opts.onProgress });
}

export interface AnalyzeOptions extends SolveOptions {
  /** Each column's score as soon as it is known (null: the column is full), centre first. */
  readonly onColumn?: (column: number, score: number | null) => void;
  /**
   * While `column` is searched, the bounds proven on its score for the player to move, each
   * time they narrow (the first call gives the widest the score can be).
   */
  readonly onBounds?: (column: number, lower: number, upper: number) => void;
}

/**
 * The score of every column (index 0 is the leftmost) for the player to move: what that player
 * gets by playing there, then both sides playing perfectly. Null for a full column. The best
 * of them is the position's score. The columns are solved centre first, where the best move
 * usually is, so someone following the callbacks learns the likely best early.
 */
export function analyze(state: Connect4State, opts: AnalyzeOptions = {}): (number | null)[] {
  const position = Position.fromState(state);
  const solver = solverFor(opts.ttLog2);
  solver.clear();
  const scores: (number | null)[] = Array(state.board.width).fill(null);
  for (const column of CENTRE_FIRST) {
    const { onBounds } = opts;
    let last = '';
    // The child's window, turned to the mover's side, as often as it narrows.
    const followed: SolveOptions =
      onBounds === undefined
        ? opts
        : {
            ...opts,
            onProgress: (progress) => {
              const lower = 0 - progress.max;
              const upper = 0 - progress.min;
              if (`${lower} ${upper}` !== last) {
                last = `${lower} ${upper}`;
                onBounds(column, lower, upper);
              }
              opts.onProgress?.(progress);
            },
          };
    const score = position.canPlay(column) ? columnScore(solver, position, column, followed) : null;
    scores[column] = score;
    opts.onColumn?.(column, score);
  }
  return scores;
}

/** Whether the move that led to `next` keeps the mover's score at `best`, the most it can be. */
function reaches(solver: Solver, next: Position, best: number): boolean {
  if (next.moves === CELLS) return best === 0;
  if (next.canWinNext()) return 0 - ((CELLS + 1 - next.moves) >> 1) === best;
  // The mover's score is minus the opponent's: at least best when the opponent's is not above
  // -best.
  return !solver.atLeast(next, 1 - best);
}

/** A perfect move and what it is worth: the position's score, for the player to move. */
export interface PerfectMove {
  readonly column: number;
  readonly score: number;
}

/**
 * The perfect player's move from its children's scores (no column wins at once): the one leaving
 * the opponent the lowest score, the first of them in `playable`'s centre-first order. The book
 * generator follows the Perfect seat's games with it (scripts/connect4-book-perfect.ts).
 */
export function choiceAmong(playable: readonly number[], children: readonly number[]): PerfectMove {
  const lowest = Math.min(...children);
  return { column: playable[children.indexOf(lowest)] as number, score: 0 - lowest };
}

/**
 * The column (from 0) of a perfect move: the fastest win when the position is won, the
 * longest resistance when it is lost; among equal moves, the most central (left first).
 * With a book holding every column's position it reads their scores; else it solves the position
 * (or reads its score), then tests the columns in that order with one null-window search each,
 * on the same table, until one reaches the score.
 */
export function bestMove(state: Connect4State, opts: PerfectOptions = {}): number {
  return perfectMove(state, opts).column;
}

/** What perfectMove has settled, once it knows the position's score. */
export interface PerfectSettled {
  /** The position's score for the player to move. */
  readonly score: number;
  /** The columns tested so far (centre first) and found below it. */
  readonly ruledOut: number;
  /** The playable columns. */
  readonly playable: number;
}

export interface PerfectOptions extends Omit<SolveOptions, 'weak'> {
  /**
   * Called once the position's score is known, then after each column found below it: before
   * that, `onProgress` follows the window on the position's own score.
   */
  readonly onSettled?: (settled: PerfectSettled) => void;
}

/** bestMove's column with the score it reaches (the same searches: the score comes with it). */
export function perfectMove(state: Connect4State, opts: PerfectOptions = {}): PerfectMove {
  const position = Position.fromState(state);
  const playable = CENTRE_FIRST.filter((column) => position.canPlay(column));
  const win = playable.find((column) => position.isWinningMove(column));
  if (win !== undefined) return { column: win, score: (CELLS + 1 - position.moves) >> 1 };
  const children = playable.map((column) => bookScore(opts.book, position.play(column)));
  if (children.every((score) => score !== undefined)) return choiceAmong(playable, children);
  const solver = solverFor(opts.ttLog2);
  solver.clear();
  // Past the book's last complete ply, the book may still hold the position itself: then
  // only the null-window tests of the columns remain.
  const best =
    bookScore(opts.book, position) ??
    solver.solve(position, { keepTable: true, onProgress: opts.onProgress });
  const settled = (ruledOut: number) =>
    opts.onSettled?.({ score: best, ruledOut, playable: playable.length });
  settled(0);
  for (const [i, column] of playable.entries()) {
    // A column the book holds needs no search (a book stopped inside a ply holds some).
    const known = children[i];
    if (known === undefined ? reaches(solver, position.play(column), best) : -known === best) {
      return { column, score: best };
    }
    settled(i + 1);
  }
  throw new Error(`no column reaches the score ${best}`);
}

/**
 * The playable columns but `except` that score at least `floor` for the player to move: one
 * null-window test each (on the table a perfectMove just before left warm), or the book. The
 * hint asks it whether its move is the only one that wins, or the only one that does not lose.
 */
export function columnsReaching(
  state: Connect4State,
  floor: number,
  except: number,
  opts: Omit<SolveOptions, 'weak'> = {},
): number[] {
  const position = Position.fromState(state);
  const solver = solverFor(opts.ttLog2);
  return CENTRE_FIRST.filter((column) => {
    if (column === except || !position.canPlay(column)) return false;
    if (position.isWinningMove(column)) return true;
    const next = position.play(column);
    const known = bookScore(opts.book, next);
    if (known !== undefined) return -known >= floor;
    if (next.canWinNext()) return -((CELLS + 1 - next.moves) >> 1) >= floor;
    // The opponent, to move next, stays below 1 - floor: the mover keeps at least floor.
    return !solver.atLeast(next, 1 - floor, { onProgress: opts.onProgress });
  });
}
