import type { AiInfo } from '../../core/ai.ts';

/** Gobblet's computer players by name, for the seat picker; ais.ts has their code. */
export const AI_NAMES: readonly AiInfo[] = [
  { id: 'plt-ok', label: 'PLT Ok (think time from the settings)' },
  { id: 'plt-smart', label: 'PLT Smart: perfect as Red on 3×3 (think time from the settings)' },
  { id: 'plt-ok:1000', label: 'PLT Ok, 1 s a move' },
  { id: 'plt-ok:3000', label: 'PLT Ok, 3 s a move' },
  { id: 'plt-smart:3000', label: 'PLT Smart, 3 s a move' },
  { id: 'engine-depth:1', label: 'Engine, beginner (1 ply)' },
  { id: 'engine-depth:3', label: 'Engine, club (3 plies)' },
  { id: 'engine', label: 'Engine, strongest (think time from the settings)' },
  { id: 'engine:1000', label: 'Engine, 1 s a move' },
  { id: 'engine:3000', label: 'Engine, 3 s a move' },
  { id: 'perfect', label: 'Perfect on 3×3 (the solver: fastest win, slowest loss)' },
  { id: 'random', label: 'Random' },
];
