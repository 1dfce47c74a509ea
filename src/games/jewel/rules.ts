import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError, type Outcome } from '../../core/game.ts';
import { readInteger } from '../../core/integer.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { deriveSeed, MAX_SEED } from '../../core/rng.ts';
import {
  type Board,
  CELLS,
  collapse,
  colOf,
  type Draw,
  dropTicks,
  EMPTY,
  findRuns,
  hasMove,
  legalSwaps,
  neighbours,
  type Run,
  rowOf,
  SIDE,
  SWAP_TICKS,
  swapMakesRun,
  swapped,
  TYPES,
  VANISH_TICKS,
} from './board.ts';
import {
  DIFFICULTIES,
  type Difficulty,
  type JewelParams,
  jewelInfo,
  type StartRule,
} from './info.ts';

/**
 * Jewel (PLT `jewel`, Peter Ivanyi's port of Dave Ashley's game): swap two neighbouring jewels
 * to make a run of three or more of a type; runs vanish (L − 1 points each), the jewels above
 * fall and new ones fall in, and cascades score again. Life decays with every tick of time and
 * grows with every point; the game ends when it runs out.
 *
 * Time is a move: `t33` lets 33 ticks of 30 ms pass (the page sends them as the clock runs), so
 * a game is its list of swaps and ticks and replays exactly. Each swap is played through to the
 * settled board at once (the page animates it); PLT's animation time does not decay life
 * (only waiting does), so it is counted in `time` only. New jewels come from `seed` and the
 * count of jewels drawn so far: the same seed and the same swaps give the same refills,
 * whatever the clock. The seed is hidden from the player, the hint and the computer player.
 */
export interface JewelState {
  readonly difficulty: Difficulty;
  readonly start: StartRule;
  /** Types 0–6 by cell, row 0 at the top. */
  readonly board: Board;
  /** Each jewel's random look, 0–6: its shape at High, its colour at Extreme; else unused. */
  readonly looks: Board;
  /** The game's one look: the shape all jewels share at Easy, the colour at Medium. */
  readonly look: number;
  readonly score: number;
  readonly level: number;
  /** Points toward the next level: every 10 is a level. */
  readonly stage: number;
  /** In hundredths of PLT's life points (1000 at the start), so that decay stays exact. */
  readonly life: number;
  /** Ticks since the last swap (the computer player's pace). */
  readonly idle: number;
  /** Ticks waited: the ticks that decayed life. */
  readonly waited: number;
  /** Ticks of the whole game: waiting and PLT's animations of swaps, fades and falls. */
  readonly time: number;
  readonly swaps: number;
  /** Jewels drawn so far: the index of the next one in the seed's stream. */
  readonly draws: number;
  /** Where the refills come from; −1 in what the player sees. */
  readonly seed: number;
  readonly end: 'playing' | 'out' | 'quit';
}

/** A swap of two neighbours (`a` < `b`), time passing, or PLT's Esc: the end without a score entry. */
export type JewelMove =
  | { readonly kind: 'swap'; readonly a: number; readonly b: number }
  | { readonly kind: 'tick'; readonly ticks: number }
  | { readonly kind: 'quit' };

export { type JewelParams, jewelInfo } from './info.ts';

/** PLT's constants, life in hundredths: start 1000, 10 a point, decay 0.4 a tick + 0.02 a level. */
export const START_LIFE = 100_000;
/** The life gauge is full at twice the starting life. */
export const FULL_LIFE = 2 * START_LIFE;
const CREDIT = 1_000;
const DECAY = 40;
const DECAY_PER_LEVEL = 2;
export const POINTS_PER_LEVEL = 10;
/** The length of one tick, in milliseconds (PLT's timer). */
export const TICK_MS = 30;
/**
 * The most ticks one wait may let pass (about 3 s): every wait is listed among the legal moves,
 * and the page sends one every 33 ticks; a longer pause is several waits.
 */
export const MAX_TICKS = 99;
/** A whole board with no run and no move is redrawn; more than this in a row is a broken seed. */
const MAX_ROUNDS = 10_000;

/** Life lost per tick at a level. */
export const decayAt = (level: number): number => DECAY + DECAY_PER_LEVEL * level;

/** Jewel number `index` of the stream of `seed`: a type and a look, each uniform over 7. */
export function drawJewel(seed: number, index: number): Draw {
  const h = deriveSeed(seed, index, 0x6a3e1);
  return { type: h % TYPES, look: Math.floor(h / TYPES) % TYPES };
}

interface Work {
  board: number[];
  looks: number[];
  score: number;
  level: number;
  stage: number;
  life: number;
  time: number;
  draws: number;
}

/** PLT's `addlife` for one run: points, life and the level. */
function scoreRun(w: Work, run: Run): void {
  const value = run.cells.length - 1;
  w.score += value;
  w.stage += value;
  w.life += value * CREDIT;
  if (w.stage >= POINTS_PER_LEVEL) {
    w.stage -= POINTS_PER_LEVEL;
    w.level++;
  }
}

/**
 * PLT's loop from LOOKING back to WAITING: runs vanish (scored when `scoring`) and the board
 * falls and refills, until no run is left; a board with no move then vanishes whole and refills.
 */
function settle(w: Work, seed: number, scoring: boolean): void {
  if (seed < 0) throw new Error('jewel: the seed is hidden; determinize the observation first');
  const draw = () => drawJewel(seed, w.draws++);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    w.time += 1; // PLT's LOOKING tick
    const runs = findRuns(w.board);
    if (runs.length === 0 && hasMove(w.board)) return;
    if (runs.length === 0) w.board.fill(EMPTY);
    for (const run of runs) {
      if (scoring) scoreRun(w, run);
      for (const cell of run.cells) w.board[cell] = EMPTY;
    }
    const fell = collapse(w.board, w.looks, draw);
    w.board = fell.board;
    w.looks = fell.looks;
    w.time += VANISH_TICKS + dropTicks(fell.fall);
  }
  throw new Error(`jewel: no playable board after ${MAX_ROUNDS} refills`);
}

const workOf = (s: JewelState): Work => ({
  board: s.board.slice(),
  looks: s.looks.slice(),
  score: s.score,
  level: s.level,
  stage: s.stage,
  life: s.life,
  time: s.time,
  draws: s.draws,
});

/** A new game from `seed`: a board drawn and settled, PLT's start, with the game's one look. */
export function newGame(p: JewelParams, seed: number, look: number): JewelState {
  const empty = new Array<number>(CELLS).fill(EMPTY);
  const w: Work = {
    board: empty,
    looks: empty.slice(),
    score: 0,
    level: 0,
    stage: 0,
    life: START_LIFE,
    time: 0,
    draws: 0,
  };
  const first = collapse(empty, empty, () => drawJewel(seed, w.draws++));
  w.board = first.board;
  w.looks = first.looks;
  settle(w, seed, p.start === 'plt');
  return {
    difficulty: p.difficulty,
    start: p.start,
    board: w.board,
    looks: w.looks,
    look,
    score: w.score,
    level: w.level,
    stage: w.stage,
    life: w.life,
    idle: 0,
    waited: 0,
    // The game's clock starts when the first board has settled.
    time: 0,
    swaps: 0,
    draws: w.draws,
    seed,
    end: 'playing',
  };
}

/** PLT's LOOKING step on `state`'s board: runs scored and refilled, a dead board redrawn. */
export function settled(state: JewelState): JewelState {
  const w = workOf(state);
  settle(w, state.seed, true);
  return { ...state, ...w };
}

/** The swaps that make a run: PLT accepts only these. */
export const swapMoves = (state: JewelState): JewelMove[] =>
  legalSwaps(state.board).map(([a, b]) => ({ kind: 'swap', a, b }));

/** The one legality check of `play` and `parseMove`. */
function moveError(state: JewelState, move: unknown): string | undefined {
  if (state.end !== 'playing') return 'the game is over';
  const m = move as Partial<Record<string, unknown>> | null;
  if (!m || typeof m !== 'object') return 'not a move';
  if (m.kind === 'quit') return undefined;
  if (m.kind === 'tick') {
    const t = m.ticks;
    return Number.isInteger(t) && (t as number) >= 1 && (t as number) <= MAX_TICKS
      ? undefined
      : `a wait is 1 to ${MAX_TICKS} ticks`;
  }
  if (m.kind !== 'swap') return 'a move is a swap, a wait or quit';
  const { a, b } = m;
  if (!Number.isInteger(a) || !Number.isInteger(b) || (a as number) >= (b as number)) {
    return 'a swap names two cells, the first before the second';
  }
  if (!neighbours(a as number, b as number))
    return `${cellName(a as number)} and ${cellName(b as number)} are not neighbours`;
  if (!swapMakesRun(state.board, a as number, b as number))
    return 'that swap makes no run of three';
  return undefined;
}

function playSwap(state: JewelState, a: number, b: number): JewelState {
  const w = workOf(state);
  w.board = swapped(w.board, a, b);
  w.looks = swapped(w.looks, a, b);
  w.time += SWAP_TICKS;
  settle(w, state.seed, true);
  return { ...state, ...w, idle: 0, swaps: state.swaps + 1 };
}

function playTicks(state: JewelState, ticks: number): JewelState {
  const life = state.life - ticks * decayAt(state.level);
  const base = {
    ...state,
    idle: state.idle + ticks,
    waited: state.waited + ticks,
    time: state.time + ticks,
  };
  // PLT ends the game when life drops below zero, and shows an empty gauge.
  return life < 0 ? { ...base, life: 0, end: 'out' } : { ...base, life };
}

/** The ticks until life runs out at this level: the wait that ends the game. */
export const ticksLeft = (state: JewelState): number =>
  Math.floor(state.life / decayAt(state.level)) + 1;

const LETTERS = 'abcdefgh';

/** `e4`: column letter from the left, row number from the bottom, as on a chessboard. */
export const cellName = (cell: number): string => `${LETTERS[colOf(cell)]}${SIDE - rowOf(cell)}`;

function readCell(text: string): number | undefined {
  const m = /^([a-h])([1-8])$/.exec(text);
  if (!m) return undefined;
  return (SIDE - Number(m[2])) * SIDE + LETTERS.indexOf(m[1] as string);
}

function resultOf(state: JewelState): Outcome | null {
  if (state.end === 'playing') return null;
  const how = state.end === 'out' ? 'Out of life' : 'Ended';
  const points = state.score === 1 ? 'point' : 'points';
  return {
    kind: 'scores',
    scores: [state.score],
    detail: `${how} at level ${state.level}: ${state.score} ${points}`,
  };
}

const boardText = (board: Board): string => {
  const rows: string[] = [];
  for (let r = 0; r < SIDE; r++) rows.push(board.slice(r * SIDE, r * SIDE + SIDE).join(''));
  return rows.join('/');
};

function readBoard(text: string, what: string): Result<number[]> {
  const rows = text.split('/');
  if (rows.length !== SIDE || rows.some((r) => !/^[0-6]{8}$/.test(r))) {
    return err(`${what} ${excerpt(text)}: 8 rows of 8 digits 0-6, joined by /`);
  }
  return ok(rows.join('').split('').map(Number));
}

const NUMBERS = [
  'look',
  'score',
  'level',
  'stage',
  'life',
  'idle',
  'waited',
  'time',
  'swaps',
  'draws',
] as const;

/** `beginner free score=12 ... seed=123 end=playing board=… looks=…`: key=value fields. */
function stateText(s: JewelState): string {
  const numbers = NUMBERS.map((k) => `${k}=${s[k]}`).join(' ');
  const seed = s.seed < 0 ? '?' : String(s.seed);
  return `${s.difficulty} ${s.start} ${numbers} seed=${seed} end=${s.end} board=${boardText(s.board)} looks=${boardText(s.looks)}`;
}

function readState(text: string): Result<JewelState> {
  const bad = (why: string) => err(`state ${excerpt(text)}: ${why}`);
  const [difficulty, start, ...fields] = text.trim().split(/\s+/);
  if (!DIFFICULTIES.includes(difficulty as Difficulty))
    return bad(`difficulty is one of ${DIFFICULTIES.join(', ')}`);
  if (start !== 'free' && start !== 'plt') return bad('the start rule is free or plt');
  const values = new Map<string, string>();
  for (const field of fields) {
    const [key, value, more] = field.split('=');
    if (key === undefined || value === undefined || more !== undefined)
      return bad(`field ${excerpt(field)} is not key=value`);
    values.set(key, value);
  }
  const numbers: Record<string, number> = {};
  for (const key of NUMBERS) {
    const n = readInteger(values.get(key) ?? '');
    if (!n.ok || n.value < 0) return bad(`${key} must be a whole number from 0`);
    numbers[key] = n.value;
  }
  if ((numbers.look as number) >= TYPES) return bad('look is 0 to 6');
  if ((numbers.stage as number) >= POINTS_PER_LEVEL) return bad('stage is 0 to 9');
  const seedText = values.get('seed');
  const seed = seedText === '?' ? -1 : Number(seedText);
  if (!(seedText === '?' || (/^\d{1,10}$/.test(seedText ?? '') && seed <= MAX_SEED)))
    return bad('seed is a number or ?');
  const end = values.get('end');
  if (end !== 'playing' && end !== 'out' && end !== 'quit')
    return bad('end is playing, out or quit');
  const board = readBoard(values.get('board') ?? '', 'board');
  if (!board.ok) return bad(board.error);
  const looks = readBoard(values.get('looks') ?? '', 'looks');
  if (!looks.ok) return bad(looks.error);
  return ok({
    difficulty: difficulty as Difficulty,
    start,
    board: board.value,
    looks: looks.value,
    ...(numbers as Record<(typeof NUMBERS)[number], number>),
    seed,
    end,
  });
}

/** A game's moves for its address: `e4-e5.t33.t33`, the moves joined by dots. */
function formatMoves(moves: readonly JewelMove[]): string {
  return moves.map((m) => jewel.moveToString(m)).join('.');
}

/** Reads an address's moves, each checked where it is played; the error names the first bad one. */
function parseMoves(initial: JewelState, text: string): Result<JewelMove[]> {
  const moves: JewelMove[] = [];
  if (text.trim() === '') return ok(moves);
  let state = initial;
  for (const [i, part] of text.trim().split('.').entries()) {
    const move = jewel.parseMove(part, state);
    if (!move.ok) return err(`moves, move ${i + 1}: ${move.error}`);
    moves.push(move.value);
    state = jewel.play(state, move.value);
  }
  return ok(moves);
}

export const jewel: Game<JewelState, JewelMove, JewelParams> = {
  ...jewelInfo,

  setup(p, rng) {
    const seed = rng.int(0, MAX_SEED);
    return newGame(p, seed, rng.int(0, TYPES - 1));
  },

  toMove: () => 0,

  /** The swaps that make a run (by first cell, right before down), then waits of 1 to 99 ticks, then quit. */
  legalMoves(state) {
    if (state.end !== 'playing') return [];
    const waits = Array.from(
      { length: MAX_TICKS },
      (_, i): JewelMove => ({ kind: 'tick', ticks: i + 1 }),
    );
    return [...swapMoves(state), ...waits, { kind: 'quit' }];
  },

  play(state, move) {
    const error = moveError(state, move);
    if (error) throw new IllegalMoveError(`${JSON.stringify(move)}: ${error}`);
    if (move.kind === 'quit') return { ...state, end: 'quit' };
    if (move.kind === 'tick') return playTicks(state, move.ticks);
    return playSwap(state, move.a, move.b);
  },

  result: resultOf,

  /** The player sees everything but the seed of the refills. */
  observe: (state, viewer) => (viewer === 'all' ? state : { ...state, seed: -1 }),

  determinize: (observation, _player, rng) => ({ ...observation, seed: rng.int(0, MAX_SEED) }),

  moveToString(move) {
    if (move.kind === 'quit') return 'quit';
    if (move.kind === 'tick') return `t${move.ticks}`;
    return `${cellName(move.a)}-${cellName(move.b)}`;
  },

  /** `e4-e5` (either order), `t33` for 33 ticks of 30 ms, or `quit`. */
  parseMove(text, state) {
    const t = text.trim().toLowerCase();
    let move: JewelMove | undefined;
    const tick = /^t(\d{1,2})$/.exec(t);
    const swap = /^([a-h][1-8])-([a-h][1-8])$/.exec(t);
    if (t === 'quit') move = { kind: 'quit' };
    else if (tick) move = { kind: 'tick', ticks: Number(tick[1]) };
    else if (swap) {
      const x = readCell(swap[1] as string) as number;
      const y = readCell(swap[2] as string) as number;
      move = { kind: 'swap', a: Math.min(x, y), b: Math.max(x, y) };
    }
    if (!move)
      return err(`move ${excerpt(text)}: expected a swap like e4-e5, a wait like t33, or quit`);
    const error = moveError(state, move);
    return error ? err(`move ${excerpt(text)}: ${error}`) : ok(move);
  },

  stateToString: stateText,
  parseState: readState,
  moveList: { format: formatMoves, parse: parseMoves },
};
