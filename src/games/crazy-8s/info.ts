import type { GameInfo } from '../../core/game.ts';

export type Crazy8sDeal = '1x10' | '1x7' | '2x7' | '3x7';

export interface Crazy8sParams {
  /** PLT's "Players and Cards" radio: opponents × cards dealt to each player. */
  readonly deal: Crazy8sDeal;
  readonly [name: string]: string;
}

/** How many opponents and cards a deal choice means. */
export function dealOf(p: Crazy8sParams): { opponents: number; hand: number } {
  const [opponents, hand] = p.deal.split('x').map(Number) as [number, number];
  return { opponents, hand };
}

export const crazy8sInfo: GameInfo<Crazy8sParams> = {
  id: 'crazy-8s',
  title: 'Crazy 8s',
  set: 'Card Games',
  players: (p) => dealOf(p).opponents + 1,
  // The stock is riffled at the deal and kept in order in the state: no chance after setup.
  chance: false,
  hiddenInformation: true,
  params: {
    deal: {
      kind: 'choice',
      label: 'Players and cards',
      choices: [
        { value: '1x10', label: '1 opponent, 10 cards' },
        { value: '1x7', label: '1 opponent, 7 cards' },
        { value: '2x7', label: '2 opponents, 7 cards' },
        { value: '3x7', label: '3 opponents, 7 cards' },
      ],
      default: '1x7',
    },
  },
};
