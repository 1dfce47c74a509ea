import type { AiPlayer } from '../core/ai.ts';
import type { AnyGame } from '../core/game.ts';
import { err, ok, type Result } from '../core/result.ts';
import { expectimaxPlayer } from './expectimax.ts';
import {
  type GenericSpec,
  genericId,
  genericLabel,
  genericRefusal,
  parseGenericId,
} from './generic-ais.ts';
import { ismctsPlayer } from './ismcts.ts';
import { mctsPlayer } from './mcts.ts';
import { randomPlayer } from './random.ts';

/**
 * The generic computer players themselves (their names are in generic-ais.ts), for any game
 * whose flags allow them. Every budget is counted in work, never in time, so a seed replays the
 * same move on any machine, and a move's work is bounded on every game:
 * - MCTS and IS-MCTS run their iterations, each playout cut at PLAYOUT_PLIES plies and then worth
 *   a neutral value (0 on the -1..1 scale of `returns`: see `rewardsFor`), so games that random
 *   play seldom ends (Lights Out, Slidey, Rummy) cost at most iterations × PLAYOUT_PLIES plies
 *   beyond the tree;
 * - expectimax deepens to its depth unless it has visited EXPECTIMAX_NODES positions, then plays
 *   its deepest completed iteration; positions it cannot see the end of are worth 0, neutral.
 */

/**
 * The longest playout: past Same's and the card games' random games (under 100 plies, see the
 * baselines), so most playouts still end; Parcheesi's and Memory's run longer and are cut.
 */
export const PLAYOUT_PLIES = 100;

/** Expectimax's budget: a fraction of a second on Dice Race at depth 8. */
export const EXPECTIMAX_NODES = 200_000;

function build(game: AnyGame, spec: GenericSpec): AiPlayer<unknown, unknown> {
  const named = { id: genericId(spec), label: genericLabel(spec) };
  const size = spec.size as number;
  const tree = { ...named, iterations: size, playoutPlies: PLAYOUT_PLIES };
  switch (spec.kind) {
    case 'random':
      return spec.size === undefined
        ? randomPlayer(game)
        : { ...randomPlayer(game, spec.size), ...named };
    case 'mcts':
      return mctsPlayer(game, tree);
    case 'ismcts':
      return ismctsPlayer(game, tree);
    case 'expectimax': {
      const player = expectimaxPlayer(game, { ...named, depth: size, maxNodes: EXPECTIMAX_NODES });
      return {
        ...player,
        choose(state, context) {
          // The seat count comes with the params: checked here, where the game is played.
          const refused = genericRefusal(spec, game, context.players);
          if (refused) throw new Error(refused);
          return player.choose(state, context);
        },
      };
    }
  }
}

/**
 * The generic player `id` for `game`: undefined when `id` names no generic player, an error
 * when it names one badly or one the game's flags rule out (or its seat count, when given).
 */
export function genericPlayer(
  game: AnyGame,
  id: string,
  players?: number,
): Result<AiPlayer<unknown, unknown>> | undefined {
  const spec = parseGenericId(id);
  if (!spec?.ok) return spec;
  const refused = genericRefusal(spec.value, game, players);
  return refused ? err(refused) : ok(build(game, spec.value));
}
