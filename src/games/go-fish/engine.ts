import { createRng } from '../../core/rng.ts';
import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { PLAYER_NAMES } from './info.ts';
import { memoryDecision, ownHand } from './memory-player.ts';
import { type GoFishMove, type GoFishObservation, type GoFishState, goFish } from './rules.ts';

/** Go Fish's computing half: PLT's opponent and ours, each choosing from its observation. */
const engine: GameEngine<GoFishState, GoFishMove, GoFishObservation> = {
  rules: goFish,
  ais,
  /** The memory player's ask: where a card of your rank was seen, else a player not known to lack it. */
  hint(o) {
    if (o.viewer !== o.turn || ownHand(o).length === 0) return null;
    const { move, why } = memoryDecision(o, createRng(1), PLAYER_NAMES);
    return { moves: [move], why };
  },
};

export default engine;
