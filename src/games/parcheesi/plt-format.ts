import { COLORS, HOME, HOME_ROW, isHomeRow, START } from './board.ts';
import type { ParcheesiState } from './rules.ts';

/**
 * Positions in PLT's terms, for the scripts that run PLT's own code on them: PLT orders its
 * colours blue, green, red, yellow; a location is "start", "home", a ring square or {hr: k}.
 */
export const PLT_COLORS = ['blue', 'green', 'red', 'yellow'] as const;
export type PltLoc = 'start' | 'home' | number | { hr: number };

const seatOfPlt = (pltColor: number) =>
  COLORS.indexOf(PLT_COLORS[pltColor] as (typeof COLORS)[number]);

export function toPltLocs(board: readonly number[]): PltLoc[] {
  return Array.from({ length: 16 }, (_, i) => {
    const loc = board[seatOfPlt(i >> 2) * 4 + (i & 3)] as number;
    if (loc === START) return 'start';
    if (loc === HOME) return 'home';
    return isHomeRow(loc) ? { hr: loc - HOME_ROW } : loc;
  });
}

export function fromPltLocs(locs: readonly PltLoc[]): number[] {
  const board: number[] = Array.from({ length: 16 }, () => START);
  locs.forEach((l, i) => {
    const ours = seatOfPlt(i >> 2) * 4 + (i & 3);
    board[ours] =
      l === 'start' ? START : l === 'home' ? HOME : typeof l === 'number' ? l : HOME_ROW + l.hr;
  });
  return board;
}

export const toPltPosition = (s: ParcheesiState) => ({
  color: COLORS[s.turn],
  dice: s.dice,
  locs: toPltLocs(s.board),
});
