import type { GameDescriptor } from '../descriptor.ts';
import { ais } from './ais.ts';
import { icon } from './icon.ts';
import { type ComparisonInput, runComparison } from './lab-tasks.ts';
import { formatMoves, parseMoves } from './move-list.ts';
import { type OnitamaMove, type OnitamaParams, type OnitamaState, onitama } from './rules.ts';

const descriptor: GameDescriptor<OnitamaState, OnitamaMove, OnitamaParams> = {
  rules: onitama,
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  view: () => import('./View.tsx').then((m) => m.OnitamaView),
  ais,
  cli: () => import('./cli.ts').then((m) => m.registerCommands),
  playerNames: ['Blue', 'Red'],
  urlMoves: { format: formatMoves, parse: parseMoves },
  tasks: { compare: (input, progress) => runComparison(input as ComparisonInput, progress) },
  lab: () => import('./Lab.tsx').then((m) => m.OnitamaLab),
};

export default descriptor;
