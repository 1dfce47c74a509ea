import { type Card, cardValue, SUITS, suitOf } from '../../cards/card.ts';
import type { AcesMove, AcesState } from './rules.ts';

/**
 * The full-knowledge solver: it sees the whole stock, so it says whether a deal can be won and
 * how. A depth-first search over PLT's clicks (the same moves as rules.ts, on numbers for
 * speed) with a table of the positions already met, so no position is searched twice. A test
 * replays every line it finds through the rules.
 */
export interface SolveOptions {
  /** Positions to visit at most; past it the answer is "unknown" (won: null). */
  readonly nodeLimit?: number;
  /** Polled every few thousand positions: true stops the search with "unknown". */
  readonly stopped?: () => boolean;
  /**
   * Make every removal as soon as it can be made (the default), searching only the moves to
   * empty stacks and the deals. False searches removals as choices too: far slower.
   */
  readonly eager?: boolean;
}

export interface Solution {
  /** True: won by `line`; false: no line wins; null: the budget ran out first. */
  readonly won: boolean | null;
  /** The winning clicks from the position, when won. */
  readonly line: AcesMove[];
  /** Positions visited. */
  readonly nodes: number;
}

export const DEFAULT_NODE_LIMIT = 5_000_000;

/** A card as a number: suit × 16 + its power (2…13, the ace 14), so suits compare by shift. */
const code = (c: Card): number =>
  SUITS.indexOf(suitOf(c)) * 16 + (cardValue(c) === 1 ? 14 : cardValue(c));
const suit = (n: number) => n >> 4;
const pow = (n: number) => n & 15;
const ACE = 14;

class Search {
  readonly seen = new Set<string>();
  readonly line: AcesMove[] = [];
  nodes = 0;
  aborted = false;

  constructor(
    readonly stacks: number[][],
    readonly stock: readonly number[],
    public next: number,
    public out: number,
    readonly limit: number,
    readonly stopped: () => boolean,
    readonly eager: boolean,
  ) {}

  bottom(i: number): number {
    const s = this.stacks[i] as number[];
    return s.length ? (s[s.length - 1] as number) : -1;
  }

  canRemove(i: number): boolean {
    const c = this.bottom(i);
    if (c < 0 || pow(c) === ACE) return false;
    for (let j = 0; j < 4; j++) {
      const o = this.bottom(j);
      if (o >= 0 && suit(o) === suit(c) && pow(o) > pow(c)) return true;
    }
    return false;
  }

  key(): string {
    return `${this.stacks.map((s) => String.fromCharCode(...s)).join('|')}#${this.next}`;
  }

  /** True when a win is reachable from here; the winning clicks are left in `line`. */
  dfs(): boolean {
    if (this.eager) {
      // Removals in a fixed order: a removal never blocks another, so every order ends alike.
      const removed = this.removeAll();
      const won = this.visit() && this.branch();
      if (!won) this.restore(removed);
      return won;
    }
    if (!this.visit()) return false;
    const { stacks } = this;
    for (let i = 0; i < 4; i++) {
      if (!this.canRemove(i)) continue;
      const c = (stacks[i] as number[]).pop() as number;
      this.out++;
      this.line.push(i as AcesMove);
      if (this.dfs()) return true;
      this.line.pop();
      this.out--;
      (stacks[i] as number[]).push(c);
      if (this.aborted) return false;
    }
    return this.branch();
  }

  /** Counts a new position; false for one met before, or once the budget is spent. */
  visit(): boolean {
    if (this.out === 48 && this.stacks.every((s) => s.length === 1)) return true;
    if (this.nodes >= this.limit || ((this.nodes & 4095) === 0 && this.stopped())) {
      this.aborted = true;
      return false;
    }
    const key = this.key();
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.nodes++;
    return true;
  }

  /** Removes every removable card, again until none is; returns them as [stack, card] pairs. */
  removeAll(): number[] {
    const removed: number[] = [];
    for (let again = true; again; ) {
      again = false;
      for (let i = 0; i < 4; i++) {
        if (!this.canRemove(i)) continue;
        removed.push(i, (this.stacks[i] as number[]).pop() as number);
        this.out++;
        this.line.push(i as AcesMove);
        again = true;
      }
    }
    return removed;
  }

  restore(removed: number[]): void {
    for (let k = removed.length - 2; k >= 0; k -= 2) {
      (this.stacks[removed[k] as number] as number[]).push(removed[k + 1] as number);
      this.out--;
      this.line.pop();
    }
  }

  /** The moves other than removals: a card to the leftmost empty stack, or a deal. */
  branch(): boolean {
    if (this.out === 48 && this.stacks.every((s) => s.length === 1)) return true;
    // Digging into a stack first, then the deal; a lone card moved to another empty stack only
    // changes which card the deals bring it, so it is tried last (and the lines read well).
    return this.moves(2) || this.deal() || this.moves(1);
  }

  /** The moves to the leftmost empty stack from stacks of `size` cards (2: two or more). */
  moves(size: 1 | 2): boolean {
    const { stacks } = this;
    const empty = stacks.findIndex((s) => s.length === 0);
    if (empty < 0) return false;
    for (let i = 0; i < 4; i++) {
      const from = stacks[i] as number[];
      if ((size === 1 ? from.length !== 1 : from.length < 2) || this.canRemove(i)) continue;
      const c = from.pop() as number;
      (stacks[empty] as number[]).push(c);
      this.line.push(i as AcesMove);
      if (this.dfs()) return true;
      this.line.pop();
      (stacks[empty] as number[]).pop();
      from.push(c);
      if (this.aborted) return false;
    }
    return false;
  }

  deal(): boolean {
    if (this.next >= this.stock.length || this.aborted) return false;
    const { stacks } = this;
    for (let i = 0; i < 4; i++) (stacks[i] as number[]).push(this.stock[this.next + i] as number);
    this.next += 4;
    this.line.push('deal');
    if (this.dfs()) return true;
    this.line.pop();
    this.next -= 4;
    for (let i = 0; i < 4; i++) (stacks[i] as number[]).pop();
    return false;
  }
}

/** Solves a position of the rules, seeing its stock. */
export function solveState(state: AcesState, options: SolveOptions = {}): Solution {
  const stockLeft = 52 - state.out.length - state.stacks.reduce((n, s) => n + s.length, 0);
  const stock = state.deck.slice(52 - stockLeft).map(code);
  const search = new Search(
    state.stacks.map((s) => s.map(code)),
    stock,
    0,
    state.out.length,
    options.nodeLimit ?? DEFAULT_NODE_LIMIT,
    options.stopped ?? (() => false),
    options.eager ?? true,
  );
  const won = search.dfs();
  return {
    won: won ? true : search.aborted ? null : false,
    line: won ? search.line : [],
    nodes: search.nodes,
  };
}

/** Solves a deal from its start. */
export function solveDeck(deck: readonly Card[], options: SolveOptions = {}): Solution {
  return solveState({ deck, stacks: deck.slice(0, 4).map((c) => [c]), out: [] }, options);
}
