/**
 * Parcheesi's board and single pawn moves, ported from PLT's `board.rkt` and `moves.rkt`.
 *
 * A board is the location of the 16 pawns, indexed `seat * 4 + pawn`, seats in turn order
 * green, red, blue, yellow. A location is a number: START (-1), a ring square 0–67, a square of
 * the pawn's own home row 0–6 as HOME_ROW + k, or HOME.
 */

export const COLORS = ['green', 'red', 'blue', 'yellow'] as const;
export type Color = (typeof COLORS)[number];

export const START = -1;
export const RING = 68;
export const HOME_ROW = 68;
export const HOME_ROW_SIZE = 7;
export const HOME = HOME_ROW + HOME_ROW_SIZE;
export const BOP_BONUS = 20;
export const HOME_BONUS = 10;

export type Board = readonly number[];

/** Entry and exit (last ring square) of each seat. */
export const ENTRY: readonly number[] = [5, 22, 39, 56];
export const EXIT: readonly number[] = [0, 17, 34, 51];
const SAFETY = new Set([...ENTRY, ...EXIT, 12, 29, 46, 63]);
export const isSafety = (square: number): boolean => SAFETY.has(square);

export const isRing = (loc: number): boolean => loc >= 0 && loc < RING;
export const isHomeRow = (loc: number): boolean => loc >= HOME_ROW && loc < HOME;
export const seatOf = (pawnIndex: number): number => pawnIndex >> 2;

/**
 * PLT walks the pawns from its index 15 down to 0, its colours ordered blue, green, red, yellow:
 * our pawn indices in that order. The order decides which blockade an error names and which pawn
 * PLT's "die can still be used" check tries first (a quirk ported as is).
 */
export const PLT_WALK: readonly number[] = [3, 1, 0, 2].flatMap((seat) =>
  [3, 2, 1, 0].map((id) => seat * 4 + id),
);

export const newBoard = (): number[] => Array.from({ length: 16 }, () => START);

/** A blockade key: a ring square, or a home row square of one seat (as 1000 * seat + loc). */
const blockKey = (pawnIndex: number, loc: number): number =>
  isHomeRow(loc) ? 1000 * (seatOf(pawnIndex) + 1) + loc : loc;

/** PLT's find-blockades: every ring or home-row square with two pawns, in PLT's order. */
export function findBlockades(board: Board): number[] {
  const found: number[] = [];
  const seen: number[] = [];
  for (const i of PLT_WALK) {
    const loc = board[i] as number;
    if (loc === START || loc === HOME) continue;
    const key = blockKey(i, loc);
    if (seen.includes(key)) found.unshift(key);
    else seen.push(key);
  }
  return found;
}

export interface Blockade {
  readonly loc: number;
  /** The two pawns by index, lower first. */
  readonly p1: number;
  readonly p2: number;
}

/** PLT's find-blockades/color: this seat's blockades, the last found first. */
export function seatBlockades(board: Board, seat: number): Blockade[] {
  const found: Blockade[] = [];
  const firstAt = new Map<number, number>();
  for (let id = 0; id < 4; id++) {
    const i = seat * 4 + id;
    const loc = board[i] as number;
    if (loc === START || loc === HOME) continue;
    const first = firstAt.get(loc);
    if (first === undefined) firstAt.set(loc, i);
    else found.unshift({ loc, p1: first, p2: i });
  }
  return found;
}

/** The same two pawns make a blockade on another square than at the start of the turn. */
export function blockadeMoved(original: Board, board: Board, seat: number): boolean {
  const before = seatBlockades(original, seat);
  return seatBlockades(board, seat).some((b) =>
    before.some((o) => o.p1 === b.p1 && o.p2 === b.p2 && o.loc !== b.loc),
  );
}

/**
 * PLT's find-blockade/between for the cases its moves use: the first blockade (in PLT's order)
 * from ring square `from` to `to` (wrapping), or in `seat`'s home row from square `hrFrom` to
 * `hrTo`. A blockade is a key of `findBlockades`.
 */
function blockadeOnRing(blockades: readonly number[], from: number, to: number): number | null {
  const inRange = (b: number) =>
    from <= to ? from <= b && b <= to : (from <= b && b < RING) || (0 <= b && b <= to);
  // PLT looks from `from` to the ring's end, then from 0: a blockade before the wrap first.
  if (from > to) {
    const high = blockades.find((b) => isRing(b) && from <= b && b < RING);
    if (high !== undefined) return high;
  }
  return blockades.find((b) => isRing(b) && inRange(b)) ?? null;
}

function blockadeOnHomeRow(
  blockades: readonly number[],
  seat: number,
  from: number,
  to: number,
): number | null {
  const base = 1000 * (seat + 1) + HOME_ROW;
  return blockades.find((b) => b >= base + from && b <= base + to && b < base + 100) ?? null;
}

/** Where a blockade key is, in PLT's words. */
export function describeBlockade(key: number): string {
  if (key < 1000) return `there is a blockade at ${key} in the main ring`;
  const seat = Math.floor(key / 1000) - 1;
  return `there is a blockade at ${key - 1000 * (seat + 1) - HOME_ROW} in the ${COLORS[seat]} home row`;
}

/** A blockade between two locations of `seat`'s path, ring or home row; PLT's find-blockade/between. */
export function blockadeBetween(
  board: Board,
  seat: number,
  from: number,
  to: number,
): number | null {
  const blockades = findBlockades(board);
  if (isRing(from) && isRing(to)) return blockadeOnRing(blockades, from, to);
  if (isRing(from) && isHomeRow(to)) {
    return (
      blockadeOnRing(blockades, from, EXIT[seat] as number) ??
      blockadeOnHomeRow(blockades, seat, 0, to - HOME_ROW)
    );
  }
  return blockadeOnHomeRow(blockades, seat, from - HOME_ROW, to - HOME_ROW);
}

/** A pawn move's outcome: the new board and its bonus (0 for none), or why it is illegal. */
export type Moved = { readonly board: number[]; readonly bonus: number } | string;

/** PLT's board-main-i: the pawns on a ring square, in PLT's order (its highest index first). */
const pawnsAt = (board: Board, loc: number): number[] => {
  const found: number[] = [];
  for (const i of PLT_WALK) if (board[i] === loc) found.push(i);
  return found;
};

/** PLT's board-home-row-i: `seat`'s pawns on a home row square, the highest index first. */
const homeRowPawns = (board: Board, seat: number, loc: number): number[] => {
  const found: number[] = [];
  for (let id = 3; id >= 0; id--) if (board[seat * 4 + id] === loc) found.push(seat * 4 + id);
  return found;
};

const moveTo = (board: Board, pawn: number, to: number, bopped = -1): number[] => {
  const next = board.slice();
  next[pawn] = to;
  if (bopped >= 0) next[bopped] = START;
  return next;
};

/** PLT's board-enter-piece: the pawn goes to its seat's entry square (a bop there scores 20). */
export function enterPawn(board: Board, pawn: number): Moved {
  const seat = seatOf(pawn);
  if (board[pawn] !== START) return `${COLORS[seat]}'s pawn ${pawn & 3} is already on the board`;
  const entry = ENTRY[seat] as number;
  const there = pawnsAt(board, entry);
  if (there.length === 2) return 'cannot move out into a blockade';
  const first = there[0];
  if (first === undefined || seatOf(first) === seat)
    return { board: moveTo(board, pawn, entry), bonus: 0 };
  return { board: moveTo(board, pawn, entry, first), bonus: BOP_BONUS };
}

/** Where a pawn of `seat` lands from ring square `start` after `distance`: PLT's find-end-spot. */
export function endSpot(seat: number, start: number, distance: number): number | 'too-far' {
  const exit = EXIT[seat] as number;
  const end = (start + distance) % RING;
  if (betweenMod(start, exit, end) && exit !== end) {
    const toExit = (((exit - start) % RING) + RING) % RING;
    const k = distance - toExit - 1;
    if (k === HOME_ROW_SIZE) return HOME;
    if (k < HOME_ROW_SIZE) return HOME_ROW + k;
    return 'too-far';
  }
  return end;
}

/** PLT's <=/m: `b` lies from `a` to `c` going round the ring. */
export const betweenMod = (a: number, b: number, c: number): boolean =>
  (a <= b && b <= c) || (b <= c && c <= a) || (c <= a && a <= b);

const nextSquare = (seat: number, square: number): number =>
  square === EXIT[seat] ? HOME_ROW : (square + 1) % RING;

/** PLT's board-move-piece-main: a pawn on ring square `start` moves `distance`. */
export function movePawnOnRing(board: Board, pawn: number, start: number, distance: number): Moved {
  const seat = seatOf(pawn);
  if (board[pawn] !== start || !isRing(start)) {
    return `color ${COLORS[seat]} (piece #${pawn & 3}) is not on square ${start}`;
  }
  const landed = endSpot(seat, start, distance);
  if (landed === 'too-far') return 'moved off of the board';
  if (landed === HOME) {
    const b = blockadeBetween(board, seat, (start + 1) % RING, HOME - 1);
    if (b !== null) return describeBlockade(b);
    return { board: moveTo(board, pawn, HOME), bonus: HOME_BONUS };
  }
  if (isHomeRow(landed)) {
    const next = nextSquare(seat, start);
    const b = isRing(next)
      ? blockadeBetween(board, seat, next, landed)
      : blockadeBetween(board, seat, HOME_ROW, landed);
    if (b !== null) return describeBlockade(b);
    if (homeRowPawns(board, seat, landed).length >= 2) return 'cannot move onto a blockade';
    return { board: moveTo(board, pawn, landed), bonus: 0 };
  }
  const next = (start + 1) % RING;
  if (next !== landed) {
    const b = blockadeBetween(board, seat, next, landed);
    if (b !== null) return describeBlockade(b);
  }
  const there = pawnsAt(board, landed);
  const first = there[0];
  if (first === undefined) return { board: moveTo(board, pawn, landed), bonus: 0 };
  if (there.length >= 2) return 'cannot move directly onto a blockade';
  if (seatOf(first) === seat) return { board: moveTo(board, pawn, landed), bonus: 0 };
  if (isSafety(landed)) return 'cannot move onto a safety if someone else is already there';
  return { board: moveTo(board, pawn, landed, first), bonus: BOP_BONUS };
}

/** PLT's board-move-piece-home: a pawn on square `start` (0–6) of its home row moves `distance`. */
export function movePawnInHomeRow(
  board: Board,
  pawn: number,
  start: number,
  distance: number,
): Moved {
  const seat = seatOf(pawn);
  if (board[pawn] !== HOME_ROW + start) {
    return `color ${COLORS[seat]} is not in the home row on ${start}`;
  }
  const finish = start + distance;
  if (finish > HOME_ROW_SIZE + 1) return 'moved too far, off the end of the board';
  if (finish === HOME_ROW_SIZE) {
    if (start < finish - 1) {
      const b = blockadeBetween(board, seat, HOME_ROW + start + 1, HOME_ROW + finish - 1);
      if (b !== null) return describeBlockade(b);
    }
    return { board: moveTo(board, pawn, HOME), bonus: HOME_BONUS };
  }
  if (finish < HOME_ROW_SIZE) {
    const b = blockadeBetween(board, seat, HOME_ROW + start + 1, HOME_ROW + finish);
    if (b !== null) return describeBlockade(b);
    if (homeRowPawns(board, seat, HOME_ROW + finish).length >= 2) {
      return 'moved onto a blockade in the home row';
    }
    return { board: moveTo(board, pawn, HOME_ROW + finish), bonus: 0 };
  }
  return 'moved off of the end of the board';
}

/** A pawn moves `die` from wherever it is on the ring or its home row. */
export function movePawn(board: Board, pawn: number, die: number): Moved {
  const loc = board[pawn] as number;
  if (isRing(loc)) return movePawnOnRing(board, pawn, loc, die);
  if (isHomeRow(loc)) return movePawnInHomeRow(board, pawn, loc - HOME_ROW, die);
  return loc === START ? 'a pawn in Start must enter first' : 'a pawn at Home has finished';
}

/** PLT's board-doubles-penalty: the seat's front-most pawn goes back to Start. */
export function doublesPenalty(board: Board, seat: number): number[] {
  for (let k = HOME_ROW_SIZE - 1; k >= 0; k--) {
    const pawn = homeRowPawns(board, seat, HOME_ROW + k)[0];
    if (pawn !== undefined) return moveTo(board, pawn, START);
  }
  const entry = ENTRY[seat] as number;
  for (let step = 1; step <= RING; step++) {
    const square = (((entry - step) % RING) + RING) % RING;
    const pawn = pawnsAt(board, square)[0];
    if (pawn !== undefined && seatOf(pawn) === seat) return moveTo(board, pawn, START);
  }
  return board.slice();
}
