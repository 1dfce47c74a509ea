/**
 * Draw proofs: whether a side can avoid the other's win for ever (a "safety" game) in a game
 * whose positions may repeat. A position is a draw when both sides can; the solver's iterative
 * deepening finds the wins. Written over a small graph interface so that the tests can check
 * it against a retrograde analysis of random graphs with cycles; `gobbletGraph` is the 3×3.
 *
 * A depth-first search over the positions (seen from the mover's side): the side keeping safe
 * needs one move after which it is still safe, against every reply; a move that wins at once
 * for the other side, or a forced win proven elsewhere (the solver's table), is unsafe. A position
 * already on the search path counts as safe: the side can keep coming back to it, and the
 * game then never ends in a line (the greatest fixed point, sound for avoiding a loss).
 *
 * "Unsafe" needs no such assumption (it is a finite forcing tree), so it is kept for good. A
 * "safe" that leaned on an open ancestor is provisional until that ancestor is settled, as in
 * Tarjan's strongly connected components: a node that fails undoes every provisional mark made
 * below it (an undo log); a node whose proof leans on nothing above it makes the marks below it
 * permanent. A provisional mark points at the node it leans on, which, once settled as
 * leaning higher, points on up (a union-find of dependencies), so a later reader leans on the
 * right open node.
 */

/** Whose safety: the player to move in the position, or the other one. */
export const MOVER = 0;
export const OTHER = 1;
export type Side = typeof MOVER | typeof OTHER;

const OPEN = 0;
const SETTLED = 1;
const LEANS = 2;
const FAILED = 3;

interface Frame {
  /** The index in the search path (1 the root). */
  readonly depth: number;
  /** The shallowest open node this node's proof, or any provisional mark below it, leans on. */
  low: number;
  readonly logStart: number;
  status: number;
  /** Once the node leans on an open ancestor: that ancestor. */
  up: Frame | null;
}

/** A game as the safety search sees it: positions seen from their mover. */
export interface SafetyGraph<P> {
  /** Equal for positions the search may treat as one (symmetric images). */
  key(p: P): number;
  /** 'won' when a move wins at once; else the positions after the moves that do not lose at once. */
  expand(p: P): P[] | 'won';
  /** A result proven elsewhere, for the mover of the position with this key: 1, -1, or 0. */
  proven(key: number): number;
  /** For the keeper choosing among positions where the other side moves: higher is tried first. */
  promise(key: number): number;
}

/** Thrown through the search when the caller stops it. */
export class Stopped extends Error {}

/** Drops the cached proofs past this many, so a long session stays in memory. */
const MAX_MARKS = 6_000_000;

export class Safety<P> {
  readonly safe = new Set<number>();
  readonly unsafe = new Set<number>();
  private readonly provisional = new Map<number, Frame>();
  private readonly log: number[] = [];
  private readonly open = new Map<number, Frame>();
  private readonly path: Frame[] = [];
  nodes = 0;
  /** The longest search path so far. */
  deepest = 0;

  constructor(
    private readonly graph: SafetyGraph<P>,
    private readonly stopped: () => boolean = () => false,
  ) {}

  /** Whether `side` of `p` can avoid the other side's win for ever. Throws Stopped. */
  isSafe(p: P, side: Side): boolean {
    if (this.safe.size + this.unsafe.size > MAX_MARKS) {
      this.safe.clear();
      this.unsafe.clear();
    }
    this.path.length = 0;
    this.path.push({ depth: 0, low: Infinity, logStart: 0, status: OPEN, up: null });
    try {
      return this.visit(p, this.graph.key(p), side);
    } catch (e) {
      for (const key of this.log) this.provisional.delete(key);
      this.log.length = 0;
      this.open.clear();
      throw e;
    } finally {
      this.path.length = 0;
    }
  }

  /**
   * What is known of a position without searching it: true or false, or null. An open or
   * provisional node counts as safe, and the caller's frame records what it leans on.
   */
  private known(k: number, side: Side, caller: Frame): boolean | null {
    const key = k * 2 + side;
    if (this.safe.has(key)) return true;
    if (this.unsafe.has(key)) return false;
    const proven = this.graph.proven(k);
    if (proven !== 0) return proven > 0 === (side === MOVER);
    let leansOn = this.open.get(key);
    const mark = this.provisional.get(key);
    if (mark) {
      leansOn = mark;
      while (leansOn.status === LEANS && leansOn.up) leansOn = leansOn.up;
    }
    if (!leansOn) return null;
    if (leansOn.status === OPEN) caller.low = Math.min(caller.low, leansOn.depth);
    return true;
  }

  private visit(p: P, k: number, side: Side): boolean {
    const caller = this.path[this.path.length - 1] as Frame;
    const known = this.known(k, side, caller);
    if (known !== null) return known;
    this.nodes++;
    if ((this.nodes & 0xfff) === 1 && this.stopped()) throw new Stopped();
    const key = k * 2 + side;
    const frame: Frame = {
      depth: this.path.length,
      low: Infinity,
      logStart: this.log.length,
      status: OPEN,
      up: null,
    };
    this.path.push(frame);
    this.open.set(key, frame);
    if (frame.depth > this.deepest) this.deepest = frame.depth;
    const ok = side === MOVER ? this.keeperMoves(p, frame) : this.otherMoves(p, frame);
    this.path.pop();
    this.open.delete(key);
    this.settle(frame, key, ok, caller);
    return ok;
  }

  private settle(frame: Frame, key: number, ok: boolean, caller: Frame) {
    if (!ok) {
      for (let i = frame.logStart; i < this.log.length; i++)
        this.provisional.delete(this.log[i] as number);
      this.log.length = frame.logStart;
      frame.status = FAILED;
      this.unsafe.add(key);
    } else if (frame.low >= frame.depth) {
      // Nothing below leans on an open node above: every mark made below is proven.
      for (let i = frame.logStart; i < this.log.length; i++) {
        const k = this.log[i] as number;
        if (this.provisional.delete(k)) this.safe.add(k);
      }
      this.log.length = frame.logStart;
      frame.status = SETTLED;
      this.safe.add(key);
    } else {
      frame.status = LEANS;
      frame.up = this.path[frame.low] as Frame;
      this.provisional.set(key, frame);
      this.log.push(key);
      caller.low = Math.min(caller.low, frame.low);
    }
  }

  /** The keeper to move: one move that keeps it safe. */
  private keeperMoves(p: P, frame: Frame): boolean {
    const children = this.graph.expand(p);
    if (children === 'won') return true;
    const next: { child: P; k: number; promise: number }[] = [];
    for (const child of children) {
      const k = this.graph.key(child);
      const known = this.known(k, OTHER, frame);
      if (known === true) return true;
      if (known === null) next.push({ child, k, promise: this.graph.promise(k) });
    }
    next.sort((a, b) => b.promise - a.promise);
    for (const n of next) if (this.visit(n.child, n.k, OTHER)) return true;
    return false;
  }

  /** The other side to move: every move must leave the keeper safe. */
  private otherMoves(p: P, frame: Frame): boolean {
    const children = this.graph.expand(p);
    if (children === 'won') return false;
    const next: { child: P; k: number }[] = [];
    for (const child of children) {
      const k = this.graph.key(child);
      const known = this.known(k, MOVER, frame);
      if (known === false) return false;
      if (known === null) next.push({ child, k });
    }
    for (const n of next) if (!this.visit(n.child, n.k, MOVER)) return false;
    return true;
  }
}
