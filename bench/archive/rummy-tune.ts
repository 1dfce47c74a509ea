/**
 * Archived: an experiment that measured no gain. No weighting of the cheap policy beat the
 * seat's own (54.1% alone against PLT on 4,000 deals; the best, 54.3%, within the noise), and
 * one step of policy iteration gave 54.8% against 54.4% (bench/rummy/match.md, "Nor is a faster
 * cheap policy there to be had").
 *
 * The playouts' cheap policy (race.ts) with its throw rating as weights, each setting played
 * alone against the stock over the same deals, scored by its race against PLT's player alone
 * on those deals: the diagnostic of whether a faster solitaire policy is there to be had.
 *
 *   npx tsx bench/archive/rummy-tune.ts deals seed name=size,gin,improving,rating ...
 *   npx tsx bench/archive/rummy-tune.ts deals seed fit samples [fitting deals]
 *
 * `fit`: one step of approximate policy iteration. The base policy plays alone; at each throw,
 * every one of its eleven cards is rated by the race seat's playouts (race.ts, `samples`
 * stock orders, 30 draws, 0.95 a draw), and a linear rating of the ten cards left is fitted to
 * those worths, within each throw (each feature and worth less its mean over the throw's
 * cards, so only the choice between them is fitted). The fitted rating then plays as above.
 *
 * Every draw is from the stock (the first one too), and the pile's top is always our own
 * discard, so every player draws the same cards and differs only in what it keeps.
 */
import { createRng, seriesSeed } from '../../src/core/rng.ts';
import { covers, type Masks } from '../../src/games/rummy/cover.ts';
import { DEAL_COUNT } from '../../src/games/rummy/info.ts';
import { flip, Race } from '../../src/games/rummy/race.ts';
import { pltDeck } from '../../src/games/rummy/rules.ts';
import {
  type CardId,
  coverSizeOf,
  idOf,
  masksOfIds,
  pairScore,
  pltDiscardIds,
} from '../../src/games/rummy/sim-plt.ts';
import { holds, joins, TwoDraw, touches } from '../../src/games/rummy/two-draw.ts';
import { wholeArg } from '../lib/args.ts';

const CAP = 200;
const args = process.argv.slice(2);
const deals = wholeArg('deals', args[0], 500);
const seed = wholeArg('seed', args[1], 1);

/** [size, gin outs, improving outs, outs that cover two more, pair rating, size 3 .. 10 as 0/1]. */
type Features = number[];
const SIZES = [3, 4, 5, 6, 7, 8, 9, 10];

function featuresOf(m: Masks, unseen: readonly CardId[], chances: TwoDraw, rating: number) {
  const size = coverSizeOf(m);
  let imp = 0;
  let imp2 = 0;
  for (const id of unseen) {
    if (holds(m, id) || !joins(m, id)) continue;
    flip(m, id);
    if (covers(m, 10 - size)) {
      imp++;
      if (covers(m, 9 - size)) imp2++;
    }
    flip(m, id);
  }
  return [size, chances.outs(m), imp, imp2, rating, ...SIZES.map((k) => (size === k ? 1 : 0))];
}

/** The features of the ten cards each throw of `hand` leaves, the card drawn first. */
function throwsOf(hand: CardId[], drawn: CardId, gone: Masks, unseen: CardId[]) {
  const m = masksOfIds(hand);
  const chances = new TwoDraw(unseen);
  const ids = [drawn, ...hand.filter((id) => id !== drawn)];
  const rows = ids.map((a) => ids.reduce((r, b) => r + pairScore(a, b, gone), 0));
  const total = rows.reduce((a, b) => a + b, 0);
  return ids.map((id, i) => {
    flip(m, id);
    const rating = total - 2 * (rows[i] as number) + pairScore(id, id, gone);
    const f = featuresOf(m, unseen, chances, rating);
    flip(m, id);
    return { id, f };
  });
}

/** The throw `score` rates best, ties to the card drawn; a card that touches nothing goes back. */
function throwBy(
  score: (f: Features) => number,
  record?: (hand: CardId[], drawn: CardId, gone: Masks, unseen: CardId[]) => void,
): Thrower {
  return (hand, drawn, gone, unseen) => {
    if (!touches(masksOfIds(hand), drawn)) return drawn;
    record?.(hand, drawn, gone, unseen);
    let best = drawn;
    let bestScore = -Infinity;
    for (const { id, f } of throwsOf(hand, drawn, gone, unseen)) {
      const x = score(f);
      if (x > bestScore) {
        best = id;
        bestScore = x;
      }
    }
    return best;
  };
}

const weighted = (w: readonly number[]) => (f: Features) =>
  (w[0] as number) * (f[0] as number) +
  (w[1] as number) * (f[1] as number) +
  (w[2] as number) * (f[2] as number) +
  (w[3] as number) * (f[4] as number);
/** The race seat's cheap policy: [size, 2 × gin outs + improving outs, rating]. */
const BASE = weighted([1000, 2, 1, 0.001]);

type Thrower = (hand: CardId[], drawn: CardId, gone: Masks, unseen: CardId[]) => CardId;

const plt: Thrower = (hand, drawn, gone) => {
  const all = [drawn, ...hand.filter((id) => id !== drawn)];
  return all[pltDiscardIds(all, gone)[0]] as CardId;
};

function solitaire(thrower: Thrower, deal: number): number {
  const deck = pltDeck(createRng(seriesSeed(seed, deal))).map(idOf);
  let hand = deck.slice(DEAL_COUNT, 2 * DEAL_COUNT);
  if (covers(masksOfIds(hand), 0)) return 0;
  const discards = deck.slice(2 * DEAL_COUNT, 2 * DEAL_COUNT + 1);
  let stock = deck.slice(2 * DEAL_COUNT + 1);
  const reshuffle = createRng(seriesSeed(seed ^ 0x5a5a, deal));
  const other = new Set(deck.slice(0, DEAL_COUNT));
  for (let draws = 1; draws <= CAP; draws++) {
    if (stock.length === 0) {
      stock = reshuffle.shuffle(discards.slice(0, -1));
      discards.splice(0, discards.length - 1);
    }
    const drawn = stock[0] as CardId;
    stock = stock.slice(1);
    hand = [drawn, ...hand];
    const gone = masksOfIds(discards);
    const seen = new Set([...hand, ...discards]);
    const unseen = [...stock, ...other].filter((id) => !seen.has(id)).sort((a, b) => a - b);
    const out = thrower(hand, drawn, gone, unseen);
    hand = hand.filter((id) => id !== out);
    discards.push(out);
    if (covers(masksOfIds(hand), 0)) return draws;
  }
  return CAP;
}

function race(xs: readonly number[], ys: readonly number[]): number {
  let won = 0;
  for (const x of xs) for (const y of ys) won += x < y ? 1 : x === y ? 0.5 : 0;
  return won / (xs.length * ys.length);
}
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Least squares by the normal equations, a little ridge for features that never vary. */
function leastSquares(xs: readonly Features[], ys: readonly number[]): number[] {
  const k = (xs[0] as Features).length;
  const a = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0));
  for (const [n, x] of xs.entries()) {
    for (let i = 0; i < k; i++) {
      const row = a[i] as number[];
      for (let j = 0; j < k; j++) row[j] = (row[j] as number) + (x[i] as number) * (x[j] as number);
      row[k] = (row[k] as number) + (x[i] as number) * (ys[n] as number);
    }
  }
  for (let i = 0; i < k; i++) (a[i] as number[])[i] = ((a[i] as number[])[i] as number) + 1e-6;
  for (let c = 0; c < k; c++) {
    const pivot = a[c] as number[];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const row = a[r] as number[];
      const f = (row[c] as number) / (pivot[c] as number);
      for (let j = c; j <= k; j++) row[j] = (row[j] as number) - f * (pivot[j] as number);
    }
  }
  return a.map((row, i) => (row[k] as number) / (row[i] as number));
}

/** Each throw's features and playout worth, less their means over the throw's cards. */
function collect(samples: number): [Features[], number[]] {
  const xs: Features[] = [];
  const ys: number[] = [];
  const rng = createRng(seriesSeed(seed, 0x7e57));
  const record = (hand: CardId[], drawn: CardId, gone: Masks, unseen: CardId[]) => {
    const cards = throwsOf(hand, drawn, gone, unseen);
    const race = new Race(unseen, gone);
    const m = masksOfIds(hand);
    const hands = cards.map(({ id }) => {
      const h = m.slice();
      flip(h, id);
      return h;
    });
    // A playout draws before it looks for gin: ten cards already gin are worth 1 outright.
    const worths = race
      .worths(hands, rng, samples, 30, 0.95)
      .map((row, i) => ((cards[i] as { f: Features }).f[0] === 10 ? 1 : mean([...row])));
    const fs = cards.map(({ f }) => f.slice(1));
    const k = (fs[0] as Features).length;
    const fMean = Array.from({ length: k }, (_, j) => mean(fs.map((f) => f[j] as number)));
    const yMean = mean(worths);
    for (const [i, f] of fs.entries()) {
      xs.push(f.map((x, j) => x - (fMean[j] as number)));
      ys.push((worths[i] as number) - yMean);
    }
  };
  const fitting = wholeArg('fitting deals', args[4], deals);
  for (let d = 0; d < fitting; d++) solitaire(throwBy(BASE, record), d + 100000);
  return [xs, ys];
}

const pltTimes = Array.from({ length: deals }, (_, d) => solitaire(plt, d));
console.log(`${deals} deals of seed ${seed}; PLT alone: ${mean(pltTimes).toFixed(2)} draws`);
console.log('name                 mean draws  race against PLT');
const show = (name: string, thrower: Thrower) => {
  const times = Array.from({ length: deals }, (_, d) => solitaire(thrower, d));
  console.log(
    `${name.padEnd(20)} ${mean(times).toFixed(2).padStart(10)}  ${(100 * race(times, pltTimes)).toFixed(2)}%`,
  );
};
if (args[2] === 'fit') {
  show('base', throwBy(BASE));
  const [xs, ys] = collect(wholeArg('samples', args[3], 64));
  const w = leastSquares(xs, ys);
  const names = ['gin', 'imp', 'imp2', 'rating', ...SIZES.map((k) => `size${k}`)];
  console.log(
    `${xs.length} cards rated; weights ${names.map((n, i) => `${n} ${w[i]?.toFixed(4)}`).join(', ')}`,
  );
  show(
    'fitted',
    throwBy((f) => f.slice(1).reduce((a, x, i) => a + x * (w[i] as number), 0)),
  );
} else {
  for (const spec of args.slice(2)) {
    const [name, list] = spec.split('=');
    show(name ?? '', throwBy(weighted((list ?? '').split(',').map(Number))));
  }
}
