import type { AiInfo } from '../../../src/core/ai.ts';

/** Draw Pile's computer players by name, for the seat picker; engine.ts has their code. */
export const AI_NAMES: readonly AiInfo[] = [
  { id: 'random', label: 'Random' },
  { id: 'greedy', label: 'Greedy (lowest playable card)' },
];
