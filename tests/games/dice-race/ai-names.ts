import type { AiInfo } from '../../../src/core/ai.ts';

/** Dice Race's computer players by name, for the seat picker; engine.ts has their code. */
export const AI_NAMES: readonly AiInfo[] = [
  { id: 'random', label: 'Random' },
  { id: 'cautious', label: 'Cautious (stops at 8 a turn)' },
];
