import { createRng } from '../../core/rng.ts';
import type { Hint } from '../descriptor.ts';
import {
  type Board,
  blockadeBetween,
  ENTRY,
  EXIT,
  HOME,
  isRing,
  isSafety,
  RING,
  START,
  seatBlockades,
  seatOf,
} from './board.ts';
import { bestCandidate, candidatesOf, labelOf, type ParcheesiAi, turnMove } from './players.ts';
import { locDistance } from './plt-scores.ts';
import type { ParcheesiMove, ParcheesiState } from './rules.ts';

/**
 * Our player: it scores each distinct end board by a race value and by the loss it expects over
 * the next rolls of the three opponents, each roll (36 ordered pairs) looked at for every
 * opponent pawn that could reach one of ours. Unlike PLT's bopChance it counts the die that
 * really reaches (PLT counts every roll with a 1), knows an opponent turns into its home row
 * before passing its exit, weighs a threat by what the pawn would lose, and values sending the
 * opponents back as much as its own progress (shared among three).
 */

/** The weights of the evaluation, by name, for tuning by matches. */
export const WEIGHTS = {
  /** Each opponent's progress counts this much against ours. */
  opponents: 0.33,
  /** The expected loss of a bopped pawn: its progress times this. */
  risk: 0.5,
  /** What a bopped pawn also gives the opponent: its +20 bonus squares. */
  bopBonus: 20,
  /** Each own blockade (PLT's Grace counts 10). */
  blockade: 4,
  /** Our own next roll: the chance to bop an opponent pawn, times what it would gain. */
  attack: 0.5,
};

/** Squares a pawn has come: 0 in Start, 100 at Home (PLT's distance turned round). */
const progress = (loc: number, seat: number): number => 100 - locDistance(loc, seat);

/** The ordered rolls (a, b) that move a pawn exactly `d` squares with one die or both. */
function rollsReaching(d: number): number[] {
  const cells: number[] = [];
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++)
      if (a === d || b === d || a + b === d) cells.push((a - 1) * 6 + b - 1);
  }
  return cells;
}
const REACH = Array.from({ length: 13 }, (_, d) => rollsReaching(d));
const ENTER_AND = Array.from({ length: 7 }, (_, k) =>
  [5, 1, 2, 3, 4].flatMap((a) =>
    [1, 2, 3, 4, 5, 6]
      .filter((b) =>
        k === 0 ? a === 5 || b === 5 || a + b === 5 : (a === 5 && b === k) || (b === 5 && a === k),
      )
      .map((b) => (a - 1) * 6 + b - 1),
  ),
);

/** Whether `seat`'s ring path from `from` forward `d` squares stays on the ring (not past its exit). */
function staysOnRing(seat: number, from: number, d: number): boolean {
  const toExit = ((EXIT[seat] as number) - from + RING) % RING;
  return d <= toExit;
}

/** The chance that some opponent's next roll can reach the pawn of `seat` on ring square `mine`. */
function hitChance(board: Board, seat: number, mine: number): number {
  let survive = 1;
  for (let opp = 0; opp < 4; opp++) {
    if (opp === seat) continue;
    const rolls = new Uint8Array(36);
    for (let id = 0; id < 4; id++) {
      const theirs = board[opp * 4 + id] as number;
      if (theirs === START) {
        const k = (mine - (ENTRY[opp] as number) + RING) % RING;
        if (k <= 6) for (const c of ENTER_AND[k] as number[]) rolls[c] = 1;
      } else if (isRing(theirs) && !isSafety(mine)) {
        const d = (mine - theirs + RING) % RING;
        if (d < 1 || d > 12 || !staysOnRing(opp, theirs, d)) continue;
        if (blockadeBetween(board, opp, (theirs + 1) % RING, mine) !== null) continue;
        for (const c of REACH[d] as number[]) rolls[c] = 1;
      }
    }
    const n = rolls.reduce((a, b) => a + b, 0);
    survive *= 1 - n / 36;
  }
  return 1 - survive;
}

/** The chance that the seat's next roll can reach the opponent pawn on ring square `target`. */
function attackChance(board: Board, seat: number, target: number): number {
  const rolls = new Uint8Array(36);
  for (let id = 0; id < 4; id++) {
    const mine = board[seat * 4 + id] as number;
    if (mine === START) {
      if (target === ENTRY[seat]) for (const c of ENTER_AND[0] as number[]) rolls[c] = 1;
    } else if (isRing(mine)) {
      const d = (target - mine + RING) % RING;
      if (d < 1 || d > 12 || !staysOnRing(seat, mine, d)) continue;
      if (blockadeBetween(board, seat, (mine + 1) % RING, target) !== null) continue;
      for (const c of REACH[d] as number[]) rolls[c] = 1;
    }
  }
  return rolls.reduce((a, b) => a + b, 0) / 36;
}

/** The value of an end board for `seat`: the race, less the expected losses over the next rolls. */
export function evaluate(board: Board, seat: number, w = WEIGHTS): number {
  let value = 0;
  const blockaded = new Set(seatBlockades(board, seat).map((b) => b.loc));
  for (let i = 0; i < 16; i++) {
    const loc = board[i] as number;
    const owner = seatOf(i);
    if (owner !== seat) {
      const theirs = progress(loc, owner);
      value -= w.opponents * theirs;
      const single = isRing(loc) && board.indexOf(loc) === board.lastIndexOf(loc);
      const open = !isSafety(loc) || loc === ENTRY[seat];
      if (w.attack && single && open) {
        value += w.attack * attackChance(board, seat, loc) * (w.opponents * theirs + w.bopBonus);
      }
      continue;
    }
    const p = progress(loc, seat);
    value += p;
    if (isRing(loc) && !blockaded.has(loc) && loc !== HOME) {
      value -= w.risk * hitChance(board, seat, loc) * (p + w.bopBonus);
    }
  }
  return value + w.blockade * blockaded.size;
}

export const lookahead: ParcheesiAi = {
  id: 'lookahead',
  label: labelOf('lookahead'),
  choose: (s, context) =>
    turnMove(bestCandidate(candidatesOf(s), (b) => evaluate(b, s.turn), context.rng)),
};

/**
 * The hint: the lookahead player's turn (its ties broken the same way each time), with the
 * values that rank it among the turns the dice allow.
 */
export function lookaheadHint(s: ParcheesiState): Hint<ParcheesiMove> | null {
  if (s.dice === null) return null;
  const candidates = candidatesOf(s);
  const value = (b: Board) => evaluate(b, s.turn);
  const best = bestCandidate(candidates, value, createRng(1));
  const values = [...new Set(candidates.map((c) => value(c.board)))].sort((a, b) => b - a);
  const [top, next] = values;
  const turns =
    candidates.length === 1
      ? 'the only turn these dice allow'
      : `the best of the ${candidates.length} turns these dice allow`;
  const margin = next === undefined ? '' : `, against ${next.toFixed(1)} for the next best`;
  return {
    moves: [turnMove(best)],
    why: `It is ${turns} by the look-ahead player's count (the race, the risks and chances of the next rolls, blockades): ${(top as number).toFixed(1)}${margin}.`,
  };
}
