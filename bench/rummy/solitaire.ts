/**
 * Rummy's players alone against the stock: the diagnostic of whether our edge over PLT's player
 * is speed (draws to gin) or interaction. Each deal is PLT's deal of a seeded deck; the other
 * hand is dealt and stays hidden but never moves, so the pile's top is always our own discard
 * after the first turn, and every later draw is from the stock, in one fixed order per deal: the
 * players draw the same cards and differ only in what they keep.
 *
 *   npx tsx bench/rummy/solitaire.ts deals seed [players...]
 *
 * One line a player: mean draws to gin, its standard error, the share gin within 10, 15 and 20
 * draws, the mean paired difference from the first player named, and the share of a race
 * against the first player's draws of another deal (all pairs, each side first half the
 * time): what the head-to-head score would be if speed were all, with no interaction.
 */
import type { Card } from '../../src/cards/card.ts';
import { createRng, deriveSeed, type Rng, seriesSeed } from '../../src/core/rng.ts';
import { masksOf } from '../../src/games/rummy/cover.ts';
import { isGin } from '../../src/games/rummy/gin.ts';
import { gin2Move } from '../../src/games/rummy/gin2-player.ts';
import { DEAL_COUNT } from '../../src/games/rummy/info.ts';
import { outsMove, unseenOf } from '../../src/games/rummy/outs-player.ts';
import { pltMove } from '../../src/games/rummy/plt-ai.ts';
import { Race } from '../../src/games/rummy/race.ts';
import { RACE_DEFAULTS, raceMove } from '../../src/games/rummy/race-player.ts';
import { pltDeck } from '../../src/games/rummy/rules.ts';
import { cardOfId, idOf } from '../../src/games/rummy/sim-plt.ts';
import type { RummyMove, RummyObservation } from '../../src/games/rummy/state.ts';
import { wholeArg } from '../lib/args.ts';

/** A player's move; `rng` is seeded by the deal and the draw, as a match seeds it by the ply. */
type Policy = (o: RummyObservation, rng: Rng) => RummyMove;

/** The playouts' own policy (race.ts) as a player: draw blind, throw by its cheap rating. */
function cheap(o: RummyObservation): RummyMove {
  if (o.phase !== 'discard') return { kind: 'stock' };
  const hand = (o.hands[o.turn] ?? []) as readonly Card[];
  const race = new Race(unseenOf(o, hand).map(idOf), masksOf(o.discards));
  return { kind: 'discard', card: cardOfId(race.throwFrom(masksOf(hand), idOf(hand[0] as Card))) };
}
const POLICIES: Record<string, Policy> = {
  plt: pltMove,
  outs: outsMove,
  gin2: (o) => gin2Move(o),
  race: (o, rng) => raceMove(o, rng),
  racedraw: (o, rng) => raceMove(o, rng, { ...RACE_DEFAULTS, draw: 'race' }),
  cheap,
};

const args = process.argv.slice(2);
const deals = wholeArg('deals', args[0], 500);
const seed = wholeArg('seed', args[1], 1);
const names = args.length > 2 ? args.slice(2) : ['plt', 'outs', 'gin2'];
const CAP = 200;

const observation = (
  hand: readonly Card[],
  discards: readonly Card[],
  stock: number,
  phase: 'draw' | 'discard',
): RummyObservation => ({
  viewer: 0,
  hands: [hand, new Array(DEAL_COUNT).fill(null)],
  known: [[], []],
  stock: new Array(stock).fill(null),
  discards,
  turn: 0,
  phase,
  end: null,
});

/** Draws until gin (CAP if none), the policy alone; a spent stock is the pile less its top. */
function solitaire(policy: Policy, deal: number): number {
  const deck = pltDeck(createRng(seriesSeed(seed, deal)));
  let hand: Card[] = deck.slice(DEAL_COUNT, 2 * DEAL_COUNT);
  if (isGin(hand)) return 0;
  let discards: Card[] = deck.slice(2 * DEAL_COUNT, 2 * DEAL_COUNT + 1);
  let stock: Card[] = deck.slice(2 * DEAL_COUNT + 1);
  const reshuffle = createRng(seriesSeed(seed ^ 0x5a5a, deal));
  for (let draws = 1; draws <= CAP; draws++) {
    const rng = createRng(deriveSeed(seed, deal, draws));
    const move = policy(observation(hand, discards, stock.length, 'draw'), rng);
    if (draws === 1 && move.kind === 'take') {
      hand = [discards[discards.length - 1] as Card, ...hand];
      discards = discards.slice(0, -1);
    } else {
      if (stock.length === 0) {
        stock = reshuffle.shuffle(discards.slice(0, -1));
        discards = discards.slice(-1);
      }
      hand = [stock[0] as Card, ...hand];
      stock = stock.slice(1);
    }
    const out = policy(observation(hand, discards, stock.length, 'discard'), rng);
    if (out.kind !== 'discard') throw new Error('expected a discard');
    hand = hand.filter((c) => c !== out.card);
    discards = [...discards, out.card];
    if (isGin(hand)) return draws;
  }
  return CAP;
}

/** `race:candidates:samples:horizon:discount%:margin×10`, the race player with those options. */
function raceNamed(name: string): Policy | undefined {
  const [kind, ...numbers] = name.split(':');
  if (kind !== 'race' || numbers.length !== 5) return undefined;
  const [candidates, samples, horizon, percent, margin] = numbers.map((n) => wholeArg(name, n, 0));
  const options = {
    ...RACE_DEFAULTS,
    candidates: candidates as number,
    samples: samples as number,
    horizon: horizon as number,
    discount: (percent as number) / 100,
    margin: (margin as number) / 10,
  };
  return (o, rng) => raceMove(o, rng, options);
}

const results = names.map((name) => {
  const policy = POLICIES[name] ?? raceNamed(name);
  if (!policy) throw new Error(`no player ${name}: ${Object.keys(POLICIES).join(', ')}`);
  return Array.from({ length: deals }, (_, d) => solitaire(policy, d));
});
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const se = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) / xs.length);
};
const share = (xs: readonly number[], n: number) =>
  `${((100 * xs.filter((x) => x <= n).length) / xs.length).toFixed(1)}%`;
const first = results[0] as number[];
console.log(`${deals} deals of seed ${seed}, each player alone against the same stock`);
/** Each side first half the time: a tie in draws goes to the one who draws first. */
function race(xs: readonly number[], ys: readonly number[]): number {
  let won = 0;
  for (const x of xs) for (const y of ys) won += x < y ? 1 : x === y ? 0.5 : 0;
  return won / (xs.length * ys.length);
}
console.log('player  mean draws  ±se   ≤10    ≤15    ≤20    paired diff from first ±se  race');
for (const [i, xs] of results.entries()) {
  const diff = xs.map((x, d) => x - (first[d] as number));
  console.log(
    `${(names[i] as string).padEnd(7)} ${mean(xs).toFixed(2).padStart(10)}  ${se(xs).toFixed(2)}  ${share(xs, 10)}  ${share(xs, 15)}  ${share(xs, 20)}  ${mean(diff).toFixed(2)} ±${se(diff).toFixed(2)}  ${(100 * race(xs, first)).toFixed(1)}%`,
  );
}
