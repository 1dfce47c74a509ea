import { createPool, type ThreadTask } from '../../search/pool.ts';
import { wilsonInterval } from '../../search/wilson.ts';
import { type RateJob, type RateResult, rateBatch } from './auto.ts';
import type { BoardSize } from './info.ts';

/** The automatic player's win rate over seeded games, on worker threads (search/pool.ts). */

export const RATE_TASK: ThreadTask<RateJob, RateResult> = {
  module: new URL('./auto.ts', import.meta.url),
  name: 'rateBatch',
  run: rateBatch,
};

/** Games per job: small enough for a smooth progress bar, big enough to keep threads busy. */
const BATCH = 50;

export interface RateRun {
  readonly size: BoardSize;
  readonly protect: boolean;
  readonly games: number;
  readonly workers: number;
  readonly seed: number;
  onProgress?(done: number, wins: number): void;
}

export interface RateReport {
  readonly games: number;
  readonly wins: number;
  readonly rate: number;
  /** 95% Wilson interval of the win rate. */
  readonly interval: [number, number];
  /** Risky openings per game on average. */
  readonly guesses: number;
  readonly ms: number;
}

export async function runRate(run: RateRun): Promise<RateReport> {
  const jobs: RateJob[] = [];
  for (let from = 0; from < run.games; from += BATCH) {
    const count = Math.min(BATCH, run.games - from);
    jobs.push({ size: run.size, protect: run.protect, seed: run.seed, from, count });
  }
  let done = 0;
  let wins = 0;
  const pool = createPool(RATE_TASK, run.workers, (_i, r) => {
    done += r.games;
    wins += r.wins;
    run.onProgress?.(done, wins);
  });
  const start = performance.now();
  let results: RateResult[];
  try {
    results = await pool.run(jobs);
  } finally {
    await pool.close();
  }
  const games = results.reduce((s, r) => s + r.games, 0);
  const won = results.reduce((s, r) => s + r.wins, 0);
  const guesses = results.reduce((s, r) => s + r.guesses, 0);
  const rate = games ? won / games : 0;
  return {
    games,
    wins: won,
    rate,
    interval: wilsonInterval(rate, games),
    guesses: games ? guesses / games : 0,
    ms: performance.now() - start,
  };
}

export const percent = (x: number, digits = 2) => `${(x * 100).toFixed(digits)}%`;
