import type { AiPlayer } from '../../core/ai.ts';
import type { TaskContext } from '../../core/task.ts';
import type { GameEngine } from '../descriptor.ts';
import { acesList, noPeekHint } from './hint.ts';
import { noPeekMove } from './nopeek.ts';
import { type AcesMove, type AcesObservation, type AcesState, aces } from './rules.ts';
import { DEFAULT_NODE_LIMIT, solveDeck } from './solver.ts';

/** What the end-of-game study says: whether the deal could have been won, and how. */
export interface AcesAnalysis {
  /** True: `line` wins it from the deal; false: no line does; null: the search was cut short. */
  readonly won: boolean | null;
  readonly line: readonly AcesMove[];
  readonly nodes: number;
}

const noPeek: AiPlayer<AcesObservation, AcesMove> = {
  id: 'nopeek',
  label: 'No-peek player',
  choose: (o) => noPeekMove(o),
};

/** Aces' computing half: the no-peek player (also the hint) and the full-knowledge solver. */
const engine: GameEngine<AcesState, AcesMove, AcesObservation, AcesAnalysis> = {
  rules: aces,
  ais: [noPeek],
  hint: noPeekHint,
  /** Run once the game is over, when the deck shows: the deal solved from its start. */
  analyze(o, context: TaskContext): AcesAnalysis {
    if (!o.deck) return { won: null, line: [], nodes: 0 };
    const solved = solveDeck(o.deck, { nodeLimit: DEFAULT_NODE_LIMIT, stopped: context.stopped });
    return { won: solved.won, line: solved.line, nodes: solved.nodes };
  },
  analysisList: acesList,
};

export default engine;
