import type { GameDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';
import { type MinesParams, minesInfo } from './info.ts';
import type { MinesMove, MinesState, MinesView } from './rules.ts';

/**
 * One player. The mines are hidden: the view, the hint and the automatic player get the
 * player's observation only. Undo is free, as the brief asks of PLT's puzzles (taking back the
 * click that hit a mine is the player's own business; the mines stay where they were).
 */
const descriptor: GameDescriptor<MinesState, MinesMove, MinesParams, MinesView> = {
  kind: 'game',
  info: minesInfo,
  tagline: 'Clear the field without setting off a single mine',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.mines),
  view: () => import('./View.tsx').then((m) => m.MinesBoardView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: [{ id: 'probability', label: 'Probability player' }],
  hint: true,
  // The exact mine probability of every covered cell, drawn over the board.
  analysis: 'toggle',
};

export default descriptor;
