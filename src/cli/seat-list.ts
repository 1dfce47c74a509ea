import type { AiPlayer } from '../core/ai.ts';
import { excerpt } from '../core/excerpt.ts';
import { findAi, type LoadedGame } from '../games/load-game.ts';
import { UsageError } from './usage-error.ts';

/** A seat at `games play`: a person at the terminal, or one of the game's computer players. */
export type SeatPlayer = 'human' | AiPlayer<unknown, unknown>;

/** The fixed seat's message: `name` is not the AI that always plays it. */
const fixedSeatError = (game: LoadedGame, option: string, seat: number, name: string) =>
  new UsageError(
    `${option}: seat ${seat + 1} of ${game.descriptor.info.id} is always ${game.descriptor.seats?.[seat]?.ai} (a fixed computer seat), not ${excerpt(name)}`,
  );

/** The computer player `name` of the game (its own or a generic one), or a usage error. */
function aiNamed(game: LoadedGame, option: string, name: string): AiPlayer<unknown, unknown> {
  const ai = findAi(game, name);
  if (!ai.ok) throw new UsageError(`${option}: ${ai.error}`);
  return ai.value;
}

/**
 * The seats of `games play --seats` (`human,greedy,random`), one per seat of the game with
 * these params, a fixed seat only its own AI. A wrong name or count is a usage error.
 */
export function seatList(game: LoadedGame, option: string, text: string): SeatPlayer[] {
  const names = text.split(',').map((name) => name.trim());
  if (names.length !== game.players) {
    throw new UsageError(
      `${option} ${excerpt(text)}: ${game.gameString} seats ${game.players} player${game.players === 1 ? '' : 's'}, but ${names.length} ${names.length === 1 ? 'was' : 'were'} given`,
    );
  }
  return names.map((name, seat) => {
    const spec = game.descriptor.seats?.[seat];
    if (spec?.fixed && name !== spec.ai) throw fixedSeatError(game, option, seat, name);
    return name === 'human' ? 'human' : aiNamed(game, option, name);
  });
}

/** The players of a match and the seats that keep their own AI. */
export interface MatchSeats {
  /** The players compared, for the free seats. */
  readonly players: AiPlayer<unknown, unknown>[];
  /** By seat: the id of the AI a fixed seat always has, else null. */
  readonly fixed: (string | null)[];
}

/**
 * The players of `games match --players`: names for the free seats (every seat but the fixed
 * ones, which keep their own AI). One free seat: any number of players, each plays every deal
 * alone. More: from one player to one per free seat; fewer fill the seats by cycling. The old
 * form, one name per seat with each fixed seat's own AI named at it, is read too.
 */
export function matchSeats(game: LoadedGame, option: string, text: string): MatchSeats {
  const names = text.split(',').map((name) => name.trim());
  const specs = Array.from({ length: game.players }, (_, seat) => game.descriptor.seats?.[seat]);
  const fixed = specs.map((spec) => (spec?.fixed && spec.ai ? spec.ai : null));
  const free = fixed.flatMap((ai, seat) => (ai === null ? [seat] : []));
  const perSeat =
    fixed.some((ai) => ai !== null) &&
    names.length === game.players &&
    fixed.every((ai, seat) => ai === null || names[seat] === ai);
  const chosen = perSeat ? free.map((seat) => names[seat] as string) : names;
  if (free.length > 1 && chosen.length > free.length) {
    const misnamed = fixed.findIndex((ai, seat) => ai !== null && names[seat] !== ai);
    if (names.length === game.players && misnamed >= 0) {
      throw fixedSeatError(game, option, misnamed, names[misnamed] as string);
    }
    throw new UsageError(
      `${option} ${excerpt(text)}: ${game.gameString} has ${free.length} seats for the players compared, but ${chosen.length} were given`,
    );
  }
  const players = chosen.map((name) => {
    if (name !== 'human') return aiNamed(game, option, name);
    throw new UsageError(`${option}: a match is between computer players, not "human"`);
  });
  return { players, fixed };
}
