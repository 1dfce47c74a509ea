import { deriveSeed, MAX_SEED } from '../../core/rng.ts';
import type { TaskContext } from '../../core/task.ts';
import { legalSwaps } from './board.ts';
import { type JewelMove, type JewelState, jewel, MAX_TICKS } from './rules.ts';

/**
 * The look-ahead shared by the hint and the automatic player. The refills are hidden, so each
 * swap is tried on a few boards whose unseen jewels are drawn from seeds of our own
 * (determinizations); a swap's worth is its points, plus the best points of the swap after it
 * at depth 2, plus a little for the moves it leaves, averaged over those boards.
 */

export interface LookAhead {
  /** 1: the swap's own points; 2: and the best next swap's. */
  readonly depth: number;
  /** Boards drawn for the unseen refills. */
  readonly samples: number;
}

export const HINT_LOOK: LookAhead = { depth: 2, samples: 6 };

/** A board with no move left is redrawn whole, so the moves left matter little; a tie-break. */
const MOVES_WEIGHT = 0.01;

export interface Choice {
  readonly move: JewelMove & { kind: 'swap' };
  readonly value: number;
  /** Positions played out: the search's node count. */
  readonly nodes: number;
}

/** The seed of the samples from what the player sees, so a hint replays on every machine. */
export function observationSeed(seen: JewelState): number {
  return deriveSeed(seen.draws, seen.score, seen.swaps, ...seen.board);
}

function bestNext(state: JewelState, counter: { nodes: number }): number {
  let best = 0;
  for (const [a, b] of legalSwaps(state.board)) {
    const after = jewel.play(state, { kind: 'swap', a, b });
    counter.nodes++;
    best = Math.max(best, after.score - state.score);
  }
  return best;
}

/**
 * The best swap from `seen` (null when none: the board is about to be redrawn), its average
 * worth and the nodes searched. Polls `context` between swaps.
 */
export function bestSwap(
  seen: JewelState,
  look: LookAhead,
  seed: number,
  context?: TaskContext,
): Choice | null {
  const swaps = legalSwaps(seen.board);
  const seeds = Array.from(
    { length: look.samples },
    (_, i) => deriveSeed(seed, i) % (MAX_SEED + 1),
  );
  const counter = { nodes: 0 };
  let best: Choice | null = null;
  for (const [i, [a, b]] of swaps.entries()) {
    if (best && context?.stopped()) break;
    let total = 0;
    for (const s of seeds) {
      const world: JewelState = { ...seen, seed: s };
      const after = jewel.play(world, { kind: 'swap', a, b });
      counter.nodes++;
      total += after.score - seen.score + MOVES_WEIGHT * legalSwaps(after.board).length;
      if (look.depth >= 2) total += bestNext(after, counter);
    }
    const value = total / seeds.length;
    if (!best || value > best.value) best = { move: { kind: 'swap', a, b }, value, nodes: 0 };
    context?.progress((i + 1) / swaps.length);
  }
  return best && { ...best, nodes: counter.nodes };
}

/** The automatic player's pace: it swaps once every this many ticks (1 s at 33 ticks). */
export const DEFAULT_PACE = 33;

/**
 * The automatic player's move: wait until `pace` ticks have passed since its last swap (time
 * is a move, and a player who swaps without waiting would never lose life), then swap.
 */
export function autoMove(seen: JewelState, look: LookAhead, pace: number, seed: number): JewelMove {
  if (seen.idle < pace) return { kind: 'tick', ticks: Math.min(MAX_TICKS, pace - seen.idle) };
  return bestSwap(seen, look, seed)?.move ?? { kind: 'tick', ticks: 1 };
}
