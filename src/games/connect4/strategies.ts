import type { AiPlayer } from '../../core/ai.ts';
import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import { quietTask, type TaskContext } from '../../core/task.ts';
import { perfectProgress } from './perfect-progress.ts';
import {
  CONNECT,
  type Connect4State,
  connectsFour,
  DIRECTIONS,
  getAvailableActions,
  isGameOver,
  other,
  type Player,
  RED,
} from './rules.ts';
import { openingBook } from './solver/book.ts';
import { bestMove } from './solver/solve.ts';

/**
 * The assignment's players: a random one, its simple heuristic, and the bonus Negamax with
 * alpha-beta pruning; then the perfect player of ./solver/. All take a state and return a
 * column from 0; none mutates the state.
 */

function actionsOf(state: Connect4State): number[] {
  if (isGameOver(state) !== false) throw new Error('the game is over: there is no move to choose');
  return getAvailableActions(state);
}

export const selectRandomAction = (state: Connect4State, rng: Rng): number =>
  rng.pick(actionsOf(state));

/**
 * The assignment's heuristic: win now if a column does; else block a column where the
 * opponent would win next; else any valid move. Each choice is uniform among its candidates
 * (a double threat cannot be blocked, so which one is blocked does not matter).
 */
export function selectHeuristicAction(state: Connect4State, rng: Rng): number {
  const actions = actionsOf(state);
  const { board, toMove } = state;
  const wins = actions.filter((c) => connectsFour(board, c, toMove));
  if (wins.length > 0) return rng.pick(wins);
  const blocks = actions.filter((c) => connectsFour(board, c, other(toMove)));
  return rng.pick(blocks.length > 0 ? blocks : actions);
}

/**
 * Evaluation, from red's side, of a position nobody has won: every window of four cells in a
 * line (horizontal, vertical, both diagonals) that holds discs of one side only scores
 * WINDOW_SCORES[discs] for that side, and each disc in a centre column scores CENTRE_BONUS.
 * Windows with both colours are dead and score nothing. The steep growth ranks a three that
 * can still become four far above scattered ones and twos. With these weights Negamax wins
 * every bench game against the heuristic from depth 4 on (bench/connect4/strategies.md).
 */
export const WINDOW_SCORES: readonly number[] = [0, 1, 5, 50];
export const CENTRE_BONUS = 3;
/** A win `n` plies from the root scores WIN_SCORE - n: faster wins and slower losses rank first. */
export const WIN_SCORE = 1_000_000;
/** Without a transposition table, depth 12 already takes seconds in the middle game. */
export const MAX_DEPTH = 12;

/** Window score by [red discs * (CONNECT + 1) + yellow discs]; a full window is terminal. */
const WINDOW_VALUE = (() => {
  const value = new Int32Array((CONNECT + 1) * (CONNECT + 1));
  for (let r = 0; r < CONNECT; r++) {
    value[r * (CONNECT + 1)] = WINDOW_SCORES[r] ?? 0;
    value[r] = -(WINDOW_SCORES[r] ?? 0);
  }
  return value;
})();

/** The lines of one board size, as flat arrays indexed by cell (`column * height + row`). */
interface Geometry {
  readonly width: number;
  readonly height: number;
  /** `cellWindows[windowStart[cell] .. windowStart[cell + 1])`: the windows through a cell. */
  readonly windowStart: Int32Array;
  readonly cellWindows: Int32Array;
  readonly windows: number;
  /** CENTRE_BONUS for cells in the centre column (both middle columns when the width is even). */
  readonly centreBonus: Int32Array;
  /** Centre first, then alternately left and right: good moves first, so alpha-beta cuts more. */
  readonly order: Int32Array;
}

const geometries = new Map<number, Geometry>();

function geometry(width: number, height: number): Geometry {
  const key = width * 16 + height;
  const cached = geometries.get(key);
  if (cached) return cached;
  const through: number[][] = Array.from({ length: width * height }, () => []);
  let windows = 0;
  for (const [dc, dr] of DIRECTIONS) {
    for (let c = 0; c < width; c++) {
      for (let r = 0; r < height; r++) {
        const endC = c + dc * (CONNECT - 1);
        const endR = r + dr * (CONNECT - 1);
        if (endC >= width || endR < 0 || endR >= height) continue;
        for (let k = 0; k < CONNECT; k++) {
          through[(c + dc * k) * height + r + dr * k]?.push(windows);
        }
        windows++;
      }
    }
  }
  const windowStart = new Int32Array(through.length + 1);
  for (const [cell, list] of through.entries()) {
    windowStart[cell + 1] = (windowStart[cell] ?? 0) + list.length;
  }
  const centreBonus = new Int32Array(width * height);
  for (let c = 0; c < width; c++) {
    if (Math.abs(2 * c - (width - 1)) <= 1) {
      centreBonus.fill(CENTRE_BONUS, c * height, (c + 1) * height);
    }
  }
  const order = new Int32Array(width);
  for (let i = 0; i < width; i++) {
    order[i] = Math.floor(width / 2) + (i % 2 === 1 ? -1 : 1) * Math.floor((i + 1) / 2);
  }
  const made: Geometry = {
    width,
    height,
    windowStart,
    cellWindows: Int32Array.from(through.flat()),
    windows,
    centreBonus,
    order,
  };
  geometries.set(key, made);
  return made;
}

/**
 * The search's own mutable board with make/unmake, so the search allocates nothing per node.
 * It keeps, per window, how many discs of each colour it holds, which gives both the win test
 * (a window reaching four) and the evaluation (updated by the windows through the new disc).
 */
class SearchBoard {
  readonly g: Geometry;
  readonly cells: Int8Array;
  readonly heights: Int8Array;
  readonly red: Int8Array;
  readonly yellow: Int8Array;
  /** Evaluation from red's side. */
  score = 0;
  filled = 0;
  toMove: Player;
  nodes = 0;
  /** The best move at the root, set by `search` at ply 0. */
  rootMove = -1;

  constructor(state: Connect4State) {
    const { width, height, columns } = state.board;
    this.g = geometry(width, height);
    this.cells = new Int8Array(width * height);
    this.heights = new Int8Array(width);
    this.red = new Int8Array(this.g.windows);
    this.yellow = new Int8Array(this.g.windows);
    this.toMove = state.toMove;
    for (const [c, discs] of columns.entries()) {
      for (const disc of discs) this.drop(c, disc);
    }
  }

  /** Drops `player`'s disc into `column`; returns whether it completed four in a row. */
  drop(column: number, player: Player): boolean {
    const { g, red, yellow } = this;
    const row = this.heights[column] as number;
    const cell = column * g.height + row;
    this.heights[column] = row + 1;
    this.cells[cell] = player;
    this.filled++;
    const counts = player === RED ? red : yellow;
    let score = this.score;
    let won = false;
    for (let k = g.windowStart[cell] as number; k < (g.windowStart[cell + 1] as number); k++) {
      const w = g.cellWindows[k] as number;
      const before = (red[w] as number) * (CONNECT + 1) + (yellow[w] as number);
      score -= WINDOW_VALUE[before] as number;
      const count = (counts[w] as number) + 1;
      counts[w] = count;
      if (count === CONNECT) won = true;
      score += WINDOW_VALUE[before + (player === RED ? CONNECT + 1 : 1)] as number;
    }
    const bonus = g.centreBonus[cell] as number;
    this.score = player === RED ? score + bonus : score - bonus;
    return won;
  }

  play(column: number): boolean {
    const won = this.drop(column, this.toMove);
    this.toMove = other(this.toMove);
    return won;
  }

  undo(column: number): void {
    const { g, red, yellow } = this;
    const row = (this.heights[column] as number) - 1;
    this.heights[column] = row;
    const cell = column * g.height + row;
    const player = this.cells[cell] as Player;
    this.cells[cell] = 0;
    this.filled--;
    this.toMove = player;
    const counts = player === RED ? red : yellow;
    let score = this.score;
    for (let k = g.windowStart[cell] as number; k < (g.windowStart[cell + 1] as number); k++) {
      const w = g.cellWindows[k] as number;
      const before = (red[w] as number) * (CONNECT + 1) + (yellow[w] as number);
      score -= WINDOW_VALUE[before] as number;
      counts[w] = (counts[w] as number) - 1;
      score += WINDOW_VALUE[before - (player === RED ? CONNECT + 1 : 1)] as number;
    }
    const bonus = g.centreBonus[cell] as number;
    this.score = player === RED ? score - bonus : score + bonus;
  }

  /** Negamax with alpha-beta: the value for the side to move, `depth` plies ahead. */
  search(depth: number, alpha: number, beta: number, ply: number): number {
    if (depth === 0) return this.toMove === RED ? this.score : -this.score;
    const { order, height, width } = this.g;
    const full = width * height;
    let best = -Infinity;
    for (let i = 0; i < width; i++) {
      const column = order[i] as number;
      if ((this.heights[column] as number) >= height) continue;
      this.nodes++;
      let score: number;
      if (this.play(column)) score = WIN_SCORE - (ply + 1);
      else if (this.filled === full) score = 0;
      else score = -this.search(depth - 1, -beta, -alpha, ply + 1);
      this.undo(column);
      if (score > best) {
        best = score;
        if (ply === 0) this.rootMove = column;
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
      }
    }
    return best;
  }
}

/** The evaluation of a position nobody has won, for the player to move. */
export function evaluate(state: Connect4State): number {
  const board = new SearchBoard(state);
  return state.toMove === RED ? board.score : -board.score;
}

export interface NegamaxResult {
  /** The column to play, from 0. */
  readonly move: number;
  /** The value for the player to move. */
  readonly score: number;
  /** Positions visited below the root. */
  readonly nodes: number;
}

/**
 * The best move `depth` plies ahead (1 to MAX_DEPTH) by Negamax with alpha-beta pruning.
 * Deterministic: of equally good moves, the first in centre-first order is played.
 */
export function negamax(state: Connect4State, depth: number): NegamaxResult {
  if (!Number.isInteger(depth) || depth < 1 || depth > MAX_DEPTH) {
    throw new RangeError(`Negamax depth is 1 to ${MAX_DEPTH}, not ${depth}`);
  }
  actionsOf(state);
  const board = new SearchBoard(state);
  const score = board.search(depth, -Infinity, Infinity, 0);
  return { move: board.rootMove, score, nodes: board.nodes };
}

/**
 * Perfect play from the solver, which handles only the standard 7×6 board; on other sizes this
 * player falls back to Negamax depth 8, the strongest search that still answers quickly there.
 */
export function selectPerfectAction(
  state: Connect4State,
  _rng?: Rng,
  task: TaskContext = quietTask,
): number {
  actionsOf(state);
  const { width, height } = state.board;
  if (width !== 7 || height !== 6) return negamax(state, 8).move;
  return bestMove(state, { book: openingBook(), ...perfectProgress(state, task) });
}

export const STRATEGY_NAMES = ['random', 'heuristic', 'negamax', 'perfect'] as const;
export type StrategyName = (typeof STRATEGY_NAMES)[number];

/** The assignment's `(negamax . 5)`: a player's name and its parameter (Negamax's depth). */
export interface Strategy {
  readonly name: StrategyName;
  readonly param?: number;
}

/** `task` lets the page follow and cancel a long solve; the quick strategies never use it. */
export type ChooseAction = (state: Connect4State, rng: Rng, task?: TaskContext) => number;

export function strategyFromName({ name, param }: Strategy): Result<ChooseAction> {
  switch (name) {
    case 'random':
    case 'heuristic':
    case 'perfect':
      if (param !== undefined) return err(`strategy ${name} takes no parameter`);
      return ok(
        name === 'random'
          ? selectRandomAction
          : name === 'heuristic'
            ? selectHeuristicAction
            : selectPerfectAction,
      );
    case 'negamax':
      if (param === undefined || !Number.isInteger(param) || param < 1 || param > MAX_DEPTH) {
        return err(`strategy negamax needs a depth from 1 to ${MAX_DEPTH}, e.g. negamax:6`);
      }
      return ok((state) => negamax(state, param).move);
    default:
      return err(`unknown strategy ${excerpt(name)} (known: ${STRATEGY_NAMES.join(', ')})`);
  }
}

export const strategyToString = ({ name, param }: Strategy): string =>
  param === undefined ? name : `${name}:${param}`;

/** `random`, `heuristic`, `perfect` or `negamax:6`. */
export function parseStrategy(text: string): Result<Strategy> {
  const m = /^([a-z]+)(?::(\d{1,3}))?$/.exec(text.trim());
  const name = m?.[1] as StrategyName | undefined;
  if (!m || !name || !STRATEGY_NAMES.includes(name)) {
    return err(
      `strategy ${excerpt(text)}: expected ${STRATEGY_NAMES.join(', ')}, with a depth for negamax (negamax:6)`,
    );
  }
  const strategy: Strategy = m[2] === undefined ? { name } : { name, param: Number(m[2]) };
  const valid = strategyFromName(strategy);
  return valid.ok ? ok(strategy) : err(`strategy ${excerpt(text)}: ${valid.error}`);
}

/** The strategy as a computer player: its rng is the context's, its task the context. */
export function strategyPlayer(strategy: Strategy): Result<AiPlayer<Connect4State, number>> {
  const choose = strategyFromName(strategy);
  if (!choose.ok) return choose;
  const id = strategyToString(strategy);
  return ok({
    id,
    label: id,
    choose: (state, context) => choose.value(state, context.rng, context),
  });
}
