import type { AiInfo } from '../core/ai.ts';
import { genericAis } from '../search/generic-ais.ts';
import type { AnyGameDescriptor } from './descriptor.ts';

/**
 * The computer players a seat may be given on the page: the game's own, then the generic
 * baselines its flags allow for this many players (random moves, MCTS or IS-MCTS, expectimax),
 * each named once. Light: names only; the table's worker builds the players (players.ts).
 */
export function seatPlayers(game: AnyGameDescriptor, players: number): AiInfo[] {
  const own = game.ais ?? [];
  const generic = genericAis(game.info, players).filter((g) => !own.some((a) => a.id === g.id));
  return [...own, ...generic];
}
