import { excerpt } from '../../core/excerpt.ts';
import type { GameInfo } from '../../core/game.ts';
import { ownEntry } from '../../core/own.ts';
import {
  defaultParams,
  type ParamValue,
  paramsToText,
  paramToText,
  readParam,
  unknownParam,
} from '../../core/params.ts';
import { parseSeed } from '../../core/rng.ts';
import { gameQuery } from './game-url.ts';

/** What a game's address asks for, put right, and what was put right, for the status line. */
export interface AddressQuery {
  query: Record<string, string>;
  notices: string[];
}

/** The route's side of it: the address's entries and what the route could not read. */
export interface RouteQuery {
  query: Readonly<Record<string, string>>;
  notices: readonly string[];
}

/**
 * Reads the parameters of a game's address as the game will be dealt, naming each value it
 * replaces and what it puts in its place: a bad value (by the default), an unknown parameter
 * (dropped), parameters that clash (the fewest put back to their defaults) and values the game
 * decides itself (`dealtParams`: Minesweeper's fixed boards). The query it returns names every
 * parameter, so the address written back says what is dealt; the seed and the moves are left
 * to the session, which names their replacements. An address with no parameters stays empty,
 * which resumes the game last played; one whose parameters were all dropped does not.
 *
 * `saved` says whether a save is kept under a key: an address that is a save's own, written
 * before the game named what it decides, opens that save as it is.
 */
export async function readAddress(
  info: GameInfo,
  carriesMoves: boolean,
  route: RouteQuery,
  saved: (key: string) => Promise<boolean>,
): Promise<AddressQuery> {
  const { seed, ...rest } = route.query;
  const { moves, ...withoutMoves } = rest;
  const given = carriesMoves ? withoutMoves : rest;
  const notices = [...route.notices];
  const left = {
    ...(seed !== undefined && { seed }),
    ...(carriesMoves && moves !== undefined && { moves }),
  };
  if (Object.keys(given).length === 0 && notices.length === 0)
    return { query: { ...route.query }, notices };

  const specs = info.params;
  const defaults = defaultParams(specs);
  let values: Record<string, ParamValue> = { ...defaults };
  /** The parameters whose value is the address's own. */
  const fromAddress = new Set<string>();
  /** The address's entries that could not be read, named once the values are settled. */
  const unread: { name: string; error: string }[] = [];
  for (const [name, text] of Object.entries(given)) {
    const spec = ownEntry(specs, name);
    const read = spec ? readParam(name, spec, text) : undefined;
    if (read?.ok) {
      values[name] = read.value;
      fromAddress.add(name);
    } else {
      unread.push({ name, error: read?.error ?? unknownParam(specs, name) });
    }
  }

  const later: string[] = [];
  const clash = info.checkParams?.(values);
  if (clash) {
    const settled = withoutClash(info, values, defaults);
    const reset = Object.keys(specs).filter((name) => settled[name] !== values[name]);
    for (const name of reset) fromAddress.delete(name);
    later.push(`URL: ${clash}; ${using(reset, settled, defaults)}.`);
    values = settled;
  }

  const dealt = info.dealtParams?.(values);
  if (dealt) {
    const overruled = [...fromAddress].filter(
      (name) => paramToText(dealt.params[name] ?? '') !== paramToText(values[name] ?? ''),
    );
    const parsedSeed = seed === undefined ? undefined : parseSeed(seed);
    const savedAsGiven =
      overruled.length > 0 &&
      parsedSeed?.ok === true &&
      (await saved(gameQuery(info.id, paramsToText(specs, values), parsedSeed.value)));
    if (overruled.length > 0 && !savedAsGiven) {
      const what = overruled.map((name) => `${name}=${excerpt(given[name] ?? '')}`).join(', ');
      later.push(`URL: ${what}: ${dealt.reason}; ${using(overruled, dealt.params)}.`);
    }
    if (!savedAsGiven) values = dealt.params;
  }

  for (const { name, error } of unread) {
    const spec = ownEntry(specs, name);
    notices.push(`URL: ${error}; ${spec ? using([name], values, defaults) : 'ignored'}.`);
  }
  return { query: { ...paramsToText(specs, values), ...left }, notices: [...notices, ...later] };
}

/**
 * The values with the fewest put back to their defaults to end a clash: one, the last declared
 * first (a puzzle's number before its set), else all of them.
 */
function withoutClash(
  info: GameInfo,
  values: Readonly<Record<string, ParamValue>>,
  defaults: Readonly<Record<string, ParamValue>>,
): Record<string, ParamValue> {
  const names = Object.keys(info.params).reverse();
  for (const name of names) {
    if (values[name] === defaults[name]) continue;
    const tried = { ...values, [name]: defaults[name] as ParamValue };
    if (!info.checkParams?.(tried)) return tried;
  }
  return { ...defaults };
}

/**
 * `using the default, puzzle=1`, `using the defaults, size=5, board=random`, or, for values
 * that are not the defaults, `using width=9, mines=10`.
 */
function using(
  names: readonly string[],
  values: Readonly<Record<string, ParamValue>>,
  defaults?: Readonly<Record<string, ParamValue>>,
): string {
  const list = names.map((name) => `${name}=${paramToText(values[name] ?? '')}`).join(', ');
  const byDefault =
    defaults !== undefined && names.every((name) => values[name] === defaults[name]);
  if (!byDefault) return `using ${list}`;
  return `using the default${names.length > 1 ? 's' : ''}, ${list}`;
}
