import type { GameInfo } from '../../core/game.ts';
import { parseClues } from './puzzle.ts';
import { PUZZLE_SETS } from './sets.ts';

export interface PbnParams {
  /** PLT's puzzle set by file id ("games", "k40x40"...). */
  readonly set: string;
  /** The puzzle's place in its set, from 1 (PLT's "Board" choice). */
  readonly puzzle: number;
  /** A puzzle of one's own as clue text (rows/columns), or "none" to play the set's puzzle. */
  readonly clues: string;
  readonly [name: string]: string | number;
}

export const NO_CLUES = 'none';
const LARGEST_SET = Math.max(...PUZZLE_SETS.map((s) => s.count));

export const pbnInfo: GameInfo<PbnParams> = {
  id: 'pbn',
  title: 'Paint By Numbers',
  set: 'Puzzle Games',
  players: () => 1,
  chance: false,
  hiddenInformation: false,
  params: {
    set: {
      kind: 'choice',
      label: 'Set',
      choices: PUZZLE_SETS.map((s) => ({ value: s.id, label: `${s.name} (${s.count})` })),
      default: 'games',
    },
    puzzle: {
      kind: 'int',
      label: 'Board (number in the set)',
      min: 1,
      max: LARGEST_SET,
      default: 1,
    },
    clues: {
      kind: 'text',
      label: 'Own clues: rows/columns, lines split by -, blocks by . ("none" for the set)',
      default: NO_CLUES,
    },
  },
  checkParams(p) {
    if (p.clues !== NO_CLUES) {
      const read = parseClues(p.clues);
      return read.ok ? undefined : read.error;
    }
    const set = PUZZLE_SETS.find((s) => s.id === p.set);
    if (set && p.puzzle > set.count) {
      return `set ${set.name} has ${set.count} puzzles; board ${p.puzzle} is not one of them`;
    }
    return undefined;
  },
};
