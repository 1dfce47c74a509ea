import * as z from 'zod';
import { excerpt } from './excerpt.ts';
import type { AnyGame } from './game.ts';
import { lazy } from './lazy.ts';
import { type ParamValue, type ParamValues, paramsToText, parseParams } from './params.ts';
import { err, ok, type Result } from './result.ts';

/**
 * Game strings name a game and its parameters in one token, as OpenSpiel does:
 * `lights-out(size=5,board=random)`. The same string works in the CLI, in tests and in records.
 */
const gameStringSchema = lazy(() =>
  z
    .string()
    .trim()
    .regex(
      /^[a-z][a-z0-9-]*(\(([a-z][a-z0-9-]*=[^,()=\s]+(,[a-z][a-z0-9-]*=[^,()=\s]+)*)?\))?$/,
      'expected id or id(name=value,...), e.g. lights-out(size=5)',
    ),
);

export interface GameStringParts {
  id: string;
  params: Record<string, string>;
}

export function splitGameString(text: string): Result<GameStringParts> {
  const parsed = gameStringSchema().safeParse(text);
  if (!parsed.success) {
    return err(`game string ${excerpt(text)}: ${parsed.error.issues[0]?.message}`);
  }
  const open = parsed.data.indexOf('(');
  if (open < 0) return ok({ id: parsed.data, params: {} });
  const id = parsed.data.slice(0, open);
  const body = parsed.data.slice(open + 1, -1);
  // A Map, not an object: a parameter named `constructor` is not already there.
  const params = new Map<string, string>();
  for (const pair of body ? body.split(',') : []) {
    const [name, value] = pair.split('=') as [string, string];
    if (params.has(name)) {
      return err(`game string ${excerpt(text)}: parameter ${excerpt(name)} given twice`);
    }
    params.set(name, value);
  }
  return ok({ id, params: Object.fromEntries(params) });
}

/** Validates params against the game, including the checks that concern several of them. */
export function checkedParams(
  game: AnyGame,
  raw: Readonly<Record<string, string>>,
): Result<Record<string, ParamValue>> {
  const parsed = parseParams(game.params, raw);
  if (!parsed.ok) return parsed;
  const clash = game.checkParams?.(parsed.value);
  return clash ? err(clash) : parsed;
}

export function parseGameString(
  text: string,
  games: readonly AnyGame[],
): Result<{ game: AnyGame; params: Record<string, ParamValue> }> {
  const parts = splitGameString(text);
  if (!parts.ok) return parts;
  const game = games.find((g) => g.id === parts.value.id);
  if (!game) return err(`unknown game ${excerpt(parts.value.id)}`);
  const params = checkedParams(game, parts.value.params);
  return params.ok ? ok({ game, params: params.value }) : err(`${game.id}: ${params.error}`);
}

export function formatGameString(game: AnyGame, params: ParamValues): string {
  const pairs = Object.entries(paramsToText(game.params, params)).map(([k, v]) => `${k}=${v}`);
  return pairs.length ? `${game.id}(${pairs.join(',')})` : game.id;
}
