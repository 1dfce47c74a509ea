import { excerpt } from '../../../core/excerpt.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { CARD_NAMES, cardIndex, SEED_CARDS } from '../cards.ts';
import type { Position } from './position.ts';

/** One value per card of the seed's set, in SEED_CARDS order: tiger, crab, horse, eel, frog. */
export type Chromosome = readonly number[];

/** Minimax.rkt's `chrom`, the result of the seed's genetic learning. */
export const SEED_CHROMOSOME: Chromosome = [4, 4, 1, 2, 3];

/** The GA's yardstick (Genetic.rkt's `standard`): no card is worth more than another. */
export const ZERO_CHROMOSOME: Chromosome = [0, 0, 0, 0, 0];

/** Each card's value by card index; cards outside the seed's five are worth 0. */
export function geneTable(chromosome: Chromosome): Int32Array {
  const genes = new Int32Array(CARD_NAMES.length);
  for (const [i, name] of SEED_CARDS.entries()) genes[cardIndex(name)] = chromosome[i] ?? 0;
  return genes;
}

/** `4,4,1,2,3`: five whole numbers, one per card of the seed's set. */
export function parseChromosome(text: string): Result<Chromosome> {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== SEED_CARDS.length || parts.some((p) => !/^-?\d{1,6}$/.test(p))) {
    return err(
      `chromosome ${excerpt(text)}: expected ${SEED_CARDS.length} whole numbers separated by commas, one per card (${SEED_CARDS.join(', ')}), e.g. 4,4,1,2,3`,
    );
  }
  return ok(parts.map(Number));
}

/**
 * Minimax.rkt's `heur`, from the side of the player to move at `ply`. Each piece is worth 10
 * less its distance from the middle row, less the lead in pieces for the side ahead and plus it
 * for the side behind, so trades help the leader. The cards add the chromosome's value of the
 * mover's first card and take away that of the other three: the opponent's two and the side card
 * (the seed's `take ... 1` and `list-tail ... 2`).
 */
export function heuristic(pos: Position, ply: number, genes: Int32Array): number {
  const mover = pos.moverAt(ply);
  const opponent = 1 - mover;
  const mine = pos.count[mover] as number;
  const theirs = pos.count[opponent] as number;
  const lead = mine - theirs;
  const cards = pos.cards;
  const at = ply * 5;
  return (
    mine * (10 - lead) -
    (pos.distance[mover] as number) -
    theirs * (10 + lead) +
    (pos.distance[opponent] as number) +
    (genes[cards[at] as number] as number) -
    (genes[cards[at + 2] as number] as number) -
    (genes[cards[at + 3] as number] as number) -
    (genes[cards[at + 4] as number] as number)
  );
}
