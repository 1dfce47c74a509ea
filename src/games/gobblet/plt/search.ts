import {
  type Colour,
  hasLine,
  offBoard,
  other,
  pop,
  push,
  RED,
  threeInALine,
  topColour,
  topSize,
} from '../board.ts';
import { Canonicalizer, PLT_XFORMS } from './canonical.ts';
import { CANNED_3X3 } from './plays-3x3.ts';

/**
 * PLT's auto-player, explore.rkt and heuristics.rkt, step for step: the memo keyed by canonical
 * boards from the mover's side, the "loop tie" mark, moves tried in PLT's order (each distinct
 * off-board size, largest first, onto cells column by column; then own tops), the `best` merge
 * that keeps `span` choices with its turns-to-end tie-break, the multi-step stage that asks the
 * opponent about the top three, and the stages (1,2) → (1,3) → (2,2) → (2,3). Everything that
 * decides a choice is reproduced, including the quirks (the inner fold of `try-all-moves` starts
 * from the enters' choices again; a loop tie reads +1000 to the parent), so on a fixed position
 * with a fixed random stream it picks what PLT picks (plt-fixtures.test.ts checks it).
 */

/** A move in PLT's plan form: cells in the canonical board's frame (PLT's `plan` + `xform`). */
export interface Plan {
  readonly size: number;
  readonly from: number | null;
  readonly to: number;
  /** PLT's estimate of plies to the end. */
  readonly turns: number;
}

/** PLT's choice: a rating and a plan, nothing (a decided board) or the loop-tie mark. */
type Choice = readonly [number, Plan | null | 'loop'];

const LOOP_TIE: readonly Choice[] = [[-1000, 'loop']];
const LOST: readonly Choice[] = [[-Infinity, null]];
const WON: readonly Choice[] = [[Infinity, null]];

/** What a search needs from the outside: PLT's `(random)` and a way to stop between nodes. */
export interface PltContext {
  random(): number;
  /** Polled as the search goes; true stops the stage under way (not the first). */
  stopped(): boolean;
}

class Stop {}

const depthOf = (c: Choice) => (c[1] !== null && typeof c[1] === 'object' ? c[1].turns : 0);
const foundWin = (v: readonly Choice[]) => v.length > 0 && (v[0] as Choice)[0] === Infinity;
const immediate = (v: readonly Choice[]) => v.length > 0 && depthOf(v[0] as Choice) === 0;

/** PLT's `best`: merges two sorted lists, keeping `span`; ties go to the sooner end, later loss. */
export function best(span: number, a: readonly Choice[], b: readonly Choice[]): Choice[] {
  const out: Choice[] = [];
  let i = 0;
  let j = 0;
  for (; span > 0; span--) {
    const x = a[i];
    const y = b[j];
    if (x === undefined && y === undefined) break;
    let takeA: boolean;
    if (x === undefined) takeA = false;
    else if (y === undefined) takeA = true;
    else if (x[0] > y[0]) takeA = true;
    else if (x[0] < y[0]) takeA = false;
    else if (x[0] === -Infinity) takeA = depthOf(x) > depthOf(y);
    else takeA = depthOf(x) < depthOf(y);
    if (takeA) out.push(a[i++] as Choice);
    else out.push(b[j++] as Choice);
  }
  return out;
}

/** PLT's `fold-board` order: column i outer, row j inner, cell i + n·j. */
const FOLD: Record<number, readonly number[]> = { 3: foldOrder(3), 4: foldOrder(4) };
function foldOrder(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) out.push(i + n * j);
  return out;
}

/** PLT's `move`: the board after it, or null where PLT refuses it. */
function pltMove(
  board: readonly number[],
  n: number,
  me: Colour,
  size: number,
  from: number | null,
  to: number,
) {
  const target = board[to] as number;
  if (target !== 0) {
    if (topSize(target) >= size) return null;
    if (from === null && n === 4) {
      const them = topColour(target);
      if (them === me || !threeInALine(board, n, to, them)) return null;
    }
  }
  const next = board.slice();
  if (from !== null) next[from] = pop(next[from] as number);
  next[to] = push(next[to] as number, size, me);
  return next;
}

/** PLT's `pick-enters`: each off-board size once, largest first. */
const pickEnters = (board: readonly number[], n: number, me: Colour) => [
  ...new Set(offBoard(board, n, me)),
];

export interface Stage {
  readonly steps: number;
  readonly depth: number;
}

/** The stages PLT runs while time lasts (explore.rkt's loop with steps 2 and depth 3). */
export const STAGES: readonly Stage[] = [
  { steps: 1, depth: 2 },
  { steps: 1, depth: 3 },
  { steps: 2, depth: 2 },
  { steps: 2, depth: 3 },
];

/** A move chosen, in real cells, with PLT's rating of it. */
export interface PltPlay {
  readonly rating: number;
  readonly size: number;
  readonly from: number | null;
  readonly to: number;
  readonly turns: number;
}

/** One search procedure of PLT (`make-search`'s result) for one board size and mode. */
export class PltSearch {
  readonly canon: Canonicalizer;
  /** Canned plays (Smart on 3×3): PLT's `init-memory`. */
  private readonly init = new Map<string, readonly Choice[]>();
  private memory = new Map<string, readonly Choice[]>();
  private maxDepth = 2;
  private stoppable = false;
  nodes = 0;

  constructor(
    readonly n: 3 | 4,
    smart: boolean,
    private readonly ctx: PltContext,
  ) {
    this.canon = new Canonicalizer(n);
    if (smart && n === 3) this.loadCanned();
  }

  private loadCanned() {
    for (const [key, size, from, to, turns] of CANNED_3X3) {
      const [canonKey] = this.canon.canonicalizeKey(key);
      // PLT reads the table's cells as cells of the canonical board (heuristics.rkt).
      this.init.set(canonKey, [[Infinity, { size, from, to, turns }]]);
    }
  }

  /** PLT's search-proc with a stage list: the last stage finished when time ran out. */
  search(board: readonly number[], me: Colour, stages: readonly Stage[] = STAGES): PltPlay | null {
    this.memory = new Map(this.init);
    this.stoppable = false;
    let result: PltPlay | 'loop' | null = null;
    for (const stage of stages) {
      try {
        result = this.multiStep(stage.steps, 3, true, stage.depth, me, board);
      } catch (e) {
        if (e instanceof Stop) break;
        throw e;
      }
      this.stoppable = true;
      if (result === 'loop' || result.rating === Infinity || result.rating === -Infinity) break;
      if (this.ctx.stopped()) break;
    }
    return result === 'loop' ? null : result;
  }

  /** Multi-step minmax: returns the play, or 'loop' when every move was a tie by repetition. */
  multiStep(
    steps: number,
    span: number,
    mustMove: boolean,
    depth: number,
    me: Colour,
    board: readonly number[],
  ): PltPlay | 'loop' {
    this.maxDepth = depth;
    const pieces = board.reduce((k, s) => k + stackHeight(s), 0);
    const firstMove = pieces < 2;
    const [vs, xform] = this.minmax(
      0,
      steps <= 1 || firstMove ? 1 : span,
      me,
      board,
      null,
      mustMove,
    );
    const plays: PltPlay[] = [];
    for (const [rating, plan] of vs) {
      if (plan === null || plan === 'loop') continue;
      plays.push({ rating, ...this.canon.xlate(plan, xform) });
    }
    if (plays.length === 0) return 'loop';
    if (steps <= 1 || firstMove) return plays[0] as PltPlay;
    if ((plays[0] as PltPlay).rating === Infinity) return plays[0] as PltPlay;
    const nexts = plays.map((play) => {
      if (play.rating === -Infinity) return play;
      const after = pltMove(board, this.n, me, play.size, play.from, play.to) as number[];
      const reply = this.multiStep(steps - 1, span, false, depth, other(me), after);
      return { ...play, rating: -(reply === 'loop' ? -1000 : reply.rating) };
    });
    nexts.sort((a, b) => (a.rating > b.rating ? -1 : a.rating < b.rating ? 1 : 0));
    return nexts[0] as PltPlay;
  }

  private tick() {
    this.nodes++;
    if (this.stoppable && (this.nodes & 1023) === 0 && this.ctx.stopped()) throw new Stop();
  }

  private minmax(
    depth: number,
    span: number,
    me: Colour,
    board: readonly number[],
    lastTo: number | null,
    mustMove: boolean,
  ): [readonly Choice[], readonly number[]] {
    this.tick();
    const { memory, n } = this;
    const [key, xform] = this.canon.canonicalize(board, me);
    const dkey = `${key}|${this.maxDepth - depth}|${span}`;
    const known = memory.get(key);
    if (known && !(mustMove && known[0]?.[1] === 'loop')) return [known, xform];
    const atDepth = memory.get(dkey);
    if (atDepth) return [atDepth, xform];
    if (hasLine(board, n, other(me))) {
      memory.set(key, LOST);
      return [LOST, xform];
    }
    if (hasLine(board, n, me)) {
      memory.set(key, WON);
      return [WON, xform];
    }
    if (depth >= this.maxDepth) {
      const l: Choice[] = [[this.rate(board, me, lastTo as number), null]];
      memory.set(dkey, l);
      return [l, xform];
    }
    memory.set(key, LOOP_TIE);
    let choices: readonly Choice[] = [];
    choices = this.tryAllEnters(choices, depth, span, me, board, xform);
    if (!foundWin(choices)) choices = this.tryAllMoves(choices, depth, span, me, board, xform);
    if (choices.length === 0) choices = LOST;
    memory.delete(key);
    const rating = (choices[0] as Choice)[0];
    memory.set(rating < Infinity && rating > -Infinity ? dkey : key, choices);
    return [choices, xform];
  }

  private fold(span: number, init: readonly Choice[], f: (cell: number) => readonly Choice[]) {
    let acc = init;
    for (const cell of FOLD[this.n] as readonly number[]) {
      if (foundWin(acc) && immediate(acc)) continue;
      acc = best(span, acc, f(cell));
    }
    return acc;
  }

  private tryAllEnters(
    choices: readonly Choice[],
    depth: number,
    span: number,
    me: Colour,
    board: readonly number[],
    xform: readonly number[],
  ) {
    for (const size of pickEnters(board, this.n, me)) {
      choices = this.fold(span, choices, (to) =>
        this.tryMove(depth, me, board, size, null, to, xform),
      );
    }
    return choices;
  }

  private tryAllMoves(
    choices: readonly Choice[],
    depth: number,
    span: number,
    me: Colour,
    board: readonly number[],
    xform: readonly number[],
  ) {
    // As PLT: the inner fold starts again from the choices this function was given.
    return this.fold(span, choices, (from) => {
      const stack = board[from] as number;
      if (stack === 0 || topColour(stack) !== me) return [];
      const size = topSize(stack);
      return this.fold(span, choices, (to) =>
        this.tryMove(depth, me, board, size, from, to, xform),
      );
    });
  }

  private tryMove(
    depth: number,
    me: Colour,
    board: readonly number[],
    size: number,
    from: number | null,
    to: number,
    xform: readonly number[],
  ): readonly Choice[] {
    const after = pltMove(board, this.n, me, size, from, to);
    if (!after) return [];
    const [his] = this.minmax(depth + 1, 1, other(me), after, to, false);
    const first = his[0] as Choice;
    const plan: Plan = {
      size,
      from: from === null ? null : (xform[from] as number),
      to: xform[to] as number,
      turns: 1 + depthOf(first),
    };
    return [[-first[0], plan]];
  }

  /** heuristics.rkt's board ratings, for the player to move, summed in PLT's order. */
  private rate(board: readonly number[], me: Colour, lastTo: number): number {
    const cell = (c: number) =>
      board[c] === 0 ? 0 : topColour(board[c] as number) === me ? 2 : -2;
    if (this.n === 3) return this.ctx.random() + cell(4);
    const them = other(me);
    const threat =
      topColour(board[lastTo] as number) === them && threeInALine(board, 4, lastTo, them) ? -10 : 0;
    // Cells (1,1), (1,2), (2,1), (2,2) as PLT lists them: i + 4j.
    return this.ctx.random() + threat + cell(5) + cell(9) + cell(6) + cell(10);
  }
}

function stackHeight(stack: number): number {
  let k = 0;
  for (let s = stack; s > 0; s = Math.floor(s / 3)) if (s % 3 !== 0) k++;
  return k;
}

export { PLT_XFORMS, RED };
