import type { AiInfo } from '../../core/ai.ts';
import { LEVELS, type Level } from './engine/levels.ts';

/** Onitama's computer players by name, for the seat picker; ais.ts has their code. */

const ALGO_LABEL = { alphabeta: 'alpha-beta', minimax: 'minimax' } as const;

export const levelInfo = (level: Level): AiInfo => ({
  id: `level:${level.id}`,
  label: `${level.name}: ${level.strength}${level.time === 'instant' ? '' : `, ${level.time} a move`}`,
});

export const seedInfo = (
  algo: keyof typeof ALGO_LABEL,
  depth: number,
  chromosome?: readonly number[],
): AiInfo => ({
  id: `seed-${algo}:${depth}${chromosome ? `:${chromosome.join(',')}` : ''}`,
  label: `Seed ${ALGO_LABEL[algo]}, depth ${depth}${chromosome ? `, cards ${chromosome.join(',')}` : ''}`,
});

export const RANDOM_INFO: AiInfo = { id: 'random', label: 'Random' };

/** The engine's levels weakest first, a random player, then the seed project's searches. */
export const AI_NAMES: readonly AiInfo[] = [
  ...LEVELS.map(levelInfo),
  RANDOM_INFO,
  ...[2, 3, 4, 5].map((depth) => seedInfo('alphabeta', depth)),
  seedInfo('minimax', 3),
];
