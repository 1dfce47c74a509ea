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
import { readSeats } from './seats.ts';
import { Session, type SessionDeps } from './session.ts';

/**
 * Opens the game a URL asks for. With no parameters and no seed it resumes the game last played;
 * otherwise it resumes the save for exactly those parameters and seed (and moves, for games
 * whose URL carries them), or starts that game with the seats chosen last time. Bad URL values
 * are named in a notice and replaced by defaults, never a blank page; a save that no longer
 * replays is set aside (not deleted) and named too. The position is dealt in the engine worker.
 */
export async function openSession<S, M>(
  descriptor: GameDescriptor<S, M>,
  rules: Game<S, M>,
  query: Readonly<Record<string, string>>,
  deps: SessionDeps,
): Promise<Session<S, M>> {
  const { moveList } = rules;
  const { ais = [], seats: seatSpecs } = descriptor;
  const notices: string[] = [];
  const { seed: seedText, ...rest } = query;
  const { moves: movesText, ...paramsText } = rest;
  const rawParams = moveList ? paramsText : rest;
  const deal = (params: Readonly<Record<string, string>>, seed: number) =>
    deps.engine.run(rules.id, 'setup', { params, seed }) as Promise<S>;
  const playersOf = (params: Readonly<Record<string, string>>) =>
    rules.players(readParams(rules.params, params).values);

  /** The save under `key`, unless it does not replay or shows other moves than the URL's. */
  const restore = async (key: string): Promise<Session<S, M> | null> => {
    // A `last` entry that names another game's save is not this game's to judge.
    if (!key.startsWith(`${rules.id}?`)) return null;
    const data = await deps.store.load(key);
    if (data === undefined) return null;
    const record = readRecord(rules, data);
    const replay = record.ok
      ? replayMoves<S, M>(rules, record.value, await deal(record.value.params, record.value.seed))
      : record;
    if (!replay.ok || !record.ok) {
      const reason = replay.ok ? 'unreadable' : replay.error;
      await deps.store.quarantine(key, data, reason);
      notices.push(`Your saved game could not be restored (${reason}); it was kept aside.`);
      return null;
    }
    if (moveList && movesText !== undefined) {
      if (moveList.format(movesPlayed(replay.value)) !== movesText) return null;
    }
    const { params, seed } = record.value;
    const seats = readSeats(data, playersOf(params), ais, seatSpecs);
    return new Session(descriptor, rules, params, seed, replay.value, deps, notices, seats);
  };

  const lastKey = await deps.store.lastKey(rules.id);
  if (seedText === undefined && Object.keys(rest).length === 0 && lastKey) {
    const resumed = await restore(lastKey);
    if (resumed) return resumed;
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
  if (resumed) return resumed;

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
  const chosenLastTime = lastKey ? await deps.store.load(lastKey) : undefined;
  const seats = readSeats(chosenLastTime, rules.players(values), ais, seatSpecs);
  return new Session(
    descriptor,
    rules,
    params,
    seed,
    history as History<S, M>,
    deps,
    notices,
    seats,
  );
}
