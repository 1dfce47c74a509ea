import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';

/**
 * The sixteen cards of the base game. A step is `[right, forward]` as seen by the player who
 * holds the card; for red, who faces the other way, both turn round. The steps are listed in
 * the seed's order (Cards.rkt), because the seed's search tries them in that order and its node
 * counts depend on it.
 */
export const CARD_NAMES = [
  'monkey',
  'boar',
  'elephant',
  'crab',
  'tiger',
  'goose',
  'dragon',
  'frog',
  'rabbit',
  'rooster',
  'mantis',
  'horse',
  'ox',
  'crane',
  'eel',
  'cobra',
] as const;

export type CardName = (typeof CARD_NAMES)[number];

export type Step = readonly [right: number, forward: number];

const N: Step = [0, 1];
const NE: Step = [1, 1];
const NEE: Step = [2, 1];
const NW: Step = [-1, 1];
const NWW: Step = [-2, 1];
const E: Step = [1, 0];
const W: Step = [-1, 0];
const S: Step = [0, -1];
const SW: Step = [-1, -1];
const SE: Step = [1, -1];
const NN: Step = [0, 2];
const EE: Step = [2, 0];
const WW: Step = [-2, 0];

export const CARD_STEPS: Readonly<Record<CardName, readonly Step[]>> = {
  monkey: [SE, SW, NW, NE],
  boar: [W, E, N],
  elephant: [W, E, NE, NW],
  crab: [EE, WW, N],
  tiger: [NN, S],
  goose: [NW, W, E, SE],
  dragon: [SW, SE, NWW, NEE],
  frog: [WW, NW, SE],
  rabbit: [SW, NE, EE],
  rooster: [W, SW, E, NE],
  mantis: [NE, NW, S],
  horse: [W, N, S],
  ox: [E, N, S],
  crane: [N, SW, SE],
  eel: [NW, SW, E],
  cobra: [SE, NE, W],
};

/** The seed's fixed set (`basic-set`), in the order of the genes of its chromosomes. */
export const SEED_CARDS: readonly CardName[] = ['tiger', 'crab', 'horse', 'eel', 'frog'];

export const CARDS_PER_GAME = 5;

export const isCardName = (text: string): text is CardName =>
  (CARD_NAMES as readonly string[]).includes(text);

export const cardIndex = (name: CardName): number => CARD_NAMES.indexOf(name);

/**
 * Reads the `cards` parameter: `random`, `seed`, or five distinct card names separated by
 * commas. Names are case-insensitive.
 */
export function parseCardsParam(text: string): Result<'random' | 'seed' | CardName[]> {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'random' || trimmed === 'seed') return ok(trimmed);
  // Spaces and `+` too: game strings keep commas for separating parameters, and a URL reads
  // `+` as a space.
  const names = trimmed.split(/[\s,+]+/);
  if (names.length !== CARDS_PER_GAME) {
    return err(
      `cards ${excerpt(text)}: expected random, seed or ${CARDS_PER_GAME} card names joined by +, spaces or commas, got ${names.length} names`,
    );
  }
  const unknown = names.filter((n) => !isCardName(n));
  if (unknown.length > 0) {
    return err(
      `cards ${excerpt(text)}: no card named ${unknown.map((n) => excerpt(n)).join(', ')} (cards: ${CARD_NAMES.join(', ')})`,
    );
  }
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice)
    return err(`cards ${excerpt(text)}: ${twice} is named twice; a game has five different cards`);
  return ok(names as CardName[]);
}

/**
 * The five cards of a new game in dealing order: blue's two, red's two, the side card.
 * `random` draws five of the sixteen (the official game); `seed` shuffles the seed's five as its
 * `gen-cards` does; a list of names is dealt in the order given.
 */
export function dealCards(choice: 'random' | 'seed' | readonly CardName[], rng: Rng): CardName[] {
  if (choice === 'random') return rng.shuffle(CARD_NAMES).slice(0, CARDS_PER_GAME);
  if (choice === 'seed') return rng.shuffle(SEED_CARDS);
  return [...choice];
}
