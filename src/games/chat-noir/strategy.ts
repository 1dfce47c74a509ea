import { popcount } from './board.ts';
import { cells } from './rules.ts';

/**
 * The strategy behind a trap the solver proved, kept so that the hints that follow keep to it:
 * for every position it can lead to (whatever equally good steps the cat draws), the block it
 * plays and the blocks it takes at most from there. Those counts only fall along the way, by one
 * a block at least, so a player who follows its blocks traps the cat within the count named
 * first. A fresh search from a later position would find a proof of its own, whose count may be
 * larger (11×11 seed 1: 24 named at the start, 26 taken following fresh hints).
 *
 * Most positions are listed one by one (the search's proof, its ladders and its walls played
 * out). A wall the race closes in a fixed order whatever the cat does (race.ts) is kept whole
 * instead: the cat's ways to walk up to it are too many to list.
 */

/** A block of the strategy, and the blocks it takes at most from its position, this one included. */
export interface Step {
  readonly block: number;
  readonly blocks: number;
}

/** A wall closed in order from a position (race.ts): the i-th block its i-th circle. */
interface Wall {
  /** The position's blocked circles (a bitset over the board's indices). */
  readonly bits: Int32Array;
  readonly wall: readonly number[];
  /** The cat's steps from its circle there to every circle (≥ the wall's length where none). */
  readonly fromCat: Int32Array;
}

/** The blocked circles of a board as a bitset over its indices (`blocked[i]` true or 1). */
export function bitsOf(size: number, blocked: ArrayLike<boolean | number>): Int32Array {
  const bits = new Int32Array(Math.ceil((size * size) / 32));
  for (const c of cells(size))
    if (blocked[c]) bits[c >> 5] = (bits[c >> 5] as number) | (1 << (c & 31));
  return bits;
}

const keyOf = (bits: Int32Array, cat: number) => `${cat}:${bits.join(',')}`;

export class Strategy {
  private readonly steps = new Map<string, Step>();
  private readonly walls: Wall[] = [];

  constructor(readonly size: number) {}

  /** Positions listed one by one. */
  get positions(): number {
    return this.steps.size;
  }

  /**
   * The strategy's step at a position (the player to block), its blocked circles in `bits`. A
   * position two parts of the proof reach keeps the step with the smaller count: its positions
   * are listed too, and a count kept never rises.
   */
  add(bits: Int32Array, cat: number, step: Step): void {
    const key = keyOf(bits, cat);
    const known = this.steps.get(key);
    if (!known || step.blocks < known.blocks) this.steps.set(key, step);
  }

  /** A wall the strategy closes in order from a position, whatever the cat does. */
  addWall(bits: Int32Array, wall: readonly number[], fromCat: Int32Array): void {
    this.walls.push({ bits: bits.slice(), wall, fromCat });
  }

  /** The step at `state` (the player to block), or null when the strategy does not lead there. */
  at(state: {
    readonly size: number;
    readonly blocked: readonly boolean[];
    readonly cat: number;
  }): Step | null {
    if (state.size !== this.size) return null;
    const bits = bitsOf(this.size, state.blocked);
    const listed = this.steps.get(keyOf(bits, state.cat)) ?? null;
    const walled = this.onWall(bits, state.cat);
    return walled && (!listed || walled.blocks < listed.blocks) ? walled : listed;
  }

  /**
   * A position some wall leads to: its first i circles blocked since, and nothing else, and the
   * cat no further than i steps from where it stood (it stepped once a block). Then its next
   * circles are still more steps away than blocks are left before them (race.ts), so closing
   * them in order still wins, in as many blocks as are left.
   */
  private onWall(bits: Int32Array, cat: number): Step | null {
    let best: Step | null = null;
    for (const { bits: from, wall, fromCat } of this.walls) {
      let added = 0;
      let outside = false;
      for (let w = 0; w < bits.length && !outside; w++) {
        const was = from[w] as number;
        const now = bits[w] as number;
        if ((was & ~now) !== 0) outside = true;
        added += popcount(now & ~was);
      }
      if (outside || added >= wall.length || (fromCat[cat] as number) > added) continue;
      const prefix = wall.slice(0, added);
      const blocks = wall.length - added;
      if (best && best.blocks <= blocks) continue;
      if (prefix.every((c) => ((bits[c >> 5] as number) & (1 << (c & 31))) !== 0)) {
        best = { block: wall[added] as number, blocks };
      }
    }
    return best;
  }
}
