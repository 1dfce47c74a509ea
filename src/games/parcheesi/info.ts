import type { GameInfo } from '../../core/game.ts';

/** PLT's Parcheesi has no options: four seats, the board and the rules are fixed. */
export type ParcheesiParams = Readonly<Record<string, never>>;

export const parcheesiInfo: GameInfo<ParcheesiParams> = {
  id: 'parcheesi',
  title: 'Parcheesi',
  set: 'Board Games',
  players: () => 4,
  chance: true,
  hiddenInformation: false,
  params: {},
};
