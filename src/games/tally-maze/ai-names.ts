import type { AiInfo } from '../../core/ai.ts';

/** The pumpkins' one computer player, for the seat list; ais.ts has its code. */
export const PUMPKIN_AI: AiInfo = { id: 'pumpkin', label: "PLT's pumpkin (chase or lie in wait)" };
