import type { AiInfo } from '../../core/ai.ts';

/** The determinized search's levels, by iterations (deals played out) per move. */
export const SEARCH_LEVELS = [200, 1000, 4000] as const;

/** The table search's levels (table-search.ts), by deals per move: cheap enough for more. */
export const TABLE_LEVELS = [1000, 4000] as const;

/** Crazy 8s' computer players by name, for the seat picker; ais.ts has their code. */
export const AI_NAMES: readonly AiInfo[] = [
  { id: 'plt', label: "PLT's opponent" },
  ...SEARCH_LEVELS.map((n) => ({
    id: `ismcts:${n}`,
    label: `Determinized search, ${n} deals (card memory)`,
  })),
  { id: 'heuristic', label: 'Heuristic: eights last, the suit the next player lacks' },
  ...TABLE_LEVELS.map((n) => ({
    id: `mc:${n}`,
    label: `Fast determinized search, ${n} deals (card memory)`,
  })),
];
