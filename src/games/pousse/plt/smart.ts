import { StoppedError } from '../../../core/task.ts';
import { O, type Piece, type PousseMove, push, type Side, X } from '../board.ts';
import { pltGoodness } from './evaluate.ts';
import { type Frame, frameKey, frameWinner, pushTop, rotate } from './frame.ts';

/**
 * PLT's "Smart" robot (robot.rkt), move for move: the top-push generator run on the board
 * turned four ways, the move filter, the goodness of counter.rkt, the depth-limited search
 * that subtracts the reply's goodness with its "min-needed" cutoff, and iterative deepening.
 * PLT runs the four turns on up to four threads; we run them one after another in PLT's order
 * of starting them (T, B, then R and L), which is what PLT does when no thread is free.
 */

/** A win or a loss found by the search: ±∞, with a count that PLT uses to delay a loss. */
interface Decided {
  readonly inf: number;
  readonly aux: number;
}
type Goodness = number | Decided;

const value = (g: Goodness): number => (typeof g === 'number' ? g : g.inf);
const isLoss = (g: Goodness): boolean => typeof g !== 'number' && g.inf === -Infinity;

const IMMEDIATE_WIN: Decided = { inf: Infinity, aux: 1 };
const IMMEDIATE_LOSS: Decided = { inf: -Infinity, aux: 1 };

export interface SmartHooks {
  /** PLT's `(zero? (random 2))` in `pick-best`: true takes the later of two equals. */
  coin(): boolean;
  /** Polled at every goodness: true stops the search (the iteration under way is dropped). */
  stopped(): boolean;
  /** Counts positions rated, for the node count a search prints. */
  readonly counter?: { nodes: number };
}

interface Choice<T> {
  readonly g: Goodness;
  readonly what: T;
}

/** PLT's `pick-best`: the largest goodness (a decided one by its ±∞), equals by coin flips. */
function pickBest<T>(choices: readonly Choice<T>[], coin: () => boolean): Choice<T> {
  let best = choices[0] as Choice<T>;
  let v = value(best.g);
  for (let k = 1; k < choices.length; k++) {
    const c = choices[k] as Choice<T>;
    const cv = value(c.g);
    if (cv > v || (cv === v && coin())) {
      best = c;
      v = cv;
    }
  }
  return best;
}

/** When every choice loses, PLT picks by the delay count instead. */
function pickDelaying<T>(choices: readonly Choice<T>[], coin: () => boolean): Choice<T> {
  if (!choices.every((c) => isLoss(c.g))) return pickBest(choices, coin);
  const m = pickBest(
    choices.map((c) => ({ g: (c.g as Decided).aux, what: c.what })),
    coin,
  );
  return { g: { inf: -Infinity, aux: m.g as number }, what: m.what };
}

const other = (p: Piece): Piece => (p === X ? O : X);

interface RootMove {
  readonly side: Side;
  /** From 0, as PLT's robot counts. */
  readonly index: number;
}

class SmartSearch {
  constructor(
    private readonly turn: number,
    private readonly history: Set<string>,
    private readonly hooks: SmartHooks,
  ) {}

  /** PLT's `make-get-best-move`: top pushes only, `skipRight` leaving out the last column. */
  bestTop(board: Frame, us: Piece, depth: number, minNeeded: number, skipRight: boolean) {
    const { n } = board;
    const futures: { board: Frame; i: number }[] = [];
    for (let i = 0; i < (skipRight ? n - 1 : n); i++)
      futures.push({ board: pushTop(board, i, us), i });
    const winners = futures.map((f) => frameWinner(f.board));
    const win = futures.findIndex((_, k) => winners[k] === us);
    if (win >= 0) return { g: IMMEDIATE_WIN as Goodness, what: win };
    const alive = futures.filter(
      (f, k) => winners[k] === 0 && !this.history.has(frameKey(f.board)),
    );
    if (alive.length === 0) return { g: IMMEDIATE_LOSS as Goodness, what: 0 };
    const rated = alive.map((f) => ({ g: this.goodness(f.board, board, us) as Goodness, f }));
    let choices: Choice<number>[];
    if (depth > 0) {
      let soFar = -Infinity;
      choices = rated.map(({ g, f }) => {
        if (soFar >= minNeeded) return { g: IMMEDIATE_LOSS, what: f.i };
        const s = g as number;
        const key = frameKey(f.board);
        this.history.add(key);
        const reply = this.space(f.board, other(us), depth - 1, s - soFar);
        this.history.delete(key);
        const r = reply.g;
        const next: Goodness =
          typeof r === 'number' ? s - r : { inf: -r.inf, aux: 10000 + s + r.aux };
        if (value(next) > soFar) soFar = value(next);
        return { g: next, what: f.i };
      });
    } else {
      choices = rated.map(({ g, f }) => ({ g, what: f.i }));
    }
    return pickDelaying(choices, this.hooks.coin);
  }

  private goodness(board: Frame, parent: Frame, us: Piece): number {
    if (this.hooks.stopped()) throw new StoppedError();
    if (this.hooks.counter) this.hooks.counter.nodes++;
    return pltGoodness(board, parent, us, this.turn);
  }

  /** PLT's `search-space`: the four turns of the board, the first over `minNeeded` ends it. */
  space(board: Frame, us: Piece, depth: number, minNeeded: number): Choice<RootMove> {
    const { n } = board;
    const top = board;
    const right = rotate(top, 1);
    const bottom = rotate(right, 1);
    const left = rotate(bottom, 1);
    const runs: [Frame, (i: number) => RootMove][] = [
      [top, (i) => ({ side: 'T', index: i })],
      [bottom, (i) => ({ side: 'B', index: n - 1 - i })],
      [left, (i) => ({ side: 'R', index: i })],
      [right, (i) => ({ side: 'L', index: n - 1 - i })],
    ];
    const results: Choice<RootMove>[] = [];
    for (const [frame, label] of runs) {
      const skipRight = frame.cells[storedTopRight(frame)] === 0;
      const r = this.bestTop(frame, us, depth, minNeeded, skipRight);
      const choice = { g: r.g, what: label(r.what) };
      if (value(r.g) >= minNeeded) return choice;
      results.push(choice);
    }
    return pickDelaying(results, this.hooks.coin);
  }
}

/** The stored index of the turned board's top-right cell, (n−1, 0). */
function storedTopRight(f: Frame): number {
  const m = f.n - 1;
  switch (f.rotation) {
    case 0:
      return m;
    case 1:
      return 0;
    case 2:
      return m * f.n;
    default:
      return m * f.n + m;
  }
}

/** The robot's view of the game: the board now and every board so far (PLT replays the moves). */
export function smartStart(n: number, moves: readonly PousseMove[]) {
  const cells = new Uint8Array(n * n);
  const history = new Set<string>();
  let last = 0;
  history.add(frameKey({ n, cells, rotation: 0, last }));
  for (const [k, m] of moves.entries()) {
    last = k % 2 === 0 ? X : O;
    push(cells, n, m, last as Piece);
    history.add(frameKey({ n, cells, rotation: 0, last }));
  }
  const board: Frame = { n, cells, rotation: 0, last };
  return { board, history, us: (moves.length % 2 === 0 ? X : O) as Piece, turn: moves.length };
}

export interface SmartResult {
  readonly move: PousseMove;
  /** The deepest iteration finished (PLT's depth: 0 rates the moves, 1 adds the reply...). */
  readonly depth: number;
  readonly goodness: number;
  /** True when the search found a forced win or loss and stopped deepening. */
  readonly decided: boolean;
}

const toMove = (r: RootMove): PousseMove => ({ side: r.side, line: r.index + 1 });

/** One search of PLT's to `depth`, as its `go` runs it at the root. */
export function smartSearch(
  n: number,
  moves: readonly PousseMove[],
  depth: number,
  hooks: SmartHooks,
) {
  const { board, history, us, turn } = smartStart(n, moves);
  return new SmartSearch(turn, history, hooks).space(board, us, depth, Infinity);
}

/**
 * PLT's time control: the first two moves of the game search to depth 1; later, depths 0, 1,
 * 2... until stopped, keeping the last finished answer, and stopping early on a forced result.
 * `fallback` is PLT's random move for when not even depth 0 finished.
 */
export function smartChoose(
  n: number,
  moves: readonly PousseMove[],
  hooks: SmartHooks,
  fallback: () => PousseMove,
  maxDepth = 64,
): SmartResult {
  if (moves.length < 2) {
    const r = smartSearch(n, moves, 1, { ...hooks, stopped: () => false });
    return {
      move: toMove(r.what),
      depth: 1,
      goodness: value(r.g),
      decided: typeof r.g !== 'number',
    };
  }
  let best: SmartResult = { move: fallback(), depth: -1, goodness: 0, decided: false };
  for (let depth = 0; depth <= maxDepth; depth++) {
    try {
      const r = smartSearch(n, moves, depth, hooks);
      const decided = typeof r.g !== 'number';
      best = { move: toMove(r.what), depth, goodness: value(r.g), decided };
      if (decided) break;
    } catch (e) {
      if (e instanceof StoppedError) break;
      throw e;
    }
  }
  return best;
}
