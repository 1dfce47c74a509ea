import type { AiInfo } from '../../core/ai.ts';
import { LEVELS } from './engine/levels.ts';

/** Checkers' computer players by name, for the seat picker; ais.ts has their code. */
export const AI_NAMES: readonly AiInfo[] = [
  { id: 'random', label: 'Random' },
  ...LEVELS.map((l) => ({ id: `level:${l.id}`, label: `${l.name} (${l.time})` })),
];

/** The level the computer seat starts at. */
export const DEFAULT_AI = 'level:club';
