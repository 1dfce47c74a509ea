import { CARD_NAMES, type CardName } from '../cards.ts';
import { SIZE, SQUARES } from '../rules.ts';
import { type Board, GOAL, lowBit, popcount, REACH } from './board.ts';

/**
 * The engine's evaluation, in hundredths of a student, for the player to move. Every term is a
 * difference between the two players, so a position and its mirror score the same for their
 * movers. The weights are data so that tuning (tune.ts) can change them.
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
  /** Per student on the middle file, half on the files beside it. */
  readonly centre: number;
  /** Per row a student stands from its home row. */
  readonly advance: number;
  /** For having the move. */
  readonly tempo: number;
  /** Per card held. */
  readonly cards: Readonly<Record<CardName, number>>;
}

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

/** Weights flattened for the search: the scalar terms in SCALAR_TERMS order, then the cards. */
export function weightTable(w: Weights): Int32Array {
  return Int32Array.from([...SCALAR_TERMS.map((t) => w[t]), ...CARD_NAMES.map((c) => w.cards[c])]);
}

const [STUDENT, GOAL_W, GUARD, DANGER, MOBILITY, CENTRE, ADVANCE, TEMPO] = SCALAR_TERMS.map(
  (_, i) => i,
) as number[] as [number, number, number, number, number, number, number, number];
const CARD_W = SCALAR_TERMS.length;

const fileOf = (sq: number) => sq % SIZE;
const rowOf = (sq: number) => Math.floor(sq / SIZE);
const mask = (pred: (sq: number) => boolean) =>
  Array.from({ length: SQUARES }, (_, sq) => sq).reduce(
    (m, sq) => (pred(sq) ? m | (1 << sq) : m),
    0,
  );

/** `[player * 25 + sq]`: distance of a master on sq from its goal. */
const GOAL_DISTANCE = Int32Array.from({ length: 2 * SQUARES }, (_, k) => {
  const goal = GOAL[k >= SQUARES ? 1 : 0];
  const sq = k % SQUARES;
  return Math.abs(fileOf(sq) - fileOf(goal)) + Math.abs(rowOf(sq) - rowOf(goal));
});
const chebyshev = (a: number, b: number) =>
  Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rowOf(a) - rowOf(b)));
const AROUND = Int32Array.from({ length: SQUARES }, (_, sq) => mask((t) => chebyshev(sq, t) === 1));
const NEAR = Int32Array.from({ length: SQUARES }, (_, sq) =>
  mask((t) => chebyshev(sq, t) <= 2 && t !== sq),
);
/** Middle file counts twice, the files beside it once. */
const MIDDLE = mask((sq) => fileOf(sq) === 2);
const BESIDE = mask((sq) => fileOf(sq) >= 1 && fileOf(sq) <= 3);
/** `[player][rows from home]`: masks of the rows a player's student has advanced. */
const ADVANCED = [0, 1].map((player) =>
  [1, 2, 3, 4].map((n) => mask((sq) => (player === 0 ? 4 - rowOf(sq) : rowOf(sq)) >= n)),
);

function side(board: Board, player: number, w: Int32Array): number {
  const own = board.pieces[player] as number;
  const theirs = board.pieces[player ^ 1] as number;
  const master = board.masters[player] as number;
  const msq = lowBit(master);
  const students = own & ~master;
  let score = (w[STUDENT] as number) * popcount(students);
  score -= (w[GOAL_W] as number) * (GOAL_DISTANCE[player * SQUARES + msq] as number);
  score += (w[GUARD] as number) * popcount(students & (AROUND[msq] as number));
  score -= (w[DANGER] as number) * popcount(theirs & (NEAR[msq] as number));
  score += (w[CENTRE] as number) * (popcount(students & MIDDLE) + popcount(students & BESIDE));
  let rows = 0;
  for (const m of ADVANCED[player] as number[]) rows += popcount(students & m);
  score += (w[ADVANCE] as number) * rows;
  let moves = 0;
  for (let slot = 0; slot < 2; slot++) {
    const card = board.hand[player * 2 + slot] as number;
    score += w[CARD_W + card] as number;
    const base = (card * 2 + player) * SQUARES;
    for (let bb = own; bb !== 0; bb &= bb - 1) {
      moves += popcount((REACH[base + lowBit(bb)] as number) & ~own);
    }
  }
  return score + (w[MOBILITY] as number) * moves;
}

/** The position's value for the player to move; both masters must stand. */
export function evaluate(board: Board, w: Int32Array): number {
  const s = board.toMove;
  return side(board, s, w) - side(board, s ^ 1, w) + (w[TEMPO] as number);
}
