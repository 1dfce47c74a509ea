import type { GameInfo } from '../../core/game.ts';
import { PREBUILT_BOARDS, PREBUILT_SIZE } from './boards.ts';

export const MIN_SIZE = 3;
export const MAX_SIZE = 10;

export interface LightsOutParams {
  readonly size: number;
  /** `random`, `empty`, or the id of a prebuilt board. */
  readonly board: string;
  readonly [name: string]: number | string;
}

export const lightsOutInfo: GameInfo<LightsOutParams> = {
  id: 'lights-out',
  title: 'Lights Out',
  set: 'Puzzle Games',
  players: () => 1,
  chance: false,
  hiddenInformation: false,
  params: {
    size: { kind: 'int', label: 'Board size', min: MIN_SIZE, max: MAX_SIZE, default: 5 },
    board: {
      kind: 'choice',
      label: 'Board',
      choices: [
        { value: 'random', label: 'Random (always solvable)' },
        { value: 'empty', label: 'Empty' },
        ...PREBUILT_BOARDS.map((b) => ({ value: b.id, label: `Prebuilt ${b.name}` })),
      ],
      default: 'random',
    },
  },
  checkParams(p) {
    if (p.board !== 'random' && p.board !== 'empty' && p.size !== PREBUILT_SIZE) {
      return `prebuilt boards are ${PREBUILT_SIZE}×${PREBUILT_SIZE}; use size=${PREBUILT_SIZE}`;
    }
    return undefined;
  },
};
