import type { AiPlayer } from '../../core/ai.ts';
import { createRng } from '../../core/rng.ts';
import { ismcts } from '../../search/ismcts.ts';
import type { GameEngine } from '../descriptor.ts';
import { AI_NAMES, ISMCTS_LEVELS } from './ai-names.ts';
import { PLAYER_NAMES } from './info.ts';
import { memoryChoice, memoryDecision, ownHand } from './memory-player.ts';
import { movesOf } from './play.ts';
import { pltChoice } from './plt-player.ts';
import { type GoFishMove, type GoFishObservation, type GoFishState, goFish } from './rules.ts';

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

/** Go Fish's computing half: PLT's opponent and ours, each choosing from its observation. */
const engine: GameEngine<GoFishState, GoFishMove, GoFishObservation> = {
  rules: goFish,
  ais: [plt, memory, ...ISMCTS_LEVELS.map(ismctsAi)],
  /** The memory player's ask: where a card of your rank was seen, else a player not known to lack it. */
  hint(o) {
    if (o.viewer !== o.turn || ownHand(o).length === 0) return null;
    const { move, why } = memoryDecision(o, createRng(1), PLAYER_NAMES);
    return { moves: [move], why };
  },
};

export default engine;
