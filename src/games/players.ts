import type { AiPlayer } from '../core/ai.ts';
import { excerpt } from '../core/excerpt.ts';
import { err, ok, type Result } from '../core/result.ts';
import { genericForms } from '../search/generic-ais.ts';
import { genericPlayer } from '../search/generic-players.ts';
import type { AnyEngine } from './descriptor.ts';

/**
 * Where every caller turns a computer player's id into the player: the game's own players
 * first, so an own player with a generic id (Go Fish's `ismcts:200`) plays under it, then the
 * generic players of src/search that the game's flags allow. Heavy: it loads the searches, so
 * only the engine worker, the CLI and the benches import it.
 */

/** The player `id` of `engine`'s game; with `players`, a generic one is checked against it too. */
export function findPlayer(
  engine: AnyEngine,
  id: string,
  players?: number,
): Result<AiPlayer<unknown, unknown>> {
  const ownPlayer = engine.ais.find((a) => a.id === id);
  if (ownPlayer) return ok(ownPlayer);
  const genericOne = genericPlayer(engine.rules, id, players);
  if (genericOne) return genericOne;
  const ids = engine.ais.map((a) => a.id);
  const own = ids.join(', ') || 'none';
  const generic = genericForms(engine.rules, players)
    .filter((form) => !ids.includes(form))
    .join(', ');
  return err(
    `${engine.rules.id} has no computer player ${excerpt(id)} (its own: ${own}; generic: ${generic})`,
  );
}

/**
 * The player `id` of `engine`'s game, its own or a generic one (checked against `players` seats
 * when given); undefined if there is none.
 */
export function resolvePlayer(
  engine: AnyEngine,
  id: string,
  players?: number,
): AiPlayer<unknown, unknown> | undefined {
  const found = findPlayer(engine, id, players);
  return found.ok ? found.value : undefined;
}
