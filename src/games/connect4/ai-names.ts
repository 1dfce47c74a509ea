import type { AiInfo } from '../../core/ai.ts';

/** Connect 4's computer players by name, for the seat picker; ais.ts builds them from strategies.ts. */
export const NEGAMAX_DEPTHS = [2, 4, 6, 8] as const;

export const AI_NAMES: readonly AiInfo[] = [
  { id: 'random', label: 'Random' },
  { id: 'heuristic', label: 'Heuristic' },
  ...NEGAMAX_DEPTHS.map((depth) => ({ id: `negamax:${depth}`, label: `Negamax depth ${depth}` })),
  { id: 'perfect', label: 'Perfect (solver)' },
];
