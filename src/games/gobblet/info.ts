import type { GameInfo } from '../../core/game.ts';

export interface GobbletParams {
  /** 3: "Gobblet! Jr." (3×3, six pieces each); 4: "Gobblet!" (4×4, three stacks of four). */
  readonly size: number;
  /** Seconds PLT's auto-player ("Ok", "Smart") and our engine think per move; PLT's default is 3. */
  readonly think: number;
  readonly [name: string]: number;
}

export const gobbletInfo: GameInfo<GobbletParams> = {
  id: 'gobblet',
  title: 'Gobblet',
  set: 'Board Games',
  players: () => 2,
  chance: false,
  hiddenInformation: false,
  params: {
    size: {
      kind: 'int',
      label: 'Board size (3: Gobblet! Jr., 4: Gobblet!)',
      min: 3,
      max: 4,
      default: 3,
    },
    think: { kind: 'int', label: 'Computer think time (seconds)', min: 1, max: 60, default: 3 },
  },
};
