import type { GameInfo } from '../../core/game.ts';

export const MIN_SIDE = 4;
export const MAX_WIDTH = 30;
export const MAX_HEIGHT = 24;
/** A no-guess board is dealt in the worker by trying layouts; denser ones rarely come out. */
export const NO_GUESS_MAX_DENSITY = 0.22;

/** The fixed boards: PLT's own (16×16, 30 mines) and the three the Windows game made usual. */
export const MODES = {
  plt: { label: 'PLT (16×16, 30 mines, no protection)', width: 16, height: 16, mines: 30 },
  beginner: { label: 'Beginner (9×9, 10 mines)', width: 9, height: 9, mines: 10 },
  intermediate: { label: 'Intermediate (16×16, 40 mines)', width: 16, height: 16, mines: 40 },
  expert: { label: 'Expert (30×16, 99 mines)', width: 30, height: 16, mines: 99 },
} as const;
export type Mode = keyof typeof MODES | 'custom';

export interface MinesParams {
  readonly mode: Mode;
  /** Custom mode only: columns, rows and mines. */
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  /** Not in PLT's mode: the first opened cell never holds a mine. */
  readonly safe: boolean;
  /** Not in PLT's mode: a board solvable from its opening without guessing. */
  readonly noguess: boolean;
  readonly [name: string]: string | number | boolean;
}

export interface BoardSize {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
}

/** The board a mode deals: its fixed size, or the custom width, height and mines. */
export function boardSize(p: MinesParams): BoardSize {
  if (p.mode === 'custom') return { width: p.width, height: p.height, mines: p.mines };
  const { width, height, mines } = MODES[p.mode];
  return { width, height, mines };
}

/** PLT's mode is PLT's game: no protection and no no-guess boards, whatever the options say. */
export const protects = (p: MinesParams): boolean => p.mode !== 'plt' && (p.safe || p.noguess);

export const minesInfo: GameInfo<MinesParams> = {
  id: 'mines',
  title: 'Minesweeper',
  set: 'Puzzle Games',
  players: () => 1,
  // The mines are laid by a chance move after the first click when it is protected.
  chance: true,
  hiddenInformation: true,
  params: {
    mode: {
      kind: 'choice',
      label: 'Board',
      choices: [
        ...Object.entries(MODES).map(([value, { label }]) => ({ value, label })),
        { value: 'custom', label: 'Custom (width, height, mines below)' },
      ],
      default: 'plt',
    },
    width: { kind: 'int', label: 'Custom width', min: MIN_SIDE, max: MAX_WIDTH, default: 16 },
    height: { kind: 'int', label: 'Custom height', min: MIN_SIDE, max: MAX_HEIGHT, default: 16 },
    mines: { kind: 'int', label: 'Custom mines', min: 1, max: 999, default: 30 },
    safe: { kind: 'bool', label: 'Safe first click (not in PLT mode)', default: true },
    noguess: { kind: 'bool', label: 'No guessing needed (not in PLT mode)', default: false },
  },
  checkParams(p) {
    const { width, height, mines } = boardSize(p);
    if (p.mode === 'plt' && p.noguess) {
      return 'PLT mode has no first-click protection, so no no-guess boards; choose another board';
    }
    const room = width * height - (p.mode !== 'plt' && p.safe ? 1 : 0);
    if (mines >= room)
      return `${mines} mines do not fit a ${width}×${height} board with a free cell`;
    if (p.noguess && p.mode !== 'plt' && mines > NO_GUESS_MAX_DENSITY * width * height) {
      return `no-guess boards take at most ${Math.floor(NO_GUESS_MAX_DENSITY * width * height)} mines on ${width}×${height}`;
    }
    return undefined;
  },
  dealtParams(p) {
    if (p.mode === 'custom') return undefined;
    const { width, height, mines } = MODES[p.mode];
    if (p.width === width && p.height === height && p.mines === mines) return undefined;
    return {
      params: { ...p, width, height, mines },
      reason: `mode=${p.mode} deals ${width}×${height} with ${mines} mines`,
    };
  },
};
