import type { AiPlayer } from '../core/ai.ts';
import { excerpt } from '../core/excerpt.ts';
import { findAi, type LoadedGame } from '../games/load-game.ts';
import { UsageError } from './usage-error.ts';

/** A seat at `games play`: a person at the terminal, or one of the game's computer players. */
export type SeatPlayer = 'human' | AiPlayer<unknown, unknown>;

/**
 * The players of `--seats` or `--players` (`human,greedy,random`), one per seat of the game with
 * these params; `human` only where people may play, and a fixed seat only its own AI. A wrong
 * name or count is a usage error.
 */
function players(game: LoadedGame, option: string, text: string, humans: boolean): SeatPlayer[] {
  const names = text.split(',').map((name) => name.trim());
  if (names.length !== game.players) {
    throw new UsageError(
      `${option} ${excerpt(text)}: ${game.gameString} seats ${game.players} player${game.players === 1 ? '' : 's'}, but ${names.length} ${names.length === 1 ? 'was' : 'were'} given`,
    );
  }
  return names.map((name, seat) => {
    const spec = game.descriptor.seats?.[seat];
    if (spec?.fixed && name !== spec.ai) {
      throw new UsageError(
        `${option}: seat ${seat + 1} of ${game.descriptor.info.id} is always ${spec.ai} (a fixed computer seat), not ${excerpt(name)}`,
      );
    }
    if (name === 'human') {
      if (humans) return 'human';
      throw new UsageError(`${option}: a match is between computer players, not "human"`);
    }
    const ai = findAi(game, name);
    if (!ai.ok) throw new UsageError(`${option}: ${ai.error}`);
    return ai.value;
  });
}

/** Which seats are always played by the AI the game names for them. */
export const fixedSeats = (game: LoadedGame): boolean[] =>
  Array.from({ length: game.players }, (_, seat) => game.descriptor.seats?.[seat]?.fixed === true);

/** The seats of `games play`: people or computer players. */
export const seatList = (game: LoadedGame, option: string, text: string): SeatPlayer[] =>
  players(game, option, text, true);

/** The players of a match: computer players only. */
export const aiList = (
  game: LoadedGame,
  option: string,
  text: string,
): AiPlayer<unknown, unknown>[] =>
  players(game, option, text, false).filter((p): p is AiPlayer<unknown, unknown> => p !== 'human');
