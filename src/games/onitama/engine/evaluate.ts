import { CARD_NAMES, type CardName } from '../cards.ts';
import { SIZE, SQUARES } from '../rules.ts';
import { type Board, lowBit, popcount, REACH } from './board.ts';

/**
 * The engine's evaluation, in hundredths of a student, for the player to move. Every term is a
 * difference between the two players, so a position and its mirror score the same for their
 * movers. The weights are data so that tuning (match/spsa.ts) can change them.
 */
export interface Weights {
  /** Per student. */
  readonly student: number;
  /** Per square of distance (files plus rows) of the master from the goal. */
  readonly goal: number;
  /** Per own student next to the master. */
  readonly guard: number;
  /** Per enemy piece within two squares of the master: every card moves at most two. */
  readonly danger: number;
  /** Per move the player's two cards allow. */
  readonly mobility: number;
  /** Per student on a file beside the middle one, twice on the middle file. */
  readonly centre: number;
  /** Per row a student stands from its home row. */
  readonly advance: number;
  /** For having the move. */
  readonly tempo: number;
  /** Per card held. */
  readonly cards: Readonly<Record<CardName, number>>;
  /**
   * A student's worth on each square seen from its owner's side (`SQUARE_CLASSES`), in place of
   * student, centre and advance: the Texel fit's piece-square table.
   */
  readonly students?: readonly number[];
  /** The master's worth on each square seen from its owner's side, in place of goal. */
  readonly masters?: readonly number[];
  /** Per move the card allows the player's pieces, in place of mobility. */
  readonly cardMobility?: Readonly<Record<CardName, number>>;
}

/**
 * Squares seen from a player's side, alike on both sides of the middle file: `row * 3 + file`,
 * the row counted from the player's home row (0) and the file from the edge (0 the edge files,
 * 1 beside the middle, 2 the middle). A table over them costs the search nothing: it is read
 * through the per-player tables of `weightTable`.
 */
export const SQUARE_CLASSES = 15;

/** The class (`SQUARE_CLASSES`) of `player`'s square `sq`. */
export const squareClass = (player: number, sq: number): number =>
  (player === 0 ? SIZE - 1 - rowOf(sq) : rowOf(sq)) * 3 +
  Math.min(fileOf(sq), SIZE - 1 - fileOf(sq));

const zeroCards = Object.fromEntries(CARD_NAMES.map((c) => [c, 0])) as Record<CardName, number>;

/** The starting point of tuning: values a player would guess, every card alike. */
export const HAND_WEIGHTS: Weights = {
  student: 100,
  goal: 10,
  guard: 5,
  danger: 10,
  mobility: 3,
  centre: 4,
  advance: 3,
  tempo: 10,
  cards: zeroCards,
};

export const SCALAR_TERMS = [
  'student',
  'goal',
  'guard',
  'danger',
  'mobility',
  'centre',
  'advance',
  'tempo',
] as const;

/** A class's row from home and file from the edge. */
const classRow = (k: number) => Math.floor(k / 3);
const classFile = (k: number) => k % 3;

/** The student and master tables of weights without them: what the scalar terms give. */
export const studentSquares = (w: Weights): number[] =>
  w.students?.slice() ??
  Array.from(
    { length: SQUARE_CLASSES },
    (_, k) => w.student + w.centre * classFile(k) + w.advance * classRow(k),
  );
export const masterSquares = (w: Weights): number[] =>
  w.masters?.slice() ??
  Array.from(
    { length: SQUARE_CLASSES },
    (_, k) => -w.goal * (SIZE - 1 - classRow(k) + 2 - classFile(k)),
  );

/**
 * Weights flattened for the search: the scalar terms in SCALAR_TERMS order, the cards, then
 * what a student and what the master is worth on each square for each player
 * (`[player * 25 + sq]`), then the mobility of each card.
 */
export function weightTable(w: Weights): Int32Array {
  const students = studentSquares(w);
  const masters = masterSquares(w);
  const bySquare = (table: readonly number[]) =>
    Array.from(
      { length: 2 * SQUARES },
      (_, k) => table[squareClass(Math.floor(k / SQUARES), k % SQUARES)] as number,
    );
  return Int32Array.from([
    ...SCALAR_TERMS.map((t) => w[t]),
    ...CARD_NAMES.map((c) => w.cards[c]),
    ...bySquare(students),
    ...bySquare(masters),
    ...CARD_NAMES.map((c) => w.cardMobility?.[c] ?? w.mobility),
  ]);
}

const [GUARD, DANGER, TEMPO] = (['guard', 'danger', 'tempo'] as const).map((t) =>
  SCALAR_TERMS.indexOf(t),
) as [number, number, number];
const CARD_W = SCALAR_TERMS.length;
const STUDENT_W = CARD_W + CARD_NAMES.length;
const MASTER_W = STUDENT_W + 2 * SQUARES;
const MOBILITY_W = MASTER_W + 2 * SQUARES;

const fileOf = (sq: number) => sq % SIZE;
const rowOf = (sq: number) => Math.floor(sq / SIZE);
const mask = (pred: (sq: number) => boolean) =>
  Array.from({ length: SQUARES }, (_, sq) => sq).reduce(
    (m, sq) => (pred(sq) ? m | (1 << sq) : m),
    0,
  );

const chebyshev = (a: number, b: number) =>
  Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rowOf(a) - rowOf(b)));
const AROUND = Int32Array.from({ length: SQUARES }, (_, sq) => mask((t) => chebyshev(sq, t) === 1));
const NEAR = Int32Array.from({ length: SQUARES }, (_, sq) =>
  mask((t) => chebyshev(sq, t) <= 2 && t !== sq),
);
function side(board: Board, player: number, w: Int32Array): number {
  const own = board.pieces[player] as number;
  const master = board.masters[player] as number;
  const msq = lowBit(master);
  const students = own & ~master;
  let score = w[MASTER_W + player * SQUARES + msq] as number;
  score += (w[GUARD] as number) * popcount(students & (AROUND[msq] as number));
  score -=
    (w[DANGER] as number) * popcount((board.pieces[player ^ 1] as number) & (NEAR[msq] as number));
  const c0 = board.hand[player * 2] as number;
  const c1 = board.hand[player * 2 + 1] as number;
  score += (w[CARD_W + c0] as number) + (w[CARD_W + c1] as number);
  const base0 = (c0 * 2 + player) * SQUARES;
  const base1 = (c1 * 2 + player) * SQUARES;
  let moves0 = 0;
  let moves1 = 0;
  for (let bb = own; bb !== 0; bb &= bb - 1) {
    const sq = lowBit(bb);
    moves0 += popcount((REACH[base0 + sq] as number) & ~own);
    moves1 += popcount((REACH[base1 + sq] as number) & ~own);
    if (sq !== msq) score += w[STUDENT_W + player * SQUARES + sq] as number;
  }
  return score + (w[MOBILITY_W + c0] as number) * moves0 + (w[MOBILITY_W + c1] as number) * moves1;
}

/** The position's value for the player to move; both masters must stand. */
export function evaluate(board: Board, w: Int32Array): number {
  const s = board.toMove;
  return side(board, s, w) - side(board, s ^ 1, w) + (w[TEMPO] as number);
}

/** The squares `player`'s pieces reach with the two cards they hold. */
function attacks(board: Board, player: number): number {
  const base0 = ((board.hand[player * 2] as number) * 2 + player) * SQUARES;
  const base1 = ((board.hand[player * 2 + 1] as number) * 2 + player) * SQUARES;
  let reach = 0;
  for (let bb = board.pieces[player] as number; bb !== 0; bb &= bb - 1) {
    const sq = lowBit(bb);
    reach |= (REACH[base0 + sq] as number) | (REACH[base1 + sq] as number);
  }
  return reach;
}

/**
 * The students of the player to move that the other player's cards attack, beyond the first:
 * one move can save one of them, so each further one is likely lost. Quiescence sees the mover's
 * captures but stands pat on the other player's, so the static score needs this.
 */
export function forked(board: Board): number {
  const s = board.toMove;
  const students = (board.pieces[s] as number) & ~(board.masters[s] as number);
  return Math.max(0, popcount(students & attacks(board, s ^ 1)) - 1);
}
