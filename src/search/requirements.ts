import type { AnyGame, GameInfo } from '../core/game.ts';

/**
 * What an algorithm needs of a game, checked before it starts, as OpenSpiel's algorithms do.
 * This module is light (types only from core): the seat picker reads it to offer only the
 * players a game's flags allow, without loading any search.
 */
export interface Requirements {
  /** The number of players it handles, when not any. */
  readonly players?: number;
  /** False: it cannot handle chance nodes. True: it needs `chanceOutcomes` where there is chance. */
  readonly chance: boolean;
  /**
   * False: it needs perfect information. True: it handles hidden information, and needs
   * `observe` and `determinize` where the game hides something.
   */
  readonly hiddenInformation: boolean;
  /**
   * What it is for, when it is pointless without: IS-MCTS needs hidden information or chance
   * (on a game with neither it is MCTS, slower); expectimax needs chance (else it is minimax
   * without pruning). The game must have one of these.
   */
  readonly wants?: readonly ('chance' | 'hiddenInformation')[];
}

/**
 * What each generic player (src/search/generic-players.ts) needs of a game, by its id's name.
 * MCTS and IS-MCTS check the same; expectimax itself handles any number of players (max^n) and
 * games without chance, but its generic player is two-player expectiminimax, for games with dice.
 */
export const GENERIC_NEEDS = {
  random: { chance: true, hiddenInformation: true },
  mcts: { chance: true, hiddenInformation: false },
  ismcts: { chance: true, hiddenInformation: true, wants: ['hiddenInformation', 'chance'] },
  expectimax: { players: 2, chance: true, hiddenInformation: false, wants: ['chance'] },
} as const satisfies Record<string, Requirements>;

const WANTED = { chance: 'chance', hiddenInformation: 'hidden information' } as const;

/**
 * Why `needs` rules out a game with these flags and `players` seats, or undefined when it
 * does not. From the game's static facts alone, so it runs before the rules load.
 */
export function unmetNeed(
  info: Pick<GameInfo, 'chance' | 'hiddenInformation'>,
  needs: Requirements,
  players?: number,
): string | undefined {
  if (needs.players !== undefined && players !== undefined && players !== needs.players) {
    return `it needs ${needs.players} players, not ${players}`;
  }
  if (info.chance && !needs.chance) return 'the game has chance nodes (dice, draws)';
  if (info.hiddenInformation && !needs.hiddenInformation) {
    return 'the game has hidden information (use information-set MCTS)';
  }
  if (needs.wants && !needs.wants.some((flag) => info[flag])) {
    return `the game has no ${needs.wants.map((flag) => WANTED[flag]).join(' nor ')}`;
  }
  return undefined;
}

/** Throws an Error that names the algorithm, the game and what is missing. */
export function requireGame(
  algorithm: string,
  game: AnyGame,
  needs: Requirements,
  players?: number,
): void {
  const refuse = (why: string) => {
    throw new Error(`${algorithm} cannot play ${game.id}: ${why}`);
  };
  const unmet = unmetNeed(game, needs, players);
  if (unmet) refuse(unmet);
  if (game.chance && !game.chanceOutcomes) refuse('the game has chance but no chanceOutcomes');
  if (game.hiddenInformation && (!game.observe || !game.determinize)) {
    refuse('it needs observe and determinize, which the game lacks');
  }
}
