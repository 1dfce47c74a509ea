import type { GameInfo } from '../../core/game.ts';
import { parsePosition } from './fen.ts';

export interface CheckersParams {
  /** `start`, or a position in PDN's FEN (`B:W21-32:B1-12`). */
  readonly position: string;
  readonly [name: string]: string;
}

export const checkersInfo: GameInfo<CheckersParams> = {
  id: 'checkers',
  title: 'Checkers',
  set: 'Board Games',
  players: () => 2,
  chance: false,
  hiddenInformation: false,
  params: {
    position: {
      kind: 'text',
      label: 'Starting position: start, or a PDN FEN such as B:W21-32:B1-12',
      default: 'start',
    },
  },
  checkParams(p) {
    if (p.position === 'start') return undefined;
    const position = parsePosition(p.position);
    return position.ok ? undefined : position.error;
  },
};
