import type { AiInfo } from '../../core/ai.ts';

/** Pousse's computer players by name, for the seat picker; ais.ts has their code. */

export interface Level {
  readonly id: string;
  readonly name: string;
  /** Positions searched a move: a budget of work, so a game replays the same on any machine. */
  readonly nodes: number;
  /** Plays a random move that does not lose at once this often, in hundredths. */
  readonly blunder: number;
}

export const LEVELS: readonly Level[] = [
  { id: 'beginner', name: 'Beginner', nodes: 200, blunder: 40 },
  { id: 'casual', name: 'Casual', nodes: 2_000, blunder: 10 },
  { id: 'club', name: 'Club', nodes: 20_000, blunder: 0 },
  { id: 'expert', name: 'Expert', nodes: 50_000, blunder: 0 },
  { id: 'strongest', name: 'Strongest', nodes: 200_000, blunder: 0 },
];

/**
 * PLT's Smart robot thinks for a set time. On the page its time is counted as work, SMART_RATE
 * positions rated a "second", so a game replays exactly on any machine: the work PLT's own
 * robot.rkt does in a second of CPU, in our port's count (bench/pousse/plt-speed.md). The CLI's
 * `plt-smart-ms:<ms>` gives our port wall-clock time instead.
 */
export const SMART_RATE = 105_000;
export const SMART_SECONDS = [1, 5, 25] as const;

export const STUPID_INFO: AiInfo = { id: 'stupid', label: 'PLT Stupid (always B1)' };

export const smartInfo = (seconds: number): AiInfo => ({
  id: `plt-smart:${seconds}`,
  label: `PLT Smart, ${seconds} s a move${seconds === 25 ? ' (as PLT)' : ''}`,
});

export const levelInfo = (level: Level): AiInfo => ({
  id: `level:${level.id}`,
  label: `Engine: ${level.name}`,
});

export const AI_NAMES: readonly AiInfo[] = [
  STUPID_INFO,
  ...SMART_SECONDS.map(smartInfo),
  ...LEVELS.map(levelInfo),
];
