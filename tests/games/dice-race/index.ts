import type { GameDescriptor } from '../../../src/games/descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import { icon } from './icon.ts';
import { type DiceRaceParams, diceRaceInfo } from './info.ts';
import type { DiceRaceMove, DiceRaceState } from './rules.ts';

/** A test game, opened only by address: dice as chance nodes, and a seat fixed to an AI. */
const descriptor: GameDescriptor<DiceRaceState, DiceRaceMove, DiceRaceParams> = {
  kind: 'game',
  info: diceRaceInfo,
  tagline: 'A dice race for the tests',
  icon,
  listed: false,
  help: () => import('./help.md?raw').then((m) => m.default),
  rules: () => import('./rules.ts').then((m) => m.diceRace),
  view: () => import('./View.tsx').then((m) => m.DiceRaceView),
  engine: () => import('./engine.ts').then((m) => m.default),
  ais: AI_NAMES,
  // The house always plays cautiously: the seat picker does not offer seat 2.
  seats: [{}, { ai: 'cautious', fixed: true }, { ai: 'random' }, { ai: 'random' }],
  playerNames: ['Player 1', 'The house', 'Player 3', 'Player 4'],
  // Taking back a roll and choosing again would show what the die gives before choosing.
  undo: 'before-chance',
};

export default descriptor;
