import { BucketTable } from '../../../search/bucket-table.ts';
import { spsa as spsaLoop } from '../../../search/spsa.ts';
import { enginePlayer } from '../ais.ts';
import { CARD_NAMES, type CardName, dealCards, parseCardsParam } from '../cards.ts';
import { SCALAR_TERMS, type Weights } from '../engine/evaluate.ts';
import { BLUE, type OnitamaState, startState } from '../rules.ts';
import { playOut } from './play.ts';

/**
 * The engine's evaluation tuned by SPSA (search/spsa.ts): each iteration plays a pair of games
 * between the nudged-up and the nudged-down weights on one card set, each side once as blue.
 */

export interface SpsaConfig {
  readonly iterations: number;
  /** Positions each player searches per move: small, so games are quick but not blind. */
  readonly nodes: number;
  /** A game this long is a draw: two engines can walk in circles. */
  readonly maxPlies: number;
  /** Step size at the start, as a fraction of each weight's perturbation. */
  readonly rate: number;
  /**
   * Whether the card values are tuned too. Only their differences within a deal matter, so
   * they learn slowly and add noise to the other weights' signal.
   */
  readonly cards: boolean;
  readonly seed: number;
}

export const SPSA_DEFAULTS: Omit<SpsaConfig, 'iterations' | 'seed'> = {
  nodes: 2000,
  maxPlies: 150,
  rate: 0.15,
  cards: true,
};

/**
 * How far each weight is nudged at first: big enough that a pair of games can tell the two
 * sides apart now and then, the only signal SPSA has.
 */
const PERTURBATION: readonly number[] = [20, 4, 4, 4, 2, 3, 3, 6, ...CARD_NAMES.map(() => 15)];

export const toVector = (w: Weights): number[] => [
  ...SCALAR_TERMS.map((t) => w[t]),
  ...CARD_NAMES.map((c) => w.cards[c]),
];

export function fromVector(v: readonly number[]): Weights {
  const round = (x: number | undefined) => Math.round(x ?? 0);
  const scalars = Object.fromEntries(SCALAR_TERMS.map((t, i) => [t, round(v[i])]));
  const cards = Object.fromEntries(
    CARD_NAMES.map((c, i) => [c, round(v[SCALAR_TERMS.length + i])]),
  ) as Record<CardName, number>;
  return { ...(scalars as Record<(typeof SCALAR_TERMS)[number], number>), cards };
}

/** 1 if blue wins, 0 if red wins, 0.5 for a game that reaches the ply limit. */
export function playGame(
  start: OnitamaState,
  blue: Weights,
  red: Weights,
  config: Pick<SpsaConfig, 'nodes' | 'maxPlies'>,
  table: BucketTable,
): number {
  const seat = (weights: Weights) =>
    enginePlayer('tuning', 'tuning', { nodes: config.nodes }, { weights, table });
  // The engine without noise uses no randomness: any seed will do.
  const { winner } = playOut(start, [seat(blue), seat(red)], config.maxPlies, () => 0);
  return winner === null ? 0.5 : winner === BLUE ? 1 : 0;
}

export interface SpsaStep {
  readonly iteration: number;
  /** Points of the nudged-up weights in the pair, minus one: from -1 to 1. */
  readonly result: number;
  readonly weights: Weights;
}

export function* spsa(start: Weights, config: SpsaConfig): Generator<SpsaStep> {
  const table = new BucketTable(4);
  const deal = parseCardsParam('random');
  if (!deal.ok) throw new Error(deal.error);
  const perturbation = PERTURBATION.map((p, i) =>
    i >= SCALAR_TERMS.length && !config.cards ? 0 : p,
  );
  const steps = spsaLoop(toVector(start), {
    iterations: config.iterations,
    rate: config.rate,
    perturbation,
    seed: config.seed,
    compare(plusVector, minusVector, rng) {
      const plus = fromVector(plusVector);
      const minus = fromVector(minusVector);
      const cards = startState(dealCards(deal.value, rng));
      const points =
        playGame(cards, plus, minus, config, table) +
        (1 - playGame(cards, minus, plus, config, table));
      return points - 1;
    },
  });
  for (const { iteration, result, theta } of steps) {
    yield { iteration, result, weights: fromVector(theta) };
  }
}
