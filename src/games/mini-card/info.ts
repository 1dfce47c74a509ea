import type { GameInfo } from '../../core/game.ts';

export interface MiniCardParams {
  readonly cards: number;
  readonly moves: number;
  readonly [name: string]: number;
}

export const miniCardInfo: GameInfo<MiniCardParams> = {
  id: 'mini-card',
  title: 'Mini Card Game',
  set: 'Card Games',
  players: () => 1,
  chance: false,
  hiddenInformation: false,
  // Points away from the goal: the lowest score wins.
  lowerScoreWins: true,
  params: {
    cards: { kind: 'int', label: 'Cards in the list', min: 1, max: 12, default: 8 },
    moves: { kind: 'int', label: 'Moves', min: 1, max: 12, default: 8 },
  },
};
