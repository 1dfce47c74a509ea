import { CHANCE, type ChanceOutcome, type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok } from '../../core/result.ts';

/**
 * Pig, a dice game for the chance-node tests. On your turn you `roll` (a chance node: a die) or
 * `hold`. A 1 loses the turn's points and passes the turn; any other face adds to the turn's
 * points, and reaching `goal` with them wins at once. Holding banks the turn's points and passes.
 */
export interface PigState {
  readonly goal: number;
  readonly scores: readonly [number, number];
  /** Points this turn, not yet banked. */
  readonly turn: number;
  readonly toMove: 0 | 1;
  /** The mover has rolled: the die is next. */
  readonly rolling: boolean;
}

/** `roll`, `hold`, or a face `1`–`6` at a chance node. */
export type PigMove = string;

const FACES = ['1', '2', '3', '4', '5', '6'];
const other = (p: 0 | 1): 0 | 1 => (p === 0 ? 1 : 0);

export const pig: Game<PigState, PigMove, { goal: number }> = {
  id: 'pig',
  title: 'Pig',
  set: 'Other Games',
  params: { goal: { kind: 'int', label: 'Goal', min: 2, max: 100, default: 20 } },
  players: () => 2,
  chance: true,
  hiddenInformation: false,
  setup: ({ goal }) => ({ goal, scores: [0, 0], turn: 0, toMove: 0, rolling: false }),
  toMove: (state) => (state.rolling ? CHANCE : state.toMove),
  legalMoves(state) {
    if (pig.result(state)) return [];
    return state.rolling ? FACES : ['roll', 'hold'];
  },
  chanceOutcomes: (state): ChanceOutcome<PigMove>[] =>
    state.rolling ? FACES.map((move) => ({ move, probability: 1 / 6 })) : [],
  play(state, move) {
    if (!pig.legalMoves(state).includes(move)) throw new IllegalMoveError(`no ${move} here`);
    const p = state.toMove;
    if (move === 'roll') return { ...state, rolling: true };
    const bank = (points: number): PigState['scores'] =>
      p === 0
        ? [state.scores[0] + points, state.scores[1]]
        : [state.scores[0], state.scores[1] + points];
    if (move === 'hold') return { ...state, scores: bank(state.turn), turn: 0, toMove: other(p) };
    if (move === '1') return { ...state, turn: 0, toMove: other(p), rolling: false };
    const turn = state.turn + Number(move);
    if (state.scores[p] + turn >= state.goal) {
      return { ...state, scores: bank(turn), turn: 0, rolling: false };
    }
    return { ...state, turn, rolling: false };
  },
  result(state) {
    const won = state.scores.findIndex((s) => s >= state.goal);
    return won < 0 ? null : { kind: 'win', winner: won };
  },
  moveToString: (move) => move,
  parseMove: (text, state) =>
    pig.legalMoves(state).includes(text) ? ok(text) : err(`"${text}" is not legal here`),
  /** `goal scores turn mover`, with `*` after the mover while the die rolls: "20 17,3 2 0*". */
  stateToString: (s) =>
    `${s.goal} ${s.scores.join(',')} ${s.turn} ${s.toMove}${s.rolling ? '*' : ''}`,
  parseState(text) {
    const m = /^(\d+) (\d+),(\d+) (\d+) ([01])(\*?)$/.exec(text);
    if (!m) return err(`Pig state "${text}": expected "goal a,b turn mover[*]"`);
    const [goal, a, b, turn] = [m[1], m[2], m[3], m[4]].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return ok({ goal, scores: [a, b], turn, toMove: m[5] === '0' ? 0 : 1, rolling: m[6] === '*' });
  },
};
