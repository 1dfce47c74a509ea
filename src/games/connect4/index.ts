import type { GameDescriptor } from '../descriptor.ts';
import { columnValues } from './analysis.ts';
import { icon } from './icon.ts';
import {
  type Connect4Params,
  type Connect4State,
  connect4,
  movesToString,
  parseMoveString,
} from './rules.ts';
import { ais, selectPerfectAction } from './strategies.ts';

const descriptor: GameDescriptor<Connect4State, number, Connect4Params> = {
  rules: connect4,
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  view: () => import('./View.tsx').then((m) => m.Connect4View),
  ais,
  /** The perfect move: the fastest win, or the longest resistance. */
  hint: (state) => [selectPerfectAction(state)],
  analyze: columnValues,
  cli: () => import('./cli.ts').then((m) => m.registerCommands),
  playerNames: ['Red', 'Yellow'],
  urlMoves: { format: movesToString, parse: parseMoveString },
};

export default descriptor;
