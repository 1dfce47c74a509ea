/**
 * The playing levels, weakest first: a node budget and an amount of noise (hundredths of a man
 * added at random to each root move's exact score), so a level plays the same moves on every
 * machine and a seeded game replays. The time is what the budget takes at about 250,000
 * positions a second (bench/checkers/engine.md).
 */
export interface Level {
  readonly id: string;
  readonly name: string;
  readonly nodes: number;
  readonly noise: number;
  readonly time: string;
}

export const LEVELS: readonly Level[] = [
  { id: 'beginner', name: 'Beginner', nodes: 300, noise: 120, time: 'instant' },
  { id: 'casual', name: 'Casual', nodes: 3_000, noise: 50, time: 'instant' },
  { id: 'club', name: 'Club', nodes: 30_000, noise: 15, time: '0.1 s' },
  { id: 'strong', name: 'Strong', nodes: 150_000, noise: 0, time: '0.6 s' },
  { id: 'expert', name: 'Expert', nodes: 500_000, noise: 0, time: '2 s' },
  { id: 'master', name: 'Master', nodes: 1_500_000, noise: 0, time: '6 s' },
];
