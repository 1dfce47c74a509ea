import type { AiInfo } from '../../core/ai.ts';

/** Rummy's computer players by name, for the seat picker; ais.ts has their code. */
export const AI_NAMES: readonly AiInfo[] = [
  { id: 'plt', label: "PLT's fairly smart player" },
  { id: 'outs', label: 'Outs (one draw ahead, remembers your pickups)' },
  { id: 'gin2', label: 'Gin2 (outs, but its discard by the exact chance of gin in two draws)' },
  {
    id: 'race',
    label:
      'Race (outs; its draw and best discards played out alone against deals of the unseen cards)',
  },
  {
    id: 'rollouts',
    label: 'Rollouts (outs; its tied discards tried against deals of your hidden cards)',
  },
];
