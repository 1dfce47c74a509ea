import type { GameInfo } from '../../core/game.ts';

export type RummyParams = Readonly<Record<string, never>>;

/** Cards dealt to each player, as PLT's DEAL-COUNT. */
export const DEAL_COUNT = 10;
/** The player who moves first (PLT's "You") and the one dealt first (PLT's "Opponent"). */
export const YOU = 0;
export const OPPONENT = 1;

/** PLT's Rummy has no options: two players, ten cards each, one deck. */
export const rummyInfo: GameInfo<RummyParams> = {
  id: 'rummy',
  title: 'Rummy',
  set: 'Card Games',
  players: () => 2,
  chance: true,
  hiddenInformation: true,
  params: {},
};
