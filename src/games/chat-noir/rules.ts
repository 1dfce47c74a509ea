import { excerpt } from '../../core/excerpt.ts';
import { CHANCE, type Game, IllegalMoveError } from '../../core/game.ts';
import { readInteger } from '../../core/integer.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import { type ChatNoirParams, chatNoirInfo, MAX_SIZE, MIN_SIZE } from './info.ts';

/**
 * Chat Noir (PLT `chat-noir`): a hex board of circles, odd rows shifted half a cell right, the
 * cat in the middle. Each turn the player blocks a circle, then the cat steps to a neighbour
 * closest to the edge (a uniform draw among the equally close ones). The cat wins on reaching
 * an edge circle; the player wins once the cat cannot reach the edge at all.
 *
 * Modelled as a one-player game with chance: the cat has no choice worth a player of its own,
 * its rule is fixed, so its step is a chance node whose outcomes are the best neighbours with
 * equal probabilities, resolved from the game's seed and the ply.
 *
 * Differences from PLT, on purpose: blocking the cat's own circle is refused (PLT accepts it and
 * the turn is wasted); the cat's distances never count the circle under the mouse as blocked
 * (PLT's do, a leftover of its help overlay); sizes 7 to 15 (PLT: 11 only).
 */

export interface Cell {
  readonly row: number;
  readonly col: number;
}

export interface ChatNoirState {
  readonly size: number;
  /** Row-major, `blocked[row * size + col]`; false on the two missing corners. */
  readonly blocked: readonly boolean[];
  /** The cat's cell index. */
  readonly cat: number;
  /** The cat steps next (a chance node). */
  readonly catToMove: boolean;
  /** Circles the player has blocked so far. */
  readonly blocks: number;
}

export { type ChatNoirParams, MAX_SIZE, MIN_SIZE } from './info.ts';

/** Random circles blocked at the start, as in PLT. */
export const START_BLOCKS = 6;

/** The two missing corners are on the left of the top and bottom rows (both even rows). */
export function isCell(size: number, row: number, col: number): boolean {
  if (!(row >= 0 && row < size && col >= 0 && col < size)) return false;
  return !(col === 0 && (row === 0 || row === size - 1));
}

const cellCache = new Map<number, readonly number[]>();
const neighbourCache = new Map<number, readonly (readonly number[])[]>();

/** Every circle's index, row by row from the top left. */
export function cells(size: number): readonly number[] {
  let known = cellCache.get(size);
  if (!known) {
    known = cellList(size);
    cellCache.set(size, known);
  }
  return known;
}

function cellList(size: number): number[] {
  const out: number[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (isCell(size, row, col)) out.push(row * size + col);
  }
  return out;
}

export const isEdge = (size: number, index: number): boolean => {
  const row = Math.floor(index / size);
  const col = index % size;
  return row === 0 || col === 0 || row === size - 1 || col === size - 1;
};

/**
 * The on-board neighbours of a circle, in PLT's order. Even rows: (x−1,y−1), (x,y−1), (x−1,y),
 * (x+1,y), (x−1,y+1), (x,y+1); odd rows, shifted right: (x,y−1), (x+1,y−1), (x−1,y), (x+1,y),
 * (x,y+1), (x+1,y+1).
 */
export function neighbours(size: number, index: number): readonly number[] {
  let table = neighbourCache.get(size);
  if (!table) {
    table = Array.from({ length: size * size }, (_, i) => neighbourList(size, i));
    neighbourCache.set(size, table);
  }
  return table[index] as readonly number[];
}

function neighbourList(size: number, index: number): number[] {
  const row = Math.floor(index / size);
  const col = index % size;
  const s = row % 2; // odd rows reach one column further right above and below
  const around: [number, number][] = [
    [row - 1, col - 1 + s],
    [row - 1, col + s],
    [row, col - 1],
    [row, col + 1],
    [row + 1, col - 1 + s],
    [row + 1, col + s],
  ];
  return around.filter(([r, c]) => isCell(size, r, c)).map(([r, c]) => r * size + c);
}

/** Steps from the nearest of `sources` to every circle over open circles; Infinity where none reach. */
function stepsFrom(
  size: number,
  blocked: readonly boolean[],
  sources: readonly number[],
): number[] {
  const dist: number[] = new Array(size * size).fill(Number.POSITIVE_INFINITY);
  for (const i of sources) dist[i] = 0;
  const queue = sources.slice();
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head] as number;
    for (const n of neighbours(size, i)) {
      if (!blocked[n] && dist[n] === Number.POSITIVE_INFINITY) {
        dist[n] = (dist[i] as number) + 1;
        queue.push(n);
      }
    }
  }
  return dist;
}

/**
 * Each circle's number of steps to the edge over open circles (0 on an open edge circle),
 * Infinity for blocked circles and those walled off from the edge: PLT's BFS from a virtual
 * boundary node joined to every open edge circle.
 */
export function edgeDistances(size: number, blocked: readonly boolean[]): number[] {
  const edge = cells(size).filter((i) => !blocked[i] && isEdge(size, i));
  return stepsFrom(size, blocked, edge);
}

/** Steps from `from` to every circle over open circles; Infinity where it cannot go. */
export function distancesFrom(size: number, blocked: readonly boolean[], from: number): number[] {
  return stepsFrom(size, blocked, [from]);
}

/** The neighbours the cat may step to: open, and closest to the edge; none when walled in. */
export function catSteps(size: number, blocked: readonly boolean[], cat: number): number[] {
  const dist = edgeDistances(size, blocked);
  const around = neighbours(size, cat).filter((n) => !blocked[n]);
  const best = Math.min(...around.map((n) => dist[n] as number));
  if (best === Number.POSITIVE_INFINITY) return [];
  return around.filter((n) => dist[n] === best);
}

/**
 * The circles on some shortest path from the cat to the edge (PLT's help overlay): a circle is
 * on one when dist(cat→circle) + dist(circle→edge) = dist(cat→edge). The cat's own circle is not
 * listed. Empty when the cat is walled in.
 */
export function shortestPathCells(state: ChatNoirState): number[] {
  const { size, blocked, cat } = state;
  const toEdge = edgeDistances(size, blocked);
  const fromCat = distancesFrom(size, blocked, cat);
  const total = toEdge[cat] as number;
  if (total === Number.POSITIVE_INFINITY) return [];
  return cells(size).filter(
    (i) => i !== cat && (fromCat[i] as number) + (toEdge[i] as number) === total,
  );
}

export const isTrapped = (state: ChatNoirState): boolean =>
  edgeDistances(state.size, state.blocked)[state.cat] === Number.POSITIVE_INFINITY;

const catEscaped = (state: ChatNoirState): boolean => isEdge(state.size, state.cat);

const isOver = (state: ChatNoirState): boolean => catEscaped(state) || isTrapped(state);

const FILES = 'abcdefghijklmno';

export const cellIndex = (size: number, { row, col }: Cell): number => row * size + col;
export const cellOf = (size: number, index: number): Cell => ({
  row: Math.floor(index / size),
  col: index % size,
});

/** `c5`: the column letter from the left, the row number from the top. */
export function cellToString({ row, col }: Cell): string {
  return `${FILES[col]}${row + 1}`;
}

/** The moves of the state: the open circles (the player), else the cat's best steps (chance). */
function moveIndices(state: ChatNoirState): number[] {
  if (isOver(state)) return [];
  if (state.catToMove) return catSteps(state.size, state.blocked, state.cat);
  return cells(state.size).filter((i) => !state.blocked[i] && i !== state.cat);
}

/** The one legality check, for `play` and `parseMove`: why `move` cannot be played, if not. */
function moveError(state: ChatNoirState, move: Cell): string | undefined {
  const { size } = state;
  if (!move || !Number.isInteger(move.row) || !Number.isInteger(move.col)) return 'not a cell';
  if (!isCell(size, move.row, move.col)) return `no such circle on a ${size}×${size} board`;
  if (isOver(state)) return 'the game is over; start a new one';
  const index = cellIndex(size, move);
  if (state.catToMove) {
    return catSteps(size, state.blocked, state.cat).includes(index)
      ? undefined
      : 'the cat only steps to a neighbour closest to the edge';
  }
  if (index === state.cat) return 'the cat is there';
  if (state.blocked[index]) return 'that circle is already blocked';
  return undefined;
}

/** PLT's start: the cat in the middle, six random circles blocked (never walling the cat in). */
export function setupState(size: number, rng: Rng): ChatNoirState {
  const cat = ((size - 1) / 2) * size + (size - 1) / 2;
  const open = cells(size).filter((i) => i !== cat);
  for (;;) {
    const blocked: boolean[] = new Array(size * size).fill(false);
    for (const i of rng.shuffle(open).slice(0, START_BLOCKS)) blocked[i] = true;
    const state = { size, blocked, cat, catToMove: false, blocks: 0 };
    if (!isTrapped(state)) return state;
  }
}

/** Rows from the top joined by `/`: `.` open, `x` blocked, `C` the cat, `-` a missing corner. */
export function boardToString(state: ChatNoirState): string {
  const rows: string[] = [];
  for (let row = 0; row < state.size; row++) {
    let line = '';
    for (let col = 0; col < state.size; col++) {
      const i = row * state.size + col;
      if (!isCell(state.size, row, col)) line += '-';
      else if (i === state.cat) line += 'C';
      else line += state.blocked[i] ? 'x' : '.';
    }
    rows.push(line);
  }
  return rows.join('/');
}

export function parseChatNoirState(text: string): Result<ChatNoirState> {
  const m = /^(\S+) ([pc]) (\d+)$/.exec(text.trim());
  const fail = (why: string) => err<ChatNoirState>(`state ${excerpt(text)}: ${why}`);
  if (!m) return fail('expected rows like -..C../... then p or c (who moves) and a block count');
  const rows = (m[1] as string).split('/');
  const size = rows.length;
  if (size < MIN_SIZE || size > MAX_SIZE || size % 2 === 0) {
    return fail(
      `${size} rows; the board has an odd number of rows from ${MIN_SIZE} to ${MAX_SIZE}`,
    );
  }
  const blocked: boolean[] = new Array(size * size).fill(false);
  let cat = -1;
  for (const [row, line] of rows.entries()) {
    if (line.length !== size) return fail(`row ${row + 1} has ${line.length} circles, not ${size}`);
    for (let col = 0; col < size; col++) {
      const ch = line[col] as string;
      const corner = !isCell(size, row, col);
      if (corner !== (ch === '-')) {
        return fail(
          `row ${row + 1} column ${col + 1}: "-" marks the missing corners, and only them`,
        );
      }
      if (ch === 'x') blocked[row * size + col] = true;
      else if (ch === 'C') {
        if (cat >= 0) return fail('more than one cat');
        cat = row * size + col;
      } else if (ch !== '.' && ch !== '-') {
        return fail(`row ${row + 1} has "${ch}"; use . open, x blocked, C the cat`);
      }
    }
  }
  if (cat < 0) return fail('no cat (C)');
  const blocks = readInteger(m[3] as string);
  if (!blocks.ok) return fail(`the block count ${blocks.error}`);
  return ok({ size, blocked, cat, catToMove: m[2] === 'c', blocks: blocks.value });
}

export const chatNoir: Game<ChatNoirState, Cell, ChatNoirParams> = {
  ...chatNoirInfo,

  setup: (p, rng) => setupState(p.size, rng),

  toMove: (state) => (state.catToMove ? CHANCE : 0),

  /** The player: every open circle but the cat's, row by row. The cat: its best steps, in PLT's neighbour order. */
  legalMoves: (state) => moveIndices(state).map((i) => cellOf(state.size, i)),

  chanceOutcomes(state) {
    const steps = moveIndices(state);
    return steps.map((i) => ({ move: cellOf(state.size, i), probability: 1 / steps.length }));
  },

  play(state, move) {
    const error = moveError(state, move);
    if (error) throw new IllegalMoveError(`${JSON.stringify(move)}: ${error}`);
    const index = cellIndex(state.size, move);
    if (state.catToMove) return { ...state, cat: index, catToMove: false };
    const blocked = state.blocked.slice();
    blocked[index] = true;
    return { ...state, blocked, catToMove: true, blocks: state.blocks + 1 };
  },

  result(state) {
    const n = state.blocks;
    const blocks = `${n} ${n === 1 ? 'block' : 'blocks'}`;
    if (catEscaped(state)) return { kind: 'failed', detail: `The cat escaped after ${blocks}` };
    if (isTrapped(state)) return { kind: 'solved', detail: `Cat trapped in ${blocks}` };
    return null;
  },

  moveText(state, move) {
    return state.catToMove ? `cat to ${cellToString(move)}` : `block ${cellToString(move)}`;
  },

  moveToString: cellToString,

  parseMove(text, state) {
    const m = /^([a-o])(\d{1,2})$/.exec(text.trim().toLowerCase());
    if (!m)
      return err(`move ${excerpt(text)}: expected a circle like c5 (column letter, row number)`);
    const move = { col: FILES.indexOf(m[1] as string), row: Number(m[2]) - 1 };
    const error = moveError(state, move);
    return error ? err(`move ${excerpt(text)}: ${error}`) : ok(move);
  },

  /** The board, then `p` (the player blocks next) or `c` (the cat steps), then the block count. */
  stateToString: (state) =>
    `${boardToString(state)} ${state.catToMove ? 'c' : 'p'} ${state.blocks}`,

  parseState: parseChatNoirState,
};
