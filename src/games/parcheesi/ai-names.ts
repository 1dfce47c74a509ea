import type { AiInfo } from '../../core/ai.ts';

/** Parcheesi's computer players by name, for the seat picker; ais.ts lists them (the PLT players in players.ts). */
export const AI_NAMES: readonly AiInfo[] = [
  { id: 'grace', label: 'Amazing Grace (PLT)' },
  { id: 'polly', label: 'Polite Polly (PLT)' },
  { id: 'renee', label: 'Reckless Renee (PLT)' },
  { id: 'lookahead', label: 'Lookahead (rolls ahead)' },
  { id: 'rollouts', label: 'Monte Carlo (plays Grace out)' },
  { id: 'random', label: 'Random Ron' },
];
