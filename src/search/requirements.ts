import type { AnyGame } from '../core/game.ts';

/** What an algorithm needs of a game, checked before it starts, as OpenSpiel's algorithms do. */
export interface Requirements {
  /** The number of players it handles, when not any. */
  readonly players?: number;
  /** False: it cannot handle chance nodes. True: it needs `chanceOutcomes` where there is chance. */
  readonly chance: boolean;
  /** False: it needs perfect information. True: it needs `observe` and `determinize`. */
  readonly hiddenInformation: boolean;
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
  if (needs.players !== undefined && players !== undefined && players !== needs.players) {
    refuse(`it needs ${needs.players} players, not ${players}`);
  }
  if (game.chance && !needs.chance) refuse('the game has chance nodes (dice, draws)');
  if (game.chance && !game.chanceOutcomes) refuse('the game has chance but no chanceOutcomes');
  if (game.hiddenInformation && !needs.hiddenInformation) {
    refuse('the game has hidden information (use information-set MCTS)');
  }
  if (needs.hiddenInformation && (!game.observe || !game.determinize)) {
    refuse('it needs observe and determinize, which the game lacks');
  }
}
