import { createRng, deriveSeed } from '../../core/rng.ts';
import { DIFFICULTIES, type Difficulty, type StartRule } from './info.ts';
import { autoMove, type LookAhead } from './player.ts';
import { type JewelState, jewel, TICK_MS } from './rules.ts';

/** What one setting of the automatic player is measured at. */
export interface AutoSetting {
  readonly difficulty: Difficulty;
  readonly start: StartRule;
  readonly look: LookAhead;
  /** Ticks between its swaps (33: about a second). */
  readonly pace: number;
}

export interface AutoGame {
  readonly seed: number;
  readonly score: number;
  readonly level: number;
  readonly swaps: number;
  /** Game time in minutes: waiting and PLT's animations, at 30 ms a tick. */
  readonly minutes: number;
}

/** A game longer than this (in ticks, about 8 hours) is stopped: the player never tires. */
const MAX_TICKS = 1_000_000;

/** One seeded game of the automatic player, from the deal to the end of its life. */
export function autoGame(setting: AutoSetting, seed: number): AutoGame {
  let state = jewel.setup(
    { difficulty: setting.difficulty, start: setting.start },
    createRng(seed),
  );
  const rng = createRng(deriveSeed(seed, 1));
  while (!jewel.result(state) && state.time < MAX_TICKS) {
    const seen = jewel.observe?.(state, 0) as JewelState;
    state = jewel.play(state, autoMove(seen, setting.look, setting.pace, rng.int(0, 0xffff_ffff)));
  }
  const minutes = (state.time * TICK_MS) / 60_000;
  return { seed, score: state.score, level: state.level, swaps: state.swaps, minutes };
}

export interface Summary {
  readonly games: number;
  readonly pointsPerMinute: number;
  /** Half the 95% interval of the mean points per minute (normal approximation). */
  readonly margin: number;
  readonly score: number;
  readonly level: number;
  readonly minutes: number;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function summarize(games: readonly AutoGame[]): Summary {
  const ppm = games.map((g) => g.score / g.minutes);
  const m = mean(ppm);
  const variance =
    ppm.length > 1 ? ppm.reduce((a, x) => a + (x - m) ** 2, 0) / (ppm.length - 1) : 0;
  return {
    games: games.length,
    pointsPerMinute: m,
    margin: 1.96 * Math.sqrt(variance / ppm.length),
    score: mean(games.map((g) => g.score)),
    level: mean(games.map((g) => g.level)),
    minutes: mean(games.map((g) => g.minutes)),
  };
}

/** Seeds for a setting's games: each difficulty its own run of seeds, so rows are independent. */
export const seedsFor = (base: number, difficulty: Difficulty, games: number): number[] =>
  Array.from({ length: games }, (_, i) => deriveSeed(base, DIFFICULTIES.indexOf(difficulty), i));
