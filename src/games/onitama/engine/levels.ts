/**
 * The playing levels offered in the game, weakest first. A level is a node budget and an amount
 * of noise: budgets rather than clock time, so that a level plays the same moves on every
 * machine and a seeded game replays; the time given is what the budget takes on the machine
 * of bench/onitama/engine.md. Noise is in hundredths of a student (see `SearchOptions.noise`).
 * `strength` is measured in bench/onitama/ladder.md, against the seed's depth-5 alpha-beta or
 * the level below, with each level keeping its table through a game (ais.ts).
 */
export interface Level {
  readonly id: string;
  readonly name: string;
  readonly nodes: number;
  readonly noise: number;
  /** About how long a move takes, for the label. */
  readonly time: string;
  /** Its standing against the seed project's AI or the level below, from the level matches. */
  readonly strength: string;
}

export const LEVELS: readonly Level[] = [
  {
    id: 'beginner',
    name: 'Beginner',
    nodes: 300,
    noise: 250,
    time: 'instant',
    strength: "loses to the seed's depth-5 search in 2 games of 3",
  },
  {
    id: 'casual',
    name: 'Casual',
    nodes: 3_000,
    noise: 100,
    time: 'instant',
    strength: "beats the seed's depth 5 in 39 games of 40",
  },
  {
    id: 'club',
    name: 'Club',
    nodes: 30_000,
    noise: 30,
    time: '0.02 s',
    strength: "won all 40 games against the seed's depth 5",
  },
  {
    id: 'strong',
    name: 'Strong',
    nodes: 200_000,
    noise: 0,
    time: '0.1 s',
    strength: 'beats Club in 93% of games',
  },
  {
    id: 'expert',
    name: 'Expert',
    nodes: 1_000_000,
    noise: 0,
    time: '0.5 s',
    strength: 'beats Strong in 69% of games',
  },
  {
    id: 'master',
    name: 'Master',
    nodes: 2_500_000,
    noise: 0,
    time: '1.2 s',
    strength: 'scores 56% against Expert',
  },
];
