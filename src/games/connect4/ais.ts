import type { AiPlayer } from '../../core/ai.ts';
import { unwrap } from '../../core/result.ts';
import { AI_NAMES } from './ai-names.ts';
import type { Connect4State } from './rules.ts';
import { parseStrategy, strategyPlayer } from './strategies.ts';

/** The players the seat picker names (ai-names.ts), each the strategy its id spells. */
export const ais: readonly AiPlayer<Connect4State, number>[] = AI_NAMES.map((info) => ({
  ...unwrap(strategyPlayer(unwrap(parseStrategy(info.id)))),
  ...info,
}));
