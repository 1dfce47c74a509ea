import type { GameDescriptor } from '../descriptor.ts';
import { ais } from './ais.ts';
import { analyzePosition } from './analysis.ts';
import { search } from './engine/search.ts';
import { icon } from './icon.ts';
import { type ComparisonInput, runComparison } from './lab-tasks.ts';
import { formatMoves, parseMoves } from './move-list.ts';
import {
  isOver,
  type OnitamaMove,
  type OnitamaParams,
  type OnitamaState,
  onitama,
} from './rules.ts';

/** About a second of search in the browser: between the Expert and Master levels. */
const HINT_NODES = 2_000_000;

const descriptor: GameDescriptor<OnitamaState, OnitamaMove, OnitamaParams> = {
  rules: onitama,
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  view: () => import('./View.tsx').then((m) => m.OnitamaView),
  ais,
  /** The engine's best move; none once the game is over. */
  hint: (state) => (isOver(state) ? [] : [search(state, { nodes: HINT_NODES }).move]),
  analyze: analyzePosition,
  cli: () => import('./cli.ts').then((m) => m.registerCommands),
  playerNames: ['Blue', 'Red'],
  urlMoves: { format: formatMoves, parse: parseMoves },
  tasks: { compare: (input, progress) => runComparison(input as ComparisonInput, progress) },
  lab: () => import('./Lab.tsx').then((m) => m.OnitamaLab),
};

export default descriptor;
