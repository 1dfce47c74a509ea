import { type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok } from '../../core/result.ts';

/**
 * Tic-tac-toe for the search tests: small enough to search to the end, with transpositions.
 * Cells 0–8 in reading order; x (player 0) moves first. Text: "x.o......" plus the mover.
 */
export interface TicTacToeState {
  /** 9 cells of `.`, `x` or `o`. */
  readonly board: string;
  readonly toMove: 0 | 1;
}

const MARKS = ['x', 'o'] as const;
const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

function winner(board: string): 0 | 1 | undefined {
  for (const [a, b, c] of LINES) {
    const mark = board[a];
    if (mark !== '.' && mark === board[b] && mark === board[c]) return mark === 'x' ? 0 : 1;
  }
  return undefined;
}

export const ticTacToe: Game<TicTacToeState, number> = {
  id: 'tic-tac-toe',
  title: 'Tic-tac-toe',
  set: 'Board Games',
  params: {},
  players: () => 2,
  chance: false,
  hiddenInformation: false,
  setup: () => ({ board: '.........', toMove: 0 }),
  toMove: (state) => state.toMove,
  /** Empty cells in reading order. */
  legalMoves(state) {
    if (winner(state.board) !== undefined) return [];
    return [...state.board].flatMap((cell, i) => (cell === '.' ? [i] : []));
  },
  play(state, move) {
    if (!ticTacToe.legalMoves(state).includes(move)) {
      throw new IllegalMoveError(`cell ${move} is not free`);
    }
    const board = state.board.slice(0, move) + MARKS[state.toMove] + state.board.slice(move + 1);
    return { board, toMove: state.toMove === 0 ? 1 : 0 };
  },
  result(state) {
    const won = winner(state.board);
    if (won !== undefined) return { kind: 'win', winner: won };
    return state.board.includes('.') ? null : { kind: 'draw' };
  },
  moveToString: String,
  parseMove(text, state) {
    const move = Number(text);
    return ticTacToe.legalMoves(state).includes(move)
      ? ok(move)
      : err(`cell "${text}" is not free`);
  },
  stateToString: (state) => `${state.board} ${MARKS[state.toMove]}`,
  parseState(text) {
    const m = /^([.xo]{9}) ([xo])$/.exec(text);
    return m ? ok({ board: m[1] as string, toMove: m[2] === 'x' ? 0 : 1 }) : err(`bad "${text}"`);
  },
};
