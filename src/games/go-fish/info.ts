import type { GameInfo } from '../../core/game.ts';
import type { ParamValues } from '../../core/params.ts';

export type GoFishParams = ParamValues;

/** PLT's table: you (seat 0), then Opponent 1 and Opponent 2, who play after you in that order. */
export const PLAYER_NAMES = ['You', 'Opponent 1', 'Opponent 2'] as const;
export const PLAYERS = PLAYER_NAMES.length;
/** Cards dealt to each player (PLT's DEAL-COUNT). */
export const DEAL_COUNT = 7;

export const goFishInfo: GameInfo<GoFishParams> = {
  id: 'go-fish',
  title: 'Go Fish',
  set: 'Card Games',
  players: () => PLAYERS,
  chance: false,
  hiddenInformation: true,
  params: {},
};
