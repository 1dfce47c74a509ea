import { excerpt } from '../../core/excerpt.ts';
import { CHANCE, type ChanceOutcome, type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import {
  COLORS,
  doublesPenalty,
  HOME,
  HOME_ROW,
  isHomeRow,
  newBoard,
  RING,
  START,
  seatOf,
} from './board.ts';
import { turnsFor } from './enumerate.ts';
import { type ParcheesiParams, parcheesiInfo } from './info.ts';
import { type Step, takeTurn } from './turns.ts';

/**
 * Parcheesi as PLT plays it (`parcheesi/admin.rkt`, `moves.rkt`): four seats in the order green,
 * red, blue, yellow. A turn starts with a roll of two dice (a chance move); the player then
 * plays a whole turn of pawn steps, judged as PLT's `take-turn` judges it. Doubles roll again;
 * the third doubles in a turn sends the front-most pawn back to Start instead of a move.
 */
export interface ParcheesiState {
  /** The 16 pawns, `seat * 4 + pawn`: START, ring 0–67, HOME_ROW + 0–6, HOME. */
  readonly board: readonly number[];
  readonly turn: number;
  /** The dice to play, sorted; null while the roll is to come. */
  readonly dice: readonly number[] | null;
  /** The two dice last rolled, for the page; null before the first roll. */
  readonly roll: readonly [number, number] | null;
  /** Doubles rolled so far in this turn. */
  readonly doubles: number;
  /** Seats out of the game for an illegal turn (PLT's cheaters). */
  readonly cheaters: readonly boolean[];
}

export type ParcheesiMove =
  /** The chance outcome: two dice, the lower first. */
  | { readonly kind: 'roll'; readonly dice: readonly [number, number] }
  /** A whole turn; no steps when no pawn can move. */
  | { readonly kind: 'turn'; readonly steps: readonly Step[] };

const ROLLS: readonly ChanceOutcome<ParcheesiMove>[] = Array.from({ length: 6 }, (_, a) =>
  Array.from({ length: 6 - a }, (_, k) => {
    const b = a + k;
    return {
      move: { kind: 'roll', dice: [a + 1, b + 1] } as ParcheesiMove,
      probability: a === b ? 1 / 36 : 2 / 36,
    };
  }),
).flat();

const winnerOf = (s: ParcheesiState): number =>
  [0, 1, 2, 3].findIndex((seat) => [0, 1, 2, 3].every((id) => s.board[seat * 4 + id] === HOME));

const over = (s: ParcheesiState): boolean => winnerOf(s) >= 0 || s.cheaters.every(Boolean);

/** No pawn of the seat in Start: doubles then also give the bottoms (7 − d). */
export const allIn = (board: readonly number[], seat: number): boolean =>
  [0, 1, 2, 3].every((id) => board[seat * 4 + id] !== START);

/** The next seat in order that has not cheated. */
function nextSeat(s: ParcheesiState, cheaters = s.cheaters): number {
  for (let k = 1; k <= 4; k++) {
    const seat = (s.turn + k) % 4;
    if (!cheaters[seat]) return seat;
  }
  return s.turn;
}

/** The dice a roll gives to play: doubles with every pawn out add 7 − d twice. */
export function diceOf(board: readonly number[], seat: number, [a, b]: readonly [number, number]) {
  return a === b && allIn(board, seat) ? [a, a, 7 - a, 7 - a].sort((x, y) => x - y) : [a, b];
}

/** The listed turns of one (seat, dice, board), by text and by end board. */
interface Listed {
  readonly moves: readonly ParcheesiMove[];
  /** Each listed turn's end board by its text. */
  readonly byText: ReadonlyMap<string, readonly number[]>;
  readonly byBoard: ReadonlyMap<string, ParcheesiMove>;
}

const LISTED_CACHE = 512;
const listedCache = new Map<string, Listed>();

/**
 * Every distinct board a legal turn can end on, once, by the turn PLT's search finds first (its
 * steps in the order played), sorted by their text. Another order of the same steps is the same
 * turn: `play` takes the listed one (the page finds it by its end board).
 */
function listed(s: ParcheesiState, dice: readonly number[]): Listed {
  const key = `${s.turn}|${dice.join(',')}|${s.board.join(',')}`;
  const hit = listedCache.get(key);
  if (hit) return hit;
  const entries = turnsFor(s.board, s.turn, dice).map((c) => {
    const move: ParcheesiMove = { kind: 'turn', steps: c.steps };
    return { move, text: moveToString(move), board: c.board.join(','), end: c.board };
  });
  entries.sort((a, b) => (a.text < b.text ? -1 : 1));
  const found: Listed = {
    moves: entries.map((e) => e.move),
    byText: new Map(entries.map((e) => [e.text, e.end])),
    byBoard: new Map(entries.map((e) => [e.board, e.move])),
  };
  if (listedCache.size >= LISTED_CACHE)
    listedCache.delete(listedCache.keys().next().value as string);
  listedCache.set(key, found);
  return found;
}

function legalMoves(s: ParcheesiState): ParcheesiMove[] {
  if (over(s)) return [];
  if (s.dice === null) return ROLLS.map((o) => o.move);
  return listed(s, s.dice).moves.slice();
}

/** The listed turn that ends on `board`, if any: how the page plays a turn built in any order. */
export function listedTurn(s: ParcheesiState, board: readonly number[]): ParcheesiMove | undefined {
  return s.dice === null ? undefined : listed(s, s.dice).byBoard.get(board.join(','));
}

function isStep(x: unknown): x is Step {
  if (typeof x !== 'object' || x === null) return false;
  const { kind, pawn, die } = x as { kind?: unknown; pawn?: unknown; die?: unknown };
  const okPawn = Number.isInteger(pawn) && (pawn as number) >= 0 && (pawn as number) < 4;
  if (kind === 'enter') return okPawn;
  return kind === 'move' && okPawn && Number.isInteger(die) && (die as number) > 0;
}

/** The one legality check, for `play` and `parseMove`: why `move` is illegal, or undefined. */
function whyIllegal(s: ParcheesiState, move: unknown): string | undefined {
  if (typeof move !== 'object' || move === null) return 'not a Parcheesi move';
  const m = move as { kind?: unknown; dice?: unknown; steps?: unknown };
  if (over(s)) return 'the game is over';
  if (m.kind === 'roll') {
    if (s.dice !== null) return 'the dice are rolled already';
    const d = m.dice;
    const okDice =
      Array.isArray(d) && d.length === 2 && d.every((x) => Number.isInteger(x) && x >= 1 && x <= 6);
    return okDice && d[0] <= d[1] ? undefined : 'a roll is two dice from 1 to 6, the lower first';
  }
  if (s.dice === null) return 'roll the dice first';
  if (m.kind !== 'turn' || !Array.isArray(m.steps) || !m.steps.every(isStep)) {
    return 'not a Parcheesi move';
  }
  if (listed(s, s.dice).byText.has(moveToString(m as ParcheesiMove))) return undefined;
  // Not listed: PLT's referee says why, or it is another order of a listed turn.
  const board = takeTurn(s.turn, s.board, s.dice, m.steps);
  if (typeof board === 'string') return board;
  const same = listedTurn(s, board);
  return same
    ? `the same turn is played as ${moveToString(same)}`
    : "PLT's search does not reach this end by single legal steps";
}

function apply(s: ParcheesiState, move: ParcheesiMove): ParcheesiState {
  if (move.kind === 'roll') {
    const doubles = move.dice[0] === move.dice[1] ? s.doubles + 1 : s.doubles;
    if (doubles === 3) {
      const board = doublesPenalty(s.board, s.turn);
      return { ...s, board, roll: move.dice, dice: null, doubles: 0, turn: nextSeat(s) };
    }
    return { ...s, roll: move.dice, dice: diceOf(s.board, s.turn, move.dice), doubles };
  }
  const board = listed(s, s.dice ?? []).byText.get(moveToString(move)) as readonly number[];
  const again = s.roll !== null && s.roll[0] === s.roll[1];
  return again
    ? { ...s, board, dice: null }
    : { ...s, board, dice: null, doubles: 0, turn: nextSeat(s) };
}

const stepToString = (step: Step): string =>
  step.kind === 'enter' ? `e${step.pawn}` : `${step.pawn}+${step.die}`;

/** A roll as `3-5`; a turn as its steps (`e0` enters pawn 0, `2+5` moves pawn 2 by 5) or `pass`. */
function moveToString(move: ParcheesiMove): string {
  if (move.kind === 'roll') return `${move.dice[0]}-${move.dice[1]}`;
  return move.steps.length === 0 ? 'pass' : move.steps.map(stepToString).join(',');
}

function readMove(t: string): ParcheesiMove | string {
  // Exact text only: a save replays to the same record, so ' 2-5' is not read as '2-5'.
  if (t === 'pass') return { kind: 'turn', steps: [] };
  const roll = /^([1-6])-([1-6])$/.exec(t);
  if (roll) return { kind: 'roll', dice: [Number(roll[1]), Number(roll[2])] };
  const steps: Step[] = [];
  for (const [i, word] of t.split(',').entries()) {
    const enter = /^e([0-3])$/.exec(word);
    const move = /^([0-3])\+(\d{1,2})$/.exec(word);
    if (enter) steps.push({ kind: 'enter', pawn: Number(enter[1]) });
    else if (move) steps.push({ kind: 'move', pawn: Number(move[1]), die: Number(move[2]) });
    else return `step ${i + 1} is not e0 (enter pawn 0) or 2+5 (pawn 2 by 5)`;
  }
  return { kind: 'turn', steps };
}

function parseMove(text: string, s: ParcheesiState): Result<ParcheesiMove> {
  const move = readMove(text);
  if (typeof move === 'string') {
    return err(`move ${excerpt(text)}: ${move}, a roll (3-5) or pass`);
  }
  const why = whyIllegal(s, move);
  return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move);
}

/** A pawn's place as text: S (Start), H (Home), a ring square 0–67, h0–h6 in its home row. */
export function locToString(loc: number): string {
  if (loc === START) return 'S';
  if (loc === HOME) return 'H';
  return isHomeRow(loc) ? `h${loc - HOME_ROW}` : String(loc);
}

function readLoc(text: string): number | undefined {
  if (text === 'S') return START;
  if (text === 'H') return HOME;
  const hr = /^h([0-6])$/.exec(text);
  if (hr) return HOME_ROW + Number(hr[1]);
  const n = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  return n < RING ? n : undefined;
}

const LETTERS = ['g', 'r', 'b', 'y'];

/** `g=S,S,5,h3 r=… b=… y=… turn=g doubles=0 roll=3,3 dice=3,3,4,4 out=-` (dice=- before the roll). */
function stateToString(s: ParcheesiState): string {
  const seats = LETTERS.map(
    (l, seat) =>
      `${l}=${[0, 1, 2, 3].map((id) => locToString(s.board[seat * 4 + id] as number)).join(',')}`,
  );
  const out = s.cheaters.map((c, i) => (c ? LETTERS[i] : '')).join('') || '-';
  return [
    ...seats,
    `turn=${LETTERS[s.turn]}`,
    `doubles=${s.doubles}`,
    `roll=${s.roll ? s.roll.join(',') : '-'}`,
    `dice=${s.dice ? s.dice.join(',') : '-'}`,
    `out=${out}`,
  ].join(' ');
}

function parseState(text: string): Result<ParcheesiState> {
  const fail = (why: string) => err<ParcheesiState>(`state ${excerpt(text)}: ${why}`);
  const m =
    /^g=(\S+) r=(\S+) b=(\S+) y=(\S+) turn=([grby]) doubles=([0-2]) roll=(-|[1-6],[1-6]) dice=(-|\d{1,2}(?:,\d{1,2})*) out=(-|[grby]+)$/.exec(
      text.trim(),
    );
  if (!m) return fail('expected g=… r=… b=… y=… turn=… doubles=… roll=… dice=… out=…');
  const board: number[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const locs = (m[seat + 1] as string).split(',').map(readLoc);
    if (locs.length !== 4 || locs.some((l) => l === undefined)) {
      return fail(`${COLORS[seat]}'s pawns: four of S, H, 0–67, h0–h6`);
    }
    board.push(...(locs as number[]));
  }
  const onRing = new Map<string, number[]>();
  board.forEach((loc, i) => {
    if (loc === START || loc === HOME) return;
    const key = isHomeRow(loc) ? `${seatOf(i)}:${loc}` : String(loc);
    onRing.set(key, [...(onRing.get(key) ?? []), i]);
  });
  for (const [key, pawns] of onRing) {
    if (pawns.length > 2) return fail(`three pawns on ${key}`);
    if (pawns.length === 2 && seatOf(pawns[0] as number) !== seatOf(pawns[1] as number)) {
      return fail(`two colours share square ${key}`);
    }
  }
  const roll =
    m[7] === '-' ? null : ((m[7] as string).split(',').map(Number) as unknown as [number, number]);
  const dice = m[8] === '-' ? null : (m[8] as string).split(',').map(Number);
  if (roll && roll[0] > roll[1]) return fail('a roll is written the lower die first');
  const turn = LETTERS.indexOf(m[5] as string);
  if (dice) {
    // The dice to play are the roll's, as the roll gave them: never a die of 0 or of 9.
    if (!roll) return fail('dice to play need a roll');
    const given = diceOf(board, turn, roll).join(',');
    if (dice.join(',') !== given) return fail(`the roll ${roll.join(',')} gives dice=${given}`);
  }
  const cheaters = LETTERS.map((l) => m[9] !== '-' && (m[9] as string).includes(l));
  if (cheaters[turn] && !cheaters.every(Boolean))
    return fail('the seat to play is out of the game');
  return ok({ board, turn, dice, roll, doubles: Number(m[6]), cheaters });
}

const pawnName = (seat: number, pawn: number) => `${COLORS[seat]} pawn ${pawn + 1}`;

/** A step in words, for the move history. */
export function stepText(seat: number, step: Step): string {
  return step.kind === 'enter'
    ? `${pawnName(seat, step.pawn)} enters`
    : `${pawnName(seat, step.pawn)} moves ${step.die}`;
}

/**
 * PLT's cheater rule: a seat whose computer player hands in an illegal turn is out. Its pawns not
 * at Home go back to Start (PLT applies the doubles penalty four times) and its turns are
 * skipped. Our players choose among the legal turns and never cheat; a referee that runs
 * players from elsewhere (PLT's `admin.rkt` did) calls this.
 */
export function disqualify(s: ParcheesiState): ParcheesiState {
  let board = s.board;
  for (let k = 0; k < 4; k++) board = doublesPenalty(board, s.turn);
  const cheaters = s.cheaters.map((c, seat) => c || seat === s.turn);
  return { ...s, board, cheaters, dice: null, doubles: 0, turn: nextSeat(s, cheaters) };
}

export const parcheesi: Game<ParcheesiState, ParcheesiMove, ParcheesiParams> = {
  ...parcheesiInfo,

  setup: () => ({
    board: newBoard(),
    turn: 0,
    dice: null,
    roll: null,
    doubles: 0,
    cheaters: [false, false, false, false],
  }),

  toMove: (s) => (s.dice === null ? CHANCE : s.turn),

  legalMoves,

  chanceOutcomes: (s) => (s.dice === null && !over(s) ? ROLLS.slice() : []),

  play(s, move) {
    const why = whyIllegal(s, move);
    if (why) throw new IllegalMoveError(`move ${JSON.stringify(move)}: ${why}`);
    return apply(s, move);
  },

  result(s) {
    const winner = winnerOf(s);
    if (winner >= 0)
      return { kind: 'win', winner, detail: `${COLORS[winner]} has all four pawns home` };
    if (s.cheaters.every(Boolean)) return { kind: 'draw', detail: 'everyone cheated' };
    return null;
  },

  moveText(s, move) {
    if (move.kind === 'roll') {
      const [a, b] = move.dice;
      if (a === b && s.doubles === 2) {
        return `rolls ${a} and ${b}: doubles 3 times, so the front-most pawn goes back to Start`;
      }
      return `rolls ${a} and ${b}${a === b ? ' (doubles)' : ''}`;
    }
    if (move.steps.length === 0) return 'cannot move';
    return move.steps.map((step) => stepText(s.turn, step)).join(', ');
  },

  moveToString,
  parseMove,
  stateToString,
  parseState,
};
