import type { GameInfo } from '../../core/game.ts';

/** PLT's five difficulties, by key 0–4: matching is always by type; only the looks change. */
export const DIFFICULTIES = ['beginner', 'easy', 'medium', 'high', 'extreme'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** What each difficulty shows, as PLT's difficulty screen names it. */
export const DIFFICULTY_LABELS: Readonly<Record<Difficulty, string>> = {
  beginner: 'Beginner: match everything (colour and shape by type)',
  easy: 'Easy: match colours (one shape for all)',
  medium: 'Medium: match shapes (one colour for all)',
  high: 'High: match colours (shapes at random)',
  extreme: 'Extreme: match shapes (colours at random)',
};

/** Whether the jewels that fall in at the start score (PLT's quirk) or not (ours). */
export type StartRule = 'free' | 'plt';

export interface JewelParams {
  readonly difficulty: Difficulty;
  readonly start: StartRule;
  readonly [name: string]: string | number | boolean;
}

export const jewelInfo: GameInfo<JewelParams> = {
  id: 'jewel',
  title: 'Jewel',
  set: 'Puzzle Games',
  players: () => 1,
  chance: false,
  // The refills follow a seed kept in the state; the player (and the hint) must not see it.
  hiddenInformation: true,
  params: {
    difficulty: {
      kind: 'choice',
      label: 'Difficulty',
      choices: DIFFICULTIES.map((value) => ({ value, label: DIFFICULTY_LABELS[value] })),
      default: 'beginner',
    },
    start: {
      kind: 'choice',
      label: 'Runs in the first board',
      choices: [
        { value: 'free', label: 'Cleared without scoring' },
        { value: 'plt', label: "Scored, as PLT's Jewel does" },
      ],
      default: 'free',
    },
  },
};
