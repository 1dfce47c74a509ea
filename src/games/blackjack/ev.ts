/**
 * The exact expected value of PLT's Blackjack for a shoe's composition: 3:2 blackjacks, naturals
 * settled before the player acts (so the dealer's hole card is known not to make a blackjack),
 * dealer stands on soft 17, double on any first two cards, one split with no double after it,
 * split aces one card each, no surrender, no insurance. Pure and fast: no DOM, no rng.
 *
 * Ranks are indices 0 (ace) to 9 (ten, J, Q, K). Every decision is composition-dependent: it
 * depends on the exact cards of the hand. The hole card is drawn, conceptually, after the
 * player's cards (cards drawn without replacement are exchangeable), and every path is weighted
 * by the chance that it did not complete a dealer blackjack; dividing by that chance at the root
 * gives the exact conditional values, with no approximation of the player's draws.
 *
 * A split hand is valued as twice one hand drawn from the shoe without both pair cards, the
 * other hand's cards unseen (the usual "split hands played independently" convention).
 */

export type Counts = number[];
export type Action = 'stand' | 'hit' | 'double' | 'split';

const RANKS = 10;
const TEN = 9;
const ACE = 0;
const POW = Array.from({ length: RANKS }, (_, r) => 17 ** r);

export const fullShoe = (decks: number): Counts =>
  Array.from({ length: RANKS }, (_, r) => (r === TEN ? 16 : 4) * decks);

const sum = (c: readonly number[]) => c.reduce((a, b) => a + b, 0);

/** A hand's best total, from its hard total and whether it holds an ace. */
const best = (hard: number, ace: boolean) => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/** Completes a blackjack with the up card: the hole card the naturals check would have shown. */
const completes = (up: number, hole: number) =>
  (up === ACE && hole === TEN) || (up === TEN && hole === ACE);

/** The chance the hole card, drawn from `shoe`, does not make a dealer blackjack. */
export function noBlackjack(shoe: readonly number[], up: number): number {
  const n = sum(shoe);
  if (up === ACE) return 1 - (shoe[TEN] as number) / n;
  if (up === TEN) return 1 - (shoe[ACE] as number) / n;
  return 1;
}

/**
 * The dealer's final totals from `shoe` with `up` showing, as weights of paths where the hole
 * card made no blackjack: [17, 18, 19, 20, 21, bust]. Memoised on the dealer's cards.
 */
export function dealerTotals(shoe: Counts, up: number): Float64Array {
  const memo = new Map<number, Float64Array>();
  const n0 = sum(shoe);
  const go = (hard: number, ace: boolean, cards: number, n: number, key: number): Float64Array => {
    const hit = memo.get(key);
    if (hit) return hit;
    const out = new Float64Array(6);
    for (let r = 0; r < RANKS; r++) {
      const k = shoe[r] as number;
      if (k === 0 || (cards === 1 && completes(up, r))) continue;
      const p = k / n;
      const h = hard + r + 1;
      const a = ace || r === ACE;
      const t = best(h, a);
      if (h > 21) out[5] = (out[5] as number) + p;
      else if (t >= 17) out[t - 17] = (out[t - 17] as number) + p;
      else {
        shoe[r] = k - 1;
        const sub = go(h, a, cards + 1, n - 1, key + (POW[r] as number));
        shoe[r] = k;
        for (let i = 0; i < 6; i++) out[i] = (out[i] as number) + p * (sub[i] as number);
      }
    }
    memo.set(key, out);
    return out;
  };
  return go(up + 1, up === ACE, 1, n0, 0);
}

/** Standing on `total`: +1 for a win, −1 for a loss, weighted by paths without dealer blackjack. */
export const standValue = (shoe: Counts, up: number, total: number): number =>
  valueAgainst(dealerTotals(shoe, up), total);

function valueAgainst(d: Float64Array, total: number): number {
  let v = d[5] as number;
  for (let t = 17; t <= 21; t++)
    v += total > t ? (d[t - 17] as number) : total < t ? -(d[t - 17] as number) : 0;
  return v;
}

interface Hand {
  hard: number;
  ace: boolean;
  cards: number;
  key: number;
}

const add = (h: Hand, r: number): Hand => ({
  hard: h.hard + r + 1,
  ace: h.ace || r === ACE,
  cards: h.cards + 1,
  key: h.key + (POW[r] as number),
});

/**
 * A fixed strategy such as a basic-strategy table, for valuing it exactly instead of the best
 * play: its choice on the first two cards, and whether it hits a later hand (or a split hand).
 */
export interface FixedStrategy {
  first(a: number, b: number, up: number): Action;
  hits(total: number, soft: boolean, up: number): boolean;
}

/** The values of a hand's actions, unnormalised (see the file comment); NaN where not allowed. */
export interface ActionValues {
  stand: number;
  hit: number;
  double: number;
  split: number;
}

/**
 * The calculator for one up card and one shoe (the cards the player has not seen, the up card and
 * the player's cards removed). `values(hand)` gives each action's value for a hand of ranks;
 * `best(hand)` the optimal one. Memoised on the hand's composition.
 */
export class Calculator {
  private readonly memo = new Map<number, number>();
  /** The dealer's totals by the cards out of the shoe (its key), shared by every action. */
  private readonly dealer = new Map<number, Float64Array>();
  /** Per pair rank: a split hand's shoe also lacks the other hand's pair card. */
  private readonly splitMemo = new Map<number, Map<number, number>>();
  /** Called before each new dealer table, the costly step: a caller that gives up throws here. */
  private poll: () => void = () => {};
  constructor(
    /** The cards unseen, the up card out and the player's cards still in; restored after use. */
    private readonly shoe: Counts,
    readonly up: number,
    /** After the first decision, play this strategy rather than the best (see `shoeEv`). */
    private readonly strategy?: FixedStrategy,
  ) {}

  /** Standing on `h`; `out` is the key of cards out of the shoe beside the hand's. */
  private stand(h: Hand, out: number): number {
    const key = h.key + out;
    let d = this.dealer.get(key);
    if (!d) {
      this.poll();
      d = dealerTotals(this.shoe, this.up);
      this.dealer.set(key, d);
    }
    return valueAgainst(d, best(h.hard, h.ace));
  }

  /** Optimal value of a hand that may hit or stand (after its first decision, or split). */
  private play(h: Hand, memo: Map<number, number>, splitAces: boolean, out = 0): number {
    const got = memo.get(h.key);
    if (got !== undefined) return got;
    const st = this.stand(h, out);
    const total = best(h.hard, h.ace);
    const v = splitAces
      ? st
      : !this.strategy
        ? Math.max(st, this.hitValue(h, memo, out))
        : this.strategy.hits(total, total !== h.hard, this.up)
          ? this.hitValue(h, memo, out)
          : st;
    memo.set(h.key, v);
    return v;
  }

  private hitValue(h: Hand, memo: Map<number, number>, out = 0): number {
    return this.draw(h, (next) => this.play(next, memo, false, out));
  }

  private doubleValue(h: Hand): number {
    return 2 * this.draw(h, (next) => this.stand(next, 0));
  }

  /** Two hands, each one pair card plus draws from the shoe without both pair cards. */
  private splitValue(pair: number): number {
    let memo = this.splitMemo.get(pair);
    if (!memo) {
      memo = new Map();
      this.splitMemo.set(pair, memo);
    }
    const one: Hand = { hard: pair + 1, ace: pair === ACE, cards: 1, key: POW[pair] as number };
    // A split hand's second card never busts it: `draw` only ever plays it on.
    return 2 * this.draw(one, (next) => this.play(next, memo, pair === ACE, POW[pair]));
  }

  /**
   * Each card the shoe may give `h`, weighted by its chance, taken out of the shoe meanwhile: a
   * bust loses the bet (on the paths without a dealer blackjack), else the hand is worth `then`.
   */
  private draw(h: Hand, then: (next: Hand) => number): number {
    const s = this.shoe;
    const n = sum(s);
    let v = 0;
    for (let r = 0; r < RANKS; r++) {
      const k = s[r] as number;
      if (k === 0) continue;
      const next = add(h, r);
      s[r] = k - 1;
      v += (k / n) * (next.hard > 21 ? -noBlackjack(s, this.up) : then(next));
      s[r] = k;
    }
    return v;
  }

  /**
   * The values of each action for the hand of `ranks`, taken out of the shoe meanwhile. `poll`
   * is called as the work goes on; what it throws ends the call mid-draw, with cards still out of
   * the shoe: the calculator is then to be dropped, not used again.
   */
  values(ranks: readonly number[], poll: () => void = () => {}): ActionValues {
    this.poll = poll;
    let h: Hand = { hard: 0, ace: false, cards: 0, key: 0 };
    for (const r of ranks) {
      h = add(h, r);
      this.shoe[r] = (this.shoe[r] as number) - 1;
    }
    try {
      return this.valuesOf(h, ranks);
    } finally {
      for (const r of ranks) this.shoe[r] = (this.shoe[r] as number) + 1;
      this.poll = () => {};
    }
  }

  private valuesOf(h: Hand, ranks: readonly number[]): ActionValues {
    const first = ranks.length === 2;
    const stand = this.stand(h, 0);
    const hit = this.hitValue(h, this.memo);
    const double = first ? this.doubleValue(h) : Number.NaN;
    let split = Number.NaN;
    if (first && ranks[0] === ranks[1]) {
      split = this.splitValue(ranks[0] as number);
    }
    return { stand, hit, double, split };
  }
}

export const bestOf = (v: ActionValues): [Action, number] => {
  let out: [Action, number] = ['stand', v.stand];
  for (const a of ['hit', 'double', 'split'] as const) if (v[a] > out[1]) out = [a, v[a]];
  return out;
};

export interface ShoeEv {
  /** The player's expected result per unit bet, off the top of the shoe. */
  ev: number;
  /** The same for each up card, ace first. */
  byUp: number[];
  /** Basic strategy: each two-card row's action by up card (ace first), see `strategyRows`. */
  table: Map<string, string[]>;
}

/**
 * A table row for two cards: `hard 5`..`hard 19`, `soft 13`..`soft 20` (an ace and another
 * card), `pair A`, `pair 2`..`pair 10`.
 */
export function rowOf(a: number, b: number): string | null {
  if (a === b) return `pair ${a === ACE ? 'A' : a + 1}`;
  if (a === ACE || b === ACE) return a + b + 12 === 21 ? null : `soft ${a + b + 12}`;
  return `hard ${a + b + 2}`;
}

/**
 * A cell's letter: S stand, H hit, D double (else hit), Ds double (else stand), P split.
 * Doubling is the first-two-cards choice; its fallback is the better of hitting and standing.
 */
function letter(v: ActionValues): string {
  const [a] = bestOf(v);
  if (a === 'split') return 'P';
  if (a === 'double') return v.stand > v.hit ? 'Ds' : 'D';
  return a === 'stand' ? 'S' : 'H';
}

/**
 * The expected result of a round dealt from `shoe` with optimal composition-dependent play, or
 * with `strategy` when given: the player's two cards and the up card drawn from it, naturals
 * settled first.
 */
export function shoeEv(shoe: readonly number[], strategy?: FixedStrategy): ShoeEv {
  const n = sum(shoe);
  const byUp: number[] = [];
  const table = new Map<string, string[]>();
  let ev = 0;
  for (let up = 0; up < RANKS; up++) {
    if (shoe[up] === 0) {
      byUp.push(Number.NaN);
      continue;
    }
    const base = shoe.slice();
    base[up] = (base[up] as number) - 1;
    const calc = new Calculator(base, up, strategy);
    const sums = new Map<string, ActionValues>();
    let e = 0;
    const m = n - 1;
    for (let a = 0; a < RANKS; a++) {
      for (let b = a; b < RANKS; b++) {
        const pa = (base[a] as number) / m;
        const pb = ((base[b] as number) - (a === b ? 1 : 0)) / (m - 1);
        const p = (a === b ? 1 : 2) * pa * pb;
        if (p <= 0) continue;
        e += p * handEv(calc, base, up, a, b, strategy);
        const row = rowOf(a, b);
        if (row) {
          const v = calc.values([a, b]);
          const acc = sums.get(row) ?? {
            stand: 0,
            hit: 0,
            double: 0,
            split: a === b ? 0 : Number.NaN,
          };
          for (const k of ['stand', 'hit', 'double', 'split'] as const) acc[k] += p * v[k];
          sums.set(row, acc);
        }
      }
    }
    for (const [row, v] of sums) {
      const cells = table.get(row) ?? [];
      cells[up] = letter(v);
      table.set(row, cells);
    }
    byUp.push(e);
    ev += ((shoe[up] as number) / n) * e;
  }
  return { ev, byUp, table };
}

/** One dealt hand's value: naturals first, else the best action less the dealer's blackjacks. */
function handEv(
  calc: Calculator,
  base: Counts,
  up: number,
  a: number,
  b: number,
  strategy?: FixedStrategy,
): number {
  base[a] = (base[a] as number) - 1;
  base[b] = (base[b] as number) - 1;
  const clear = noBlackjack(base, up);
  base[a] = (base[a] as number) + 1;
  base[b] = (base[b] as number) + 1;
  if ((a === ACE && b === TEN) || (a === TEN && b === ACE)) return 1.5 * clear;
  const v = calc.values([a, b]);
  return (strategy ? v[strategy.first(a, b, up)] : bestOf(v)[1]) - (1 - clear);
}
