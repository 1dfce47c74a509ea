import type { GobbletState } from '../rules.ts';
import { MOVER, OTHER, Safety, type SafetyGraph, Stopped } from './safety.ts';
import {
  afterMove,
  canonicalKey,
  flip,
  lineShape,
  movesFor,
  outcome,
  Solver3,
  type SolverMove,
  Stop,
  TABLE_MB,
  WIN,
} from './solve3.ts';

/**
 * Every 3×3 move's exact value: the solver's iterative deepening finds wins and losses within
 * a horizon; each move it leaves open gets two safety proofs (safety.ts), one for each side.
 * Both sides safe: a draw. One side unsafe: the other forces a line however the game goes, and
 * the deepening goes on past the horizon until it finds how far. Values are for the position
 * alone: a repetition in the game's own history is not counted (it can only turn a line into a
 * draw by the threefold rule, never a draw into a line).
 */

/** +p a win in p plies (the move counted), -p a loss in p, DRAW, 0 not known (stopped). */
export type MoveValue = number | typeof DRAW;
export const DRAW = 'draw';

/** The 3×3 graph for the safety search: boards from the mover's side, keys up to symmetry. */
export function gobbletGraph(solver: Solver3): SafetyGraph<number[]> {
  return {
    key: canonicalKey,
    expand(board) {
      const children: { child: number[]; shape: number }[] = [];
      for (const m of movesFor(board)) {
        const after = afterMove(board, m);
        const o = outcome(after);
        if (o === 1) return 'won';
        if (o === 0) children.push({ child: flip(after), shape: lineShape(after) });
      }
      // Moves that make a two and leave the other none first, for both sides: the keeper
      // finds a safe move sooner, the other side its refutation.
      children.sort((a, b) => b.shape - a.shape);
      return children.map((c) => c.child);
    },
    proven(key) {
      const e = solver.entry(key);
      if (!e) return 0;
      // Only a proven line counts: a win as exact or lower bound, a loss as exact or upper.
      if (e.score > 0 && e.bound !== 2) return 1;
      if (e.score < 0 && e.bound !== 1) return -1;
      return 0;
    },
    promise(key) {
      // The keeper's best guess: the deeper the table shows the other side not winning.
      const e = solver.entry(key);
      return e && e.score <= 0 && e.bound !== 1 ? e.depth : -1;
    },
  };
}

export interface ExactStudy {
  readonly moves: SolverMove[];
  readonly values: MoveValue[];
  /** The horizon the deepening reached for every move it had to look at. */
  readonly reached: number;
  /** Positions: the deepening's and the safety proofs'. */
  readonly nodes: number;
  /** The step last finished. */
  readonly step: Step;
}

export type Step = 'deepening' | 'draw proofs' | 'past the horizon';

/**
 * How much to find: every move's value; the perfect player's best move only; or no more than
 * the deepening to the horizon (quick answers for tests that nobody waits for).
 */
export type Need = 'all' | 'best' | 'horizon';

export class Exact3 {
  readonly solver: Solver3;
  readonly safety: Safety<number[]>;

  constructor(stopped: () => boolean = () => false, megabytes = TABLE_MB) {
    this.solver = new Solver3(stopped, megabytes);
    this.safety = new Safety(gobbletGraph(this.solver), stopped);
  }

  get nodes() {
    return this.solver.nodes + this.safety.nodes;
  }

  /**
   * Every move's value: deepening to `horizon`, then the draw proofs for the moves left open,
   * then deeper for the wins and losses they found. With need 'best', a win within the horizon
   * ends it, and past the horizon only the best kind of move gets its distance. A stop keeps
   * the values found so far. `onStep` sees each finished step.
   */
  moveValues(
    state: GobbletState,
    horizon: number,
    need: Need = 'all',
    onStep?: (study: ExactStudy) => void,
  ): ExactStudy {
    const board = state.toMove === 0 ? state.board.slice() : flip(state.board);
    const moves = movesFor(board);
    const children = moves.map((m) => afterMove(board, m));
    const values: MoveValue[] = children.map((after) => outcome(after));
    // Past the horizon: 1 when the move is known to win, -1 to lose, distance not yet found.
    const sign = values.map(() => 0);
    let reached = 1;
    let step: Step = 'deepening';
    const study = (): ExactStudy => ({ moves, values, reached, nodes: this.nodes, step });
    const deepen = (i: number, depth: number) => {
      const child = flip(children[i] as number[]);
      // A null window tells whether anything is forced; only then the exact distance.
      if (this.solver.search(child, depth - 1, -1, 1) === 0) return;
      const v = -this.solver.search(child, depth - 1, -WIN, WIN);
      const plies = v > 0 ? WIN - v + 1 : WIN + v + 1;
      // A distance past the depth came from a deeper table entry: a true line, but a faster
      // win (or a slower loss) may still hide beyond the depth, so look that far first.
      if (plies <= depth) values[i] = v > 0 ? plies : -plies;
    };
    try {
      onStep?.(study());
      for (let depth = 2; depth <= horizon; depth++) {
        for (let i = 0; i < moves.length; i++) if (values[i] === 0) deepen(i, depth);
        reached = depth;
        onStep?.(study());
        if (need === 'best' && values.some((v) => typeof v === 'number' && v > 0)) break;
        if (values.every((v) => v !== 0)) break;
      }
      if (need === 'horizon') return study();
      if (need === 'best' && values.some((v) => typeof v === 'number' && v > 0)) return study();
      step = 'draw proofs';
      for (let i = 0; i < moves.length; i++) {
        if (values[i] !== 0) continue;
        const child = flip(children[i] as number[]);
        // In the child the opponent moves: the mover is its OTHER side.
        if (!this.safety.isSafe(child, OTHER)) sign[i] = -1;
        else if (!this.safety.isSafe(child, MOVER)) sign[i] = 1;
        else values[i] = DRAW;
        onStep?.(study());
      }
      const wanted = (i: number) => {
        if (sign[i] === 0 || values[i] !== 0) return false;
        if (need === 'all') return true;
        // The player wants the fastest win; with none, a draw; with none, the slowest loss,
        // which is the last loss left open (its own distance is not needed).
        if (sign.includes(1)) return sign[i] === 1;
        if (values.includes(DRAW)) return false;
        return values.filter((v, j) => v === 0 && sign[j] === -1).length > 1;
      };
      for (let depth = horizon + 1; moves.some((_, i) => wanted(i)); depth++) {
        step = 'past the horizon';
        for (let i = 0; i < moves.length; i++) if (wanted(i)) deepen(i, depth);
        reached = depth;
        onStep?.(study());
      }
    } catch (e) {
      if (!(e instanceof Stop || e instanceof Stopped)) throw e;
    }
    return study();
  }
}

/** Sorts moves best first for the mover: the fastest win, a draw, unknown, the slowest loss. */
export function rank(value: MoveValue): number {
  if (value === DRAW) return 1;
  if (value > 0) return 2000 - value;
  if (value < 0) return -1000 - value;
  return 0;
}
