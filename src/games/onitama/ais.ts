import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { AiPlayer } from '../descriptor.ts';
import { legalMoves, type OnitamaMove, type OnitamaState } from './rules.ts';
import { type Chromosome, parseChromosome } from './seed/heuristic.ts';
import { MAX_SEED_DEPTH, SEED_ALGOS, type SeedAlgo, seedSearch } from './seed/search.ts';

export type OnitamaAi = AiPlayer<OnitamaState, OnitamaMove>;

const ALGO_LABEL: Readonly<Record<SeedAlgo, string>> = {
  alphabeta: 'alpha-beta',
  minimax: 'minimax',
};

function randomMove(state: OnitamaState, rng: Rng): OnitamaMove {
  const moves = legalMoves(state);
  if (moves.length === 0) throw new RangeError('the game is over: there is no move to choose');
  return rng.pick(moves);
}

export const randomPlayer: OnitamaAi = { id: 'random', label: 'Random', choose: randomMove };

/**
 * The seed project's player: its search and evaluation, with the seed's learned card values
 * unless another chromosome is given (say one from `games onitama learn`).
 */
export function seedPlayer(algo: SeedAlgo, depth: number, chromosome?: Chromosome): OnitamaAi {
  const options = chromosome ? { algo, depth, chromosome } : { algo, depth };
  return {
    id: `seed-${algo}:${depth}${chromosome ? `:${chromosome.join(',')}` : ''}`,
    label: `Seed ${ALGO_LABEL[algo]}, depth ${depth}${chromosome ? `, cards ${chromosome.join(',')}` : ''}`,
    choose: (state) => seedSearch(state, options).move,
  };
}

export const ais: readonly OnitamaAi[] = [
  randomPlayer,
  ...[2, 3, 4, 5].map((depth) => seedPlayer('alphabeta', depth)),
  seedPlayer('minimax', 3),
];

/** `random`, `seed-alphabeta:3`, `seed-minimax:4`, or with card values `seed-alphabeta:3:4,4,1,2,3`. */
export function parsePlayer(text: string): Result<OnitamaAi> {
  const trimmed = text.trim();
  if (trimmed === 'random') return ok(randomPlayer);
  const m = /^seed-([a-z]+):(\d{1,2})(?::(.+))?$/.exec(trimmed);
  const algo = m?.[1] as SeedAlgo | undefined;
  if (!m || !algo || !SEED_ALGOS.includes(algo)) {
    return err(
      `player "${text}": expected random, seed-alphabeta:<depth> or seed-minimax:<depth>, optionally :<chromosome>`,
    );
  }
  const depth = Number(m[2]);
  if (depth < 1 || depth > MAX_SEED_DEPTH) {
    return err(`player "${text}": the depth is 1 to ${MAX_SEED_DEPTH}`);
  }
  if (m[3] === undefined) return ok(seedPlayer(algo, depth));
  const chromosome = parseChromosome(m[3]);
  return chromosome.ok
    ? ok(seedPlayer(algo, depth, chromosome.value))
    : err(`player "${text}": ${chromosome.error}`);
}
