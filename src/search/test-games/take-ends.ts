import { type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok } from '../../core/result.ts';

/**
 * Take the ends, a scored puzzle for the one-player tests: a dealt row of numbers from 1 to 9,
 * and `takes` turns, each taking the number at the left (`L`) or right (`R`) end of the row. The
 * score is the sum taken, so a good player looks past a small number to the large one behind it.
 */
export interface TakeEndsState {
  readonly row: readonly number[];
  /** Turns left. */
  readonly takes: number;
  readonly sum: number;
}

export type TakeEndsMove = 'L' | 'R';

export const takeEnds: Game<TakeEndsState, TakeEndsMove, { length: number; takes: number }> = {
  id: 'take-ends',
  title: 'Take the ends',
  set: 'Puzzle Games',
  params: {
    length: { kind: 'int', label: 'Row', min: 2, max: 20, default: 10 },
    takes: { kind: 'int', label: 'Takes', min: 1, max: 10, default: 4 },
  },
  players: () => 1,
  chance: false,
  hiddenInformation: false,
  setup: ({ length, takes }, rng) => ({
    row: Array.from({ length }, () => rng.int(1, 9)),
    takes: Math.min(takes, length),
    sum: 0,
  }),
  toMove: () => 0,
  legalMoves: (s) => (s.takes > 0 ? ['L', 'R'] : []),
  play(s, move) {
    if (s.takes === 0 || (move !== 'L' && move !== 'R')) {
      throw new IllegalMoveError(`no ${move} here`);
    }
    const taken = (move === 'L' ? s.row[0] : s.row[s.row.length - 1]) as number;
    const row = move === 'L' ? s.row.slice(1) : s.row.slice(0, -1);
    return { row, takes: s.takes - 1, sum: s.sum + taken };
  },
  result: (s) => (s.takes === 0 ? { kind: 'scores', scores: [s.sum] } : null),
  moveToString: (move) => move,
  parseMove: (text, s) =>
    takeEnds.legalMoves(s).includes(text as TakeEndsMove)
      ? ok(text as TakeEndsMove)
      : err(`"${text}" is not legal here`),
  /** Row, turns left and sum so far: "3,9,1,4 2 7". */
  stateToString: (s) => `${s.row.join(',')} ${s.takes} ${s.sum}`,
  parseState(text) {
    const m = /^(\d(?:,\d)*) (\d+) (\d+)$/.exec(text);
    if (!m) return err(`Take the ends state "${text}": expected row, takes and sum`);
    return ok({
      row: (m[1] as string).split(',').map(Number),
      takes: Number(m[2]),
      sum: Number(m[3]),
    });
  },
};
