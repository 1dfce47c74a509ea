import { unwrap } from '../core/result.ts';
import { findAi, type LoadedGame, loadGame } from '../games/load-game.ts';
import { type MatchGame, type MatchJob, playMatchGame } from '../search/match.ts';
import type { ThreadTask } from '../search/pool.ts';

/**
 * A match as plain data, with the game and its players by name (a game string and AI ids), so a
 * worker thread can be sent it and resolve them itself through the registry.
 */
export interface NamedMatch {
  readonly game: string;
  readonly players: readonly string[];
  readonly deals: number;
  readonly seed: number;
  readonly maxPlies: number;
  /** By seat: the id of the AI a fixed seat always has, else null (see MatchOptions.fixed). */
  readonly fixed: readonly (string | null)[];
}

export interface NamedMatchJob {
  readonly match: NamedMatch;
  readonly job: MatchJob;
}

/** Each thread loads a game's code once, on its first job of that game. */
const loaded = new Map<string, Promise<LoadedGame>>();

/**
 * One game of a match, in whichever thread runs it. The command checked the names before
 * sending any job, so a name that does not resolve here is a bug, thrown as such.
 */
export async function playNamedMatchGame({ match, job }: NamedMatchJob): Promise<MatchGame> {
  let loading = loaded.get(match.game);
  if (!loading) {
    loading = loadGame(match.game).then(unwrap);
    loaded.set(match.game, loading);
  }
  const game = await loading;
  const ai = (id: string) => unwrap(findAi(game, id));
  const players = match.players.map(ai);
  const fixed = match.fixed.map((id) => (id === null ? undefined : ai(id)));
  const { deals, seed, maxPlies } = match;
  return playMatchGame(
    { game: game.rules, params: game.params, players, deals, seed, maxPlies, fixed },
    job,
  );
}

export const NAMED_MATCH_TASK: ThreadTask<NamedMatchJob, MatchGame> = {
  module: new URL('./match-thread.ts', import.meta.url),
  name: 'playNamedMatchGame',
  run: playNamedMatchGame,
};
