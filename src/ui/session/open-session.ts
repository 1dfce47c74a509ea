import { excerpt } from '../../core/excerpt.ts';
import type { Game } from '../../core/game.ts';
import {
  currentState,
  type History,
  movesPlayed,
  pushMove,
  startHistory,
} from '../../core/history.ts';
import { defaultParams, paramsToText, readParams } from '../../core/params.ts';
import { readRecord, replayMoves } from '../../core/record.ts';
import { parseSeed } from '../../core/rng.ts';
import type { GameDescriptor } from '../../games/descriptor.ts';
import { gameQuery } from './game-url.ts';
import { savedPlayedMs } from './play-clock.ts';
import { readSeats } from './seats.ts';
import { Session, type SessionDeps } from './session.ts';

/**
 * Opens the game a URL asks for. With no parameters and no seed it resumes the game last played;
 * otherwise it resumes the save for exactly those parameters and seed (and moves, for games
 * whose URL carries them), or starts that game with the seats chosen last time. Bad URL values
 * are named in a notice and replaced by defaults, never a blank page; a save that cannot be
 * restored is set aside (not deleted) and named too, and a store that cannot be read is named
 * and opens nothing. The position is dealt in the engine worker.
 */
export async function openSession<S, M>(
  descriptor: GameDescriptor<S, M>,
  rules: Game<S, M>,
  query: Readonly<Record<string, string>>,
  deps: SessionDeps,
  /** What the page already has to say about the address, shown before the session's own. */
  given: readonly string[] = [],
): Promise<Session<S, M>> {
  const { moveList } = rules;
  const { ais = [], seats: seatSpecs } = descriptor;
  const notices: string[] = [...given];
  const { seed: seedText, ...rest } = query;
  const { moves: movesText, ...paramsText } = rest;
  const rawParams = moveList ? paramsText : rest;
  const deal = (params: Readonly<Record<string, string>>, seed: number) =>
    deps.engine.run(rules.id, 'setup', { params, seed }) as Promise<S>;
  const playersOf = (params: Readonly<Record<string, string>>) =>
    rules.players(readParams(rules.params, params).values);

  /**
   * The save under `key`, unless it does not replay or shows other moves than the URL's. Any
   * failure to restore it (a bad record, a move the rules refuse, the deal or the rules
   * throwing) sets it aside with the reason, and the game opens without it.
   */
  const restore = async (key: string): Promise<Session<S, M> | number> => {
    // A `last` entry that names another game's save is not this game's to judge.
    if (!key.startsWith(`${rules.id}?`)) return 0;
    const saved = await loadOrSay(key);
    if (saved === undefined) return 0;
    try {
      const record = readRecord(rules, saved.data);
      if (!record.ok) throw new Error(record.error);
      const { params, seed } = record.value;
      const replay = replayMoves<S, M>(rules, record.value, await deal(params, seed));
      if (!replay.ok) throw new Error(replay.error);
      if (moveList && movesText !== undefined) {
        // A link to other moves: its first save finds this one and keeps it unless it holds it.
        if (moveList.format(movesPlayed(replay.value)) !== movesText) return 0;
      }
      const seats = readSeats(saved.data, playersOf(params), ais, seatSpecs);
      return new Session(
        descriptor,
        rules,
        params,
        seed,
        replay.value,
        deps,
        notices,
        seats,
        saved.revision,
        savedPlayedMs(saved.data),
      );
    } catch (e) {
      const reason = (e as Error).message;
      const kept = await deps.store.setAside(key, saved.data, reason).then(
        () => 'it was kept aside',
        (failed: Error) => `and could not be kept aside: ${failed.message}`,
      );
      notices.push(`Your saved game could not be restored (${reason}); ${kept}.`);
      // Kept aside (or said to be lost), so the new game's first save may replace it.
      return saved.revision;
    }
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

  const initial = await deal(params, seed);
  let history = startHistory<S, M>(initial);
  if (moveList && movesText) {
    const moves = moveList.parse(initial, movesText);
    if (!moves.ok) {
      notices.push(`URL: moves ${excerpt(movesText)}: ${moves.error}; showing the start.`);
    }
    for (const move of moves.ok ? moves.value : []) {
      history = pushMove(history, move, rules.play(currentState(history), move));
    }
  }
  const chosenLastTime = lastKey ? await loadOrSay(lastKey) : undefined;
  const seats = readSeats(chosenLastTime?.data, rules.players(values), ais, seatSpecs);
  return new Session(
    descriptor,
    rules,
    params,
    seed,
    history as History<S, M>,
    deps,
    notices,
    seats,
    resumed,
  );
}
