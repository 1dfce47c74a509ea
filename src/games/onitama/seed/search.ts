import { CARD_NAMES, type CardName } from '../cards.ts';
import { isOver, type OnitamaMove, type OnitamaState } from '../rules.ts';
import { alphaBeta } from './alphabeta.ts';
import { type Chromosome, geneTable, SEED_CHROMOSOME } from './heuristic.ts';
import { minimax } from './minimax.ts';
import { destAt, destEnd, destStart, Position } from './position.ts';

export const SEED_ALGOS = ['alphabeta', 'minimax'] as const;
export type SeedAlgo = (typeof SEED_ALGOS)[number];

/** Deep enough for any seed experiment; minimax at 7 already takes minutes. */
export const MAX_SEED_DEPTH = 9;

export interface SeedOptions {
  readonly algo: SeedAlgo;
  /** Plies, counting the root's move: the seed's `ai-depth`. */
  readonly depth: number;
  readonly chromosome?: Chromosome;
}

export interface SeedResult {
  readonly move: OnitamaMove;
  /** The chosen move's value for the player to move. */
  readonly score: number;
  /** Positions examined below the root: every call of `abp` or `mm`. */
  readonly nodes: number;
}

/** What the recursive searches share: the position they walk, the card values, the count. */
export interface SeedSearch {
  readonly pos: Position;
  readonly genes: Int32Array;
  nodes: number;
}

/**
 * Minimax.rkt's `abp-start` / `mm-start`: every root move is searched with a full window
 * (alpha-beta does not carry its bound from one root move to the next), and the first move with
 * the highest value wins, as Racket's `argmax` picks. The seed has no pass; here a root without
 * moves weighs the two passes the same way, while inside the tree a position without moves keeps
 * the seed's value (see `alphaBeta`, `minimax`).
 */
export function seedSearch(state: OnitamaState, options: SeedOptions): SeedResult {
  const { algo, depth } = options;
  if (!Number.isInteger(depth) || depth < 1 || depth > MAX_SEED_DEPTH) {
    throw new RangeError(`the seed search depth is 1 to ${MAX_SEED_DEPTH}, not ${depth}`);
  }
  if (isOver(state)) throw new RangeError('the game is over: there is no move to choose');
  const pos = new Position(state, depth + 1);
  const search: SeedSearch = {
    pos,
    genes: geneTable(options.chromosome ?? SEED_CHROMOSOME),
    nodes: 0,
  };
  const value = (): number =>
    algo === 'alphabeta'
      ? alphaBeta(search, 1, depth - 1, -Infinity, Infinity, -1)
      : minimax(search, 1, depth - 1, -1);
  const mover = pos.moverAt(0);
  let best: OnitamaMove | undefined;
  let bestScore = -Infinity;
  const consider = (move: OnitamaMove, score: number) => {
    if (best === undefined || score > bestScore) {
      best = move;
      bestScore = score;
    }
  };
  const cardName = (ci: number): CardName => CARD_NAMES[pos.cards[ci] as number] as CardName;
  for (let ci = 0; ci < 2; ci++) {
    const card = pos.cards[ci] as number;
    pos.passCard(0, ci);
    for (let from = 0; from < 25; from++) {
      if (!pos.owns(mover, from)) continue;
      for (let k = destStart(card, mover, from); k < destEnd(card, mover, from); k++) {
        const to = destAt(k);
        if (pos.owns(mover, to)) continue;
        const captured = pos.move(from, to);
        consider({ kind: 'move', card: cardName(ci), from, to }, value());
        pos.undo(from, to, captured);
      }
    }
  }
  if (best === undefined) {
    for (let ci = 0; ci < 2; ci++) {
      pos.passCard(0, ci);
      consider({ kind: 'pass', card: cardName(ci) }, value());
    }
  }
  // `+ 0` turns the -0 of a negated 0 into 0. The score can be ±Infinity, as the seed's can be
  // ±inf.0, when a position in the tree has no move.
  return { move: best as OnitamaMove, score: bestScore + 0, nodes: search.nodes };
}
