import type { AiPlayer } from '../../core/ai.ts';
import { ismcts } from '../../search/ismcts.ts';
import { AI_NAMES, ISMCTS_LEVELS } from './ai-names.ts';
import { memoryChoice, ownHand } from './memory-player.ts';
import { movesOf } from './play.ts';
import { pltChoice } from './plt-player.ts';
import { type GoFishMove, type GoFishObservation, goFish } from './rules.ts';

type GoFishAi = AiPlayer<GoFishObservation, GoFishMove>;

const labelOf = (id: string) => AI_NAMES.find((ai) => ai.id === id)?.label ?? id;

const plt: GoFishAi = {
  id: 'plt',
  label: labelOf('plt'),
  choose: (o, { rng }) => pltChoice(o, (n) => rng.int(0, n - 1)),
};

const memory: GoFishAi = {
  id: 'memory',
  label: labelOf('memory'),
  choose: (o, { rng }) => memoryChoice(o, rng),
};

/**
 * Information-set MCTS over deals that fit what the seat has seen (shown cards, the ranks a
 * player said "Go Fish" to). Forced moves (a draw, a pair to lay) are made without search.
 */
function ismctsAi(iterations: number): GoFishAi {
  const id = `ismcts:${iterations}`;
  return {
    id,
    label: labelOf(id),
    choose(o, context) {
      const [first, second] = movesOf(ownHand(o), o.turn, o.phase);
      if (first && (first.kind !== 'ask' || !second)) return first;
      return ismcts(goFish, o, { iterations }, context).move;
    },
  };
}

/** The players the seat picker names (ai-names.ts), for the engine. */
export const ais = [plt, memory, ...ISMCTS_LEVELS.map(ismctsAi)];
