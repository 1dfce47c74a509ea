import type { GameInfo } from '../../core/game.ts';

export const MIN_SIZE = 7;
export const MAX_SIZE = 15;
/** PLT's board: 11×11 less two corners, 119 cells. */
export const DEFAULT_SIZE = 11;

export interface ChatNoirParams {
  /** Cells per side, odd, so the cat starts on the middle cell. */
  readonly size: number;
  readonly [name: string]: number;
}

/**
 * One player, the blocker: the cat is not a player but chance (its move is a uniform draw among
 * the neighbours closest to the edge, resolved from the game's seed and the ply).
 */
export const chatNoirInfo: GameInfo<ChatNoirParams> = {
  id: 'chat-noir',
  title: 'Chat Noir',
  set: 'Puzzle Games',
  players: () => 1,
  chance: true,
  hiddenInformation: false,
  params: {
    size: {
      kind: 'int',
      label: 'Board size (odd)',
      min: MIN_SIZE,
      max: MAX_SIZE,
      default: DEFAULT_SIZE,
    },
  },
  checkParams(p) {
    return p.size % 2 === 1
      ? undefined
      : `the board size must be odd (${MIN_SIZE}, 9, … ${MAX_SIZE})`;
  },
};
