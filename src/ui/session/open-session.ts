import type { Game } from '../../core/game.ts';
import { defaultParams, type ParamValues, paramsToText, readParams } from '../../core/params.ts';
import { readRecord } from '../../core/record.ts';
import type { Result } from '../../core/result.ts';
import { parseSeed } from '../../core/rng.ts';
import type { GameDescriptor } from '../../games/descriptor.ts';
import { seatPlayers } from '../../games/seat-players.ts';
import type { OpenRequest } from '../../table/open-table.ts';
import { readSeats, type Seat } from '../../table/seats.ts';
import type { TableEvent, TableTerms } from '../../workers/table-api.ts';
import { gameQuery } from './game-url.ts';
import { savedPlayedMs } from './play-clock.ts';
import { Session, type SessionDeps } from './session.ts';

type Descriptor<M, O> = GameDescriptor<unknown, M, ParamValues, O>;

/** What the table is told of the game besides the request: its descriptor's rules of play. */
function termsOf(descriptor: Descriptor<unknown, unknown>, players: number): TableTerms {
  const fixed = Array.from({ length: players }, (_, p) => descriptor.seats?.[p]?.fixed === true);
  return {
    fixed,
    ...(descriptor.undo && { undo: descriptor.undo }),
    ...(descriptor.undoWhy && { undoWhy: descriptor.undoWhy }),
  };
}

interface Opened<M, O> {
  readonly session: Session<M, O>;
  /** The moves of the line in the game's move-list notation, for games that have one. */
  readonly moveList: string | undefined;
}

/**
 * Opens a table for the session and the session on its first view. Events that arrive before the
 * session exists are handed to it once it does.
 */
async function openOn<M, O>(
  descriptor: Descriptor<M, O>,
  rules: Game<unknown, M, ParamValues, O>,
  deps: SessionDeps,
  request: OpenRequest,
  start: { notices: readonly string[]; revision: number; playedMs: number },
  players: number,
): Promise<Result<Opened<M, O>>> {
  let session: Session<M, O> | null = null;
  const early: TableEvent<O, M>[] = [];
  const listener = (event: TableEvent<O, M>) => (session ? session.hear(event) : early.push(event));
  const terms = termsOf(descriptor as Descriptor<unknown, unknown>, players);
  const opened = await deps.tables.open<O, M>(rules.id, request, terms, listener);
  if (!opened.ok) return opened;
  const { connection, view, notices } = opened.value;
  const { record } = view;
  const made = new Session<M, O>(
    descriptor,
    rules,
    {
      ...start,
      params: record.params,
      seed: record.seed,
      view,
      notices: [...start.notices, ...notices],
    },
    deps,
  );
  made.attach(connection);
  session = made;
  for (const event of early) made.hear(event);
  return { ok: true, value: { session: made, moveList: view.moveList } };
}

/**
 * Opens the game a URL asks for. With no parameters and no seed it resumes the game last played;
 * otherwise it resumes the save for exactly those parameters and seed (and moves, for games
 * whose URL carries them), or starts that game with the seats chosen last time. Bad URL values
 * are named in a notice and replaced by defaults, never a blank page; a save that cannot be
 * restored is set aside (not deleted) and named too, and a store that cannot be read is named
 * and opens nothing. The game is dealt and replayed by its table, in the play worker.
 */
export async function openSession<M, O>(
  descriptor: Descriptor<M, O>,
  rules: Game<unknown, M, ParamValues, O>,
  query: Readonly<Record<string, string>>,
  deps: SessionDeps,
  routeNotices: readonly string[] = [],
): Promise<Session<M, O>> {
  const { moveList } = rules;
  const { seats: seatSpecs } = descriptor;
  const notices: string[] = [...routeNotices];
  const { seed: seedText, ...rest } = query;
  const { moves: movesText, ...paramsText } = rest;
  const rawParams = moveList ? paramsText : rest;
  const playersOf = (params: Readonly<Record<string, string>>) =>
    rules.players(readParams(rules.params, params).values);
  const seatsOf = (data: unknown, players: number): Seat[] =>
    readSeats(data, players, seatPlayers(descriptor, players), seatSpecs);

  /** Sets a save aside with its reason, and says so; its revision, for the next save to replace. */
  const setAside = async (key: string, data: unknown, revision: number, reason: string) => {
    const kept = await deps.store.setAside(key, data, reason).then(
      () => 'it was kept aside',
      (failed: Error) => `and could not be kept aside: ${failed.message}`,
    );
    notices.push(`Your saved game could not be restored (${reason}); ${kept}.`);
    return revision;
  };

  /**
   * The save under `key`, unless it does not replay or shows other moves than the URL's. Any
   * failure to restore it (a bad record, a move the rules refuse) sets it aside with the reason,
   * and the game opens without it.
   */
  const restore = async (key: string): Promise<Session<M, O> | number> => {
    // A `last` entry that names another game's save is not this game's to judge.
    if (!key.startsWith(`${rules.id}?`)) return 0;
    const saved = await loadOrSay(key);
    if (saved === undefined) return 0;
    const record = readRecord(rules, saved.data);
    if (!record.ok) return setAside(key, saved.data, saved.revision, record.error);
    const players = playersOf(record.value.params);
    const request: OpenRequest = {
      kind: 'saved',
      record: saved.data,
      seats: seatsOf(saved.data, players),
    };
    const start = { notices, revision: saved.revision, playedMs: savedPlayedMs(saved.data) };
    const opened = await openOn(descriptor, rules, deps, request, start, players);
    if (!opened.ok) return setAside(key, saved.data, saved.revision, opened.error);
    if (moveList && movesText !== undefined && opened.value.moveList !== movesText) {
      // A link to other moves: its first save finds this one and keeps it unless it holds it.
      opened.value.session.dispose();
      return 0;
    }
    return opened.value.session;
  };

  /** Names a store that cannot be read, once; the game opens as if nothing were saved. */
  const unreadable = (e: Error) => {
    const notice = `Saved games could not be read: ${e.message}.`;
    if (!notices.includes(notice)) notices.push(notice);
    return undefined;
  };
  const loadOrSay = (key: string) => deps.store.load(key).catch(unreadable);

  const lastKey = await deps.store.lastKey(rules.id).catch(unreadable);
  if (seedText === undefined && Object.keys(rest).length === 0 && lastKey) {
    const resumed = await restore(lastKey);
    if (resumed instanceof Session) return resumed;
  }

  let { values, errors } = readParams(rules.params, rawParams);
  for (const e of errors) notices.push(`URL: ${e}; using the default.`);
  const clash = rules.checkParams?.(values);
  if (clash) {
    notices.push(`URL: ${clash}; using the default parameters.`);
    values = defaultParams(rules.params);
  }
  let seed = deps.freshSeed();
  if (seedText !== undefined) {
    const parsed = parseSeed(seedText);
    if (parsed.ok) seed = parsed.value;
    else notices.push(`URL: ${parsed.error}; using seed ${seed}.`);
  }
  const params = paramsToText(rules.params, values);
  const resumed = await restore(gameQuery(rules.id, params, seed));
  if (resumed instanceof Session) return resumed;

  const chosenLastTime = lastKey ? await loadOrSay(lastKey) : undefined;
  const players = rules.players(values);
  const request: OpenRequest = {
    kind: 'new',
    params,
    seed,
    seats: seatsOf(chosenLastTime?.data, players),
    ...(moveList && movesText && { moves: movesText }),
  };
  const start = { notices, revision: resumed, playedMs: 0 };
  const opened = await openOn(descriptor, rules, deps, request, start, players);
  if (!opened.ok) throw new Error(opened.error);
  return opened.value.session;
}
