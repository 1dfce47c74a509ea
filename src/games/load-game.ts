import type { AiPlayer } from '../core/ai.ts';
import type { AnyGame } from '../core/game.ts';
import { checkedParams, formatGameString, splitGameString } from '../core/game-string.ts';
import type { ParamValue } from '../core/params.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { AnyEngine, AnyGameDescriptor } from './descriptor.ts';
import { findPlayer } from './players.ts';
import { findGame } from './registry.ts';

/** A game named by a game string, with its rules and engine loaded and its params checked. */
export interface LoadedGame {
  readonly descriptor: AnyGameDescriptor;
  readonly rules: AnyGame;
  readonly engine: AnyEngine;
  readonly params: Readonly<Record<string, ParamValue>>;
  /** The game string in canonical form: every parameter, in the game's order. */
  readonly gameString: string;
  /** How many seats these params give. */
  readonly players: number;
}

/**
 * Loads the one game that `text` names (`draw-pile(players=3)`): the CLI's generic commands and
 * their worker threads resolve games here, so nothing else of the registry loads.
 */
export async function loadGame(text: string): Promise<Result<LoadedGame>> {
  const parts = splitGameString(text);
  if (!parts.ok) return parts;
  let descriptor: AnyGameDescriptor;
  try {
    descriptor = findGame(parts.value.id);
  } catch (e) {
    return err((e as Error).message);
  }
  const [rules, engine] = await Promise.all([descriptor.rules(), descriptor.engine()]);
  const params = checkedParams(rules, parts.value.params);
  if (!params.ok) return err(`${rules.id}: ${params.error}`);
  return ok({
    descriptor,
    rules,
    engine,
    params: params.value,
    gameString: formatGameString(rules, params.value),
    players: rules.players(params.value),
  });
}

/**
 * The game's computer player called `id`, its own or a generic one its flags and seat count
 * allow (players.ts), or an error naming the ones it has.
 */
export const findAi = (game: LoadedGame, id: string): Result<AiPlayer<unknown, unknown>> =>
  findPlayer(game.engine, id, game.players);
