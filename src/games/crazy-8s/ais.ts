import type { AiPlayer } from '../../core/ai.ts';
import { AI_NAMES, SEARCH_LEVELS, TABLE_LEVELS } from './ai-names.ts';
import { heuristicMove } from './hint.ts';
import { pltChoice } from './plt.ts';
import { targetOf } from './rules.ts';
import { search } from './search.ts';
import type { Crazy8sMove, Crazy8sObservation } from './state.ts';
import { tableSearch } from './table-search.ts';

type Crazy8sAi = AiPlayer<Crazy8sObservation, Crazy8sMove>;

const labelOf = (id: string) => AI_NAMES.find((ai) => ai.id === id)?.label ?? id;

/** PLT's opponent, from its own hand, the top card and the size of the stock. */
const plt: Crazy8sAi = {
  id: 'plt',
  label: labelOf('plt'),
  choose(o) {
    const hand = o.hands[o.turn];
    if (typeof hand !== 'number' && hand !== undefined && hand.length > 0) {
      const stock = typeof o.stock === 'number' ? o.stock : o.stock.length;
      return pltChoice(hand, targetOf(o), stock);
    }
    throw new Error("Crazy 8s: PLT's player asked to move without its hand");
  },
};

const searchers: Crazy8sAi[] = SEARCH_LEVELS.map((iterations) => ({
  id: `ismcts:${iterations}`,
  label: labelOf(`ismcts:${iterations}`),
  choose: (o, context) => search(o, { iterations }, context).move,
}));

/** Our heuristic (smart.ts) on the table of what the seat sees: also the hint. */
const heuristic: Crazy8sAi = {
  id: 'heuristic',
  label: labelOf('heuristic'),
  choose: (o) => heuristicMove(o),
};

const tableSearchers: Crazy8sAi[] = TABLE_LEVELS.map((iterations) => ({
  id: `mc:${iterations}`,
  label: labelOf(`mc:${iterations}`),
  choose: (o, context) => tableSearch(o, { iterations }, context).move,
}));

/** The players the seat picker names (ai-names.ts), for the engine. */
export const ais = [plt, ...searchers, heuristic, ...tableSearchers];
