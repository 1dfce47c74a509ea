import * as z from 'zod';
import type { Outcome } from '../../core/game.ts';
import { lazy } from '../../core/lazy.ts';

/**
 * How one finished game went for the person at the table. A one-player puzzle is won when
 * solved; a game against the computer is won, lost or drawn by the human seat; a game scored
 * for one player keeps its points.
 */
export interface Finish {
  readonly result: 'won' | 'lost' | 'drawn' | 'scored';
  /** The human's moves in the line that finished it. */
  readonly moves: number;
  /** Time from the first move to the last while the game was open; absent when unknown. */
  readonly ms?: number;
  /** Points, for games scored for one player (Same). */
  readonly score?: number;
}

/** Everything kept about one variant of a game (one set of parameters); made when first read. */
const gameStatsSchema = lazy(() =>
  z.object({
    played: z.number().int().min(0),
    won: z.number().int().min(0),
    lost: z.number().int().min(0),
    drawn: z.number().int().min(0),
    /** Wins in a row, up to the latest game. */
    streak: z.number().int().min(0),
    bestStreak: z.number().int().min(0),
    /** Of the games won. */
    fastestMs: z.number().min(0).optional(),
    fewestMoves: z.number().int().min(0).optional(),
    bestScore: z.number().optional(),
    totalScore: z.number().optional(),
  }),
);

export type GameStats = z.infer<ReturnType<typeof gameStatsSchema>>;

export const NO_STATS: GameStats = {
  played: 0,
  won: 0,
  lost: 0,
  drawn: 0,
  streak: 0,
  bestStreak: 0,
};

/**
 * The finish for the people at the table (the seats a person played), or null when nobody did:
 * the computer played itself. With several people at one screen, a win by any of them is won,
 * by a computer lost, and scores compare the best of the people with the best of the rest.
 */
export function finishOf(
  outcome: Outcome,
  people: readonly number[],
  moves: number,
  ms: number | undefined,
): Finish | null {
  if (people.length === 0) return null;
  const base = ms === undefined ? { moves } : { moves, ms };
  switch (outcome.kind) {
    case 'solved':
      return { ...base, result: 'won' };
    case 'failed':
      return { ...base, result: 'lost' };
    case 'draw':
      return { ...base, result: 'drawn' };
    case 'win':
      return { ...base, result: people.includes(outcome.winner) ? 'won' : 'lost' };
    case 'scores': {
      const mine = Math.max(...people.map((p) => outcome.scores[p] ?? 0));
      if (outcome.scores.length === 1) return { ...base, result: 'scored', score: mine };
      const others = outcome.scores.filter((_, p) => !people.includes(p));
      if (others.length === 0) return { ...base, result: 'drawn', score: mine };
      const best = Math.max(...others);
      const result = mine > best ? 'won' : mine < best ? 'lost' : 'drawn';
      return { ...base, result, score: mine };
    }
  }
}

const least = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

/** The statistics with one more game. */
export function addFinish(stats: GameStats, finish: Finish): GameStats {
  const won = finish.result === 'won';
  const streak = won ? stats.streak + 1 : finish.result === 'scored' ? stats.streak : 0;
  const next: GameStats = {
    ...stats,
    played: stats.played + 1,
    won: stats.won + (won ? 1 : 0),
    lost: stats.lost + (finish.result === 'lost' ? 1 : 0),
    drawn: stats.drawn + (finish.result === 'drawn' ? 1 : 0),
    streak,
    bestStreak: Math.max(stats.bestStreak, streak),
  };
  if (won) {
    const fastest = least(stats.fastestMs, finish.ms);
    if (fastest !== undefined) next.fastestMs = fastest;
    next.fewestMoves = least(stats.fewestMoves, finish.moves);
  }
  if (finish.score !== undefined) {
    next.bestScore = Math.max(stats.bestScore ?? Number.NEGATIVE_INFINITY, finish.score);
    next.totalScore = (stats.totalScore ?? 0) + finish.score;
  }
  return next;
}

/**
 * Reads stored statistics; anything unreadable counts as none rather than breaking the page.
 * A variant never played has nothing stored: no schema is needed to say so.
 */
export function readStats(data: unknown): GameStats {
  if (data === undefined) return NO_STATS;
  const read = gameStatsSchema().safeParse(data);
  return read.success ? read.data : NO_STATS;
}

/**
 * Statistics are kept per variant: the parameters without the seed, in a fixed order, so
 * `size=7` and `size=5` of Lights Out count apart.
 */
export function variantOf(params: Readonly<Record<string, string>>): string {
  return new URLSearchParams(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k] as string]),
  ).toString();
}

/** Where the statistics are kept: per game and variant; each deal counts once. */
export interface StatsStore {
  /**
   * Adds a finished game to its variant's statistics unless `deal` (the game, parameters and
   * seed) has been counted already, and returns the statistics either way.
   */
  recordFinish(gameId: string, variant: string, deal: string, finish: Finish): Promise<GameStats>;
  stats(gameId: string, variant: string): Promise<GameStats>;
}

export const statsKey = (gameId: string, variant: string) => `${gameId}?${variant}`;

/** The store for tests: the same contract as IndexedDB's. */
export class MemoryStatsStore implements StatsStore {
  readonly entries = new Map<string, GameStats>();
  readonly counted = new Set<string>();

  async recordFinish(gameId: string, variant: string, deal: string, finish: Finish) {
    const key = statsKey(gameId, variant);
    const stats = this.entries.get(key) ?? NO_STATS;
    if (this.counted.has(deal)) return stats;
    this.counted.add(deal);
    const next = addFinish(stats, finish);
    this.entries.set(key, next);
    return next;
  }

  async stats(gameId: string, variant: string) {
    return this.entries.get(statsKey(gameId, variant)) ?? NO_STATS;
  }
}
