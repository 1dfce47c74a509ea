// Written by scripts/pbn-convert.ts: do not edit.
import type { PuzzleSet } from '../puzzle.ts';
import set_games from './games.json';
import set_h1_30 from './h1-30.json';
import set_h31_60 from './h31-60.json';
import set_h61_90 from './h61-90.json';
import set_h91_120 from './h91-120.json';
import set_h121_138 from './h121-138.json';
import set_k15x15 from './k15x15.json';
import set_k15x20 from './k15x20.json';
import set_k15x25 from './k15x25.json';
import set_k20x15 from './k20x15.json';
import set_k20x20 from './k20x20.json';
import set_k20x25 from './k20x25.json';
import set_k20x30 from './k20x30.json';
import set_k25x15 from './k25x15.json';
import set_k25x20 from './k25x20.json';
import set_k25x25 from './k25x25.json';
import set_k25x30 from './k25x30.json';
import set_k25x35 from './k25x35.json';
import set_k30x20 from './k30x20.json';
import set_k30x25 from './k30x25.json';
import set_k30x30 from './k30x30.json';
import set_k30x35 from './k30x35.json';
import set_k30x40 from './k30x40.json';
import set_k35x25 from './k35x25.json';
import set_k35x30 from './k35x30.json';
import set_k35x35 from './k35x35.json';
import set_k35x40 from './k35x40.json';
import set_k40x30 from './k40x30.json';
import set_k40x35 from './k40x35.json';
import set_k40x40 from './k40x40.json';
import set_misc from './misc.json';

/** Every set's puzzles by file id (loaded with the rules, never by the console). */
export const PUZZLE_DATA: Readonly<Record<string, PuzzleSet>> = {
  games: set_games as PuzzleSet,
  misc: set_misc as PuzzleSet,
  'h1-30': set_h1_30 as PuzzleSet,
  'h31-60': set_h31_60 as PuzzleSet,
  'h61-90': set_h61_90 as PuzzleSet,
  'h91-120': set_h91_120 as PuzzleSet,
  'h121-138': set_h121_138 as PuzzleSet,
  k15x15: set_k15x15 as PuzzleSet,
  k15x20: set_k15x20 as PuzzleSet,
  k15x25: set_k15x25 as PuzzleSet,
  k20x15: set_k20x15 as PuzzleSet,
  k20x20: set_k20x20 as PuzzleSet,
  k20x25: set_k20x25 as PuzzleSet,
  k20x30: set_k20x30 as PuzzleSet,
  k25x15: set_k25x15 as PuzzleSet,
  k25x20: set_k25x20 as PuzzleSet,
  k25x25: set_k25x25 as PuzzleSet,
  k25x30: set_k25x30 as PuzzleSet,
  k25x35: set_k25x35 as PuzzleSet,
  k30x20: set_k30x20 as PuzzleSet,
  k30x25: set_k30x25 as PuzzleSet,
  k30x30: set_k30x30 as PuzzleSet,
  k30x35: set_k30x35 as PuzzleSet,
  k30x40: set_k30x40 as PuzzleSet,
  k35x25: set_k35x25 as PuzzleSet,
  k35x30: set_k35x30 as PuzzleSet,
  k35x35: set_k35x35 as PuzzleSet,
  k35x40: set_k35x40 as PuzzleSet,
  k40x30: set_k40x30 as PuzzleSet,
  k40x35: set_k40x35 as PuzzleSet,
  k40x40: set_k40x40 as PuzzleSet,
};
