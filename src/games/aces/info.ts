import type { GameInfo } from '../../core/game.ts';

export type AcesDeals = 'any' | 'winnable';

export interface AcesParams {
  /** `winnable`: deal again until the full-knowledge solver finds a win (not in PLT). */
  readonly deals: AcesDeals;
  readonly [name: string]: string;
}

export const acesInfo: GameInfo<AcesParams> = {
  id: 'aces',
  title: 'Aces',
  set: 'Card Games',
  players: () => 1,
  // The stock is shuffled at the deal and stays in the state: no chance after setup.
  chance: false,
  hiddenInformation: true,
  params: {
    deals: {
      kind: 'choice',
      label: 'Deals',
      choices: [
        { value: 'any', label: "Any deal (PLT's)" },
        { value: 'winnable', label: 'Winnable deals only' },
      ],
      default: 'any',
    },
  },
};
