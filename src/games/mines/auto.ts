import { createRng, deriveSeed } from '../../core/rng.ts';
import { floodOpen, mineCounts } from './board.ts';
import type { BoardSize } from './info.ts';
import { layMines } from './layout.ts';
import { choose } from './player.ts';

/**
 * One whole game by the automatic player, outside the session, for win rates: the same mines
 * (PLT's laying, the protected first click left free) and the same flood as the rules, on
 * mutable arrays because a rate plays a hundred thousand games. The player sees only `known`.
 */
export interface AutoGame {
  readonly won: boolean;
  /** Openings made with some risk (the first click of an unprotected board included). */
  readonly guesses: number;
}

export function autoGame(size: BoardSize, protect: boolean, seed: number): AutoGame {
  const { width, height, mines } = size;
  const rng = createRng(deriveSeed(seed, 0x61757430));
  let layout = protect ? null : layMines(size, rng);
  const known = new Int8Array(width * height).fill(-1);
  const k = { width, height, mines, known };
  let mine: Uint8Array = new Uint8Array(0);
  let counts: Int8Array = new Int8Array(0);
  const isOpen = (c: number) => (known[c] as number) >= 0;
  const set = (c: number, n: number) => {
    known[c] = n;
  };
  let opened = 0;
  let guesses = 0;
  const goal = width * height - mines;
  const open = (cell: number): boolean => {
    if (!layout) layout = layMines(size, rng, [cell]);
    if (mine.length === 0) {
      mine = new Uint8Array(width * height);
      for (const i of layout) mine[i] = 1;
      counts = mineCounts(width, height, mine);
    }
    if (mine[cell]) return false;
    opened += floodOpen(width, height, counts, cell, isOpen, set).length;
    return true;
  };
  while (opened < goal) {
    const choice = choose(k);
    if (choice.guess !== null) {
      if (!(protect && opened === 0)) guesses++;
      if (!open(choice.guess)) return { won: false, guesses };
    }
    for (const c of choice.safe) open(c);
  }
  return { won: true, guesses };
}

export interface RateJob {
  readonly size: BoardSize;
  readonly protect: boolean;
  /** Games `from` to `from + count − 1` of the run's seed. */
  readonly seed: number;
  readonly from: number;
  readonly count: number;
}

export interface RateResult {
  readonly games: number;
  readonly wins: number;
  readonly guesses: number;
}

/** A batch of games for the worker pool (src/search/pool.ts). */
export function rateBatch(job: RateJob): RateResult {
  let wins = 0;
  let guesses = 0;
  for (let i = 0; i < job.count; i++) {
    const game = autoGame(job.size, job.protect, deriveSeed(job.seed, job.from + i));
    if (game.won) wins++;
    guesses += game.guesses;
  }
  return { games: job.count, wins, guesses };
}
