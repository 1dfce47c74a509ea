import type { GameInfo } from '../../core/game.ts';

/**
 * PLT's Blackjack has no options: the shoe, bankroll and bet are its fixed rules. Ours has one,
 * the trainer, which judges each decision by its exact EV and keeps the EV lost.
 */
export interface BlackjackParams {
  readonly trainer: boolean;
  readonly [name: string]: boolean;
}

export const DECKS = 4;
/** PLT reshuffles after a round when fewer than a quarter of the shoe's cards are left. */
export const RESHUFFLE_BELOW = (DECKS * 52) / 4;
export const START_BANKROLL = 100;
export const BET = 2;
/** The player's seat and the dealer's, a fixed seat that plays the house rule. */
export const PLAYER = 0;
export const DEALER = 1;

export const blackjackInfo: GameInfo<BlackjackParams> = {
  id: 'blackjack',
  title: 'Blackjack',
  set: 'Card Games',
  players: () => 2,
  chance: true,
  hiddenInformation: true,
  params: {
    trainer: { kind: 'bool', label: 'Trainer: flag decisions that cost EV', default: false },
  },
};
