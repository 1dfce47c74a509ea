import type { GameInfo } from '../../core/game.ts';

/** Letters name the columns, so a board is at most 26 wide. */
export const MAX_WIDTH = 26;
export const MAX_HEIGHT = 30;
/** Each colour has its own shape too (nothing told by colour alone): six shapes. */
export const MAX_COLOURS = 6;

export type SameRules = 'plt' | 'standard';

export interface SameParams {
  /** `plt`: PLT's Same (n² a blob, live bonus); `standard`: research SameGame ((n−2)², +1000). */
  readonly rules: SameRules;
  /** Columns; 0 for the rules' own size (PLT 20, standard 15). */
  readonly width: number;
  /** Rows; 0 for the rules' own size (PLT 16, standard 15). */
  readonly height: number;
  readonly colours: number;
  readonly [name: string]: number | string;
}

/** The board each rule set plays when the size is left at 0. */
export const RULES_SIZE: Readonly<Record<SameRules, { width: number; height: number }>> = {
  plt: { width: 20, height: 16 },
  standard: { width: 15, height: 15 },
};

export const sameInfo: GameInfo<SameParams> = {
  id: 'same',
  title: 'Same',
  set: 'Puzzle Games',
  players: () => 1,
  chance: false,
  hiddenInformation: false,
  params: {
    rules: {
      kind: 'choice',
      label: 'Rules',
      choices: [
        { value: 'plt', label: "PLT's Same (n² a blob, bonus under 50 left)" },
        { value: 'standard', label: 'Standard SameGame ((n−2)² a blob, +1000 for a clear)' },
      ],
      default: 'plt',
    },
    width: {
      kind: 'int',
      label: "Columns (0: the rules' own)",
      min: 0,
      max: MAX_WIDTH,
      default: 0,
    },
    height: { kind: 'int', label: "Rows (0: the rules' own)", min: 0, max: MAX_HEIGHT, default: 0 },
    colours: { kind: 'int', label: 'Colours', min: 2, max: MAX_COLOURS, default: 5 },
  },
};

/** The board size these parameters play: the given one, or the rules' own where it is 0. */
export function boardSize(p: SameParams): { width: number; height: number } {
  const own = RULES_SIZE[p.rules];
  return { width: p.width || own.width, height: p.height || own.height };
}
