import type { AiInfo } from '../../core/ai.ts';

/** Iteration counts of our information-set MCTS levels. */
export const ISMCTS_LEVELS = [200, 1000] as const;

/** Go Fish's computer players by name, for the seat picker; ais.ts has their code. */
export const AI_NAMES: readonly AiInfo[] = [
  { id: 'plt', label: "PLT's opponent (random card, random target)" },
  { id: 'memory', label: 'Memory (asks where a card was seen)' },
  ...ISMCTS_LEVELS.map((n) => ({ id: `ismcts:${n}`, label: `IS-MCTS, ${n} deals` })),
];
