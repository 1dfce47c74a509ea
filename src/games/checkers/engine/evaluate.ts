import { type Board, popcount } from './board.ts';

/**
 * The evaluation, in hundredths of a man, for the side to move. Its terms are the usual ones of
 * checkers programs: material (a king worth more than a man), men's advance (worth more near
 * the crowning row), the back-row guard (the bridge squares that keep the opponent from
 * crowning) while many pieces remain, the centre, kings away from the edges, and a bonus for
 * trading down when ahead, so that a side with more material simplifies towards a won ending.
 */
export interface Weights {
  readonly man: number;
  readonly king: number;
  /** Bonus per row advanced, by rows from the man's own back row (0) to the sixth (6). */
  readonly advance: readonly number[];
  readonly backGuard: number;
  readonly centreMan: number;
  readonly centreKing: number;
  readonly edgeKing: number;
  /** Per man ahead, per piece gone from the board: how much simplifying is worth. */
  readonly trade: number;
}

/** The weights set by hand before tuning (bench/checkers/tune.ts measures against them). */
export const HAND_WEIGHTS: Weights = {
  man: 100,
  king: 135,
  advance: [0, 0, 2, 5, 9, 14, 20],
  backGuard: 12,
  centreMan: 6,
  centreKing: 8,
  edgeKing: -6,
  trade: 2,
};

/**
 * Tuned by matches from the hand-set weights (bench/checkers/tune.md: 300 SPSA iterations of
 * self-play pairs; then +57 =60 -27 against the hand-set ones, Elo +73, 95% +31 to +118).
 */
export const WEIGHTS: Weights = {
  man: 100,
  king: 154,
  advance: [0, 0, -3, 1, 8, 15, 22],
  backGuard: 10,
  centreMan: 3,
  centreKing: 10,
  edgeKing: -9,
  trade: 3,
};

const maskOf = (squares: readonly number[]) => squares.reduce((m, s) => m | (1 << (s - 1)), 0);
/** Squares 14, 15, 18 and 19, the middle four. */
const CENTRE = maskOf([14, 15, 18, 19]);
const EDGE = maskOf([5, 13, 21, 29, 4, 12, 20, 28, 1, 2, 3, 30, 31, 32]);
/** Red's bridge (1 and 3) and Black's (30 and 32). */
const GUARD = [maskOf([1, 3]), maskOf([30, 32])] as const;
/** Rows by advance for each side: `ROWS[player][k]` is the mask of the row k rows forward. */
const ROWS = [0, 1].map((player) =>
  Array.from({ length: 8 }, (_, k) => 0xf << (4 * (player === 0 ? k : 7 - k))),
);

function side(board: Board, player: 0 | 1, w: Weights, guard: boolean): number {
  const own = board.pieces[player];
  const kings = own & board.kings;
  const men = own & ~board.kings;
  const rows = ROWS[player] as number[];
  let score = popcount(men) * w.man + popcount(kings) * w.king;
  for (let k = 2; k < 7; k++)
    score += popcount(men & (rows[k] as number)) * (w.advance[k] as number);
  if (guard) score += popcount(men & GUARD[player]) * w.backGuard;
  score += popcount(men & CENTRE) * w.centreMan;
  score += popcount(kings & CENTRE) * w.centreKing + popcount(kings & EDGE) * w.edgeKing;
  return score;
}

export function evaluate(board: Board, w: Weights = WEIGHTS): number {
  const me = board.toMove;
  const opp = (me ^ 1) as 0 | 1;
  const total = popcount(board.pieces[0] | board.pieces[1]);
  // The guard matters while the opponent still has men to crown; in the ending it ties men down.
  const guard = total > 14;
  let score = side(board, me, w, guard) - side(board, opp, w, guard);
  const material = (popcount(board.pieces[me]) - popcount(board.pieces[opp])) * w.man;
  if (material !== 0)
    score += (Math.sign(material) * (24 - total) * w.trade * Math.abs(material)) / w.man;
  return score;
}
