import { quietTask, StoppedError, type TaskContext } from '../../core/task.ts';
import {
  add,
  addPath,
  bestSteps,
  boardOf,
  catDistances,
  edgeDistances,
  has,
  INF,
  pathShares,
  union,
} from './board.ts';
import { carriers } from './carriers.ts';
import { wallProbe } from './probe.ts';
import { raceWin } from './race.ts';
import { type ChatNoirState, cells, isEdge, edgeDistances as ruleDistances } from './rules.ts';
import { bitsOf, Strategy } from './strategy.ts';
import { type Entry, KEY_SCALE, Keys, type Rule, Table } from './table.ts';

/**
 * The blocker's solver: can the player wall the cat in whatever equally good step the cat draws
 * each time, and with which block? An exact AND-OR search over the whole game (no depth limit:
 * every block makes the board fuller, so the game is finite and has no cycles), an OR over the
 * player's blocks and an AND over the cat's best steps.
 *
 * Depth-first proof-number search (df-pn, Nagai): each position has a proof number (how many
 * positions at least must still be settled to prove the trap) and a disproof number (to prove
 * the escape); the search always works under the most proving position, within thresholds, and
 * keeps both numbers in a transposition table. So a wrong block is dropped as soon as another
 * looks cheaper to prove, instead of being refuted in full first; the blocks are tried best
 * first (those that push the cat furthest from the edge, then near the edge, then leave the cat
 * fewest steps), and a block starts with as many proof numbers as the cat has steps after it.
 * Among blocks that leave the cat's distance as it is, those on one of its shortest paths come
 * first, nearest the edge first, then those that were the block of more traps proven so far in
 * this search (a history bonus: the same wall circles win in many branches), then the ones more
 * of those paths pass through (pathShares).
 *
 * The search runs twice. First narrow: only the eight best blocks at each position, no pass. A
 * trap it proves is a trap (a strategy needs one good block, whichever were left out), and it
 * proves most 11×11 traps it finds in a few thousand positions where the full search spends tens
 * of thousands on the blocks that only a proof of escape needs. An escape it proves is a proof
 * only when it never left a block out; otherwise the full search below takes the positions left.
 *
 * What keeps it within reach is a sound restriction of the player's blocks, the "must-play" set
 * known from Hex solvers. Suppose the player passed and the cat stepped to s. If s has a static
 * escape, a carrier C(s) (carriers.ts: the cat on s escapes however the player blocks outside
 * C(s)), a block outside C(s) leaves that escape standing — s keeps its distance, so stays a best
 * step — so only blocks inside every such C(s) need searching, and none when they share no
 * circle. A lost position's support (the circles its proof needs open, blocking elsewhere cannot
 * help) is the union of those carriers with the supports of the refutations of the blocks
 * searched; a lost cat turn's is its escaping step's support with a shortest path from that step.
 *
 * Positions settled without search: the cat's static escapes above (ladders along the edge that
 * run into two open edge circles among them) and the blocker's static traps (race.ts: a minimum
 * wall between the cat and the edge that can be closed, nearest circle first, before the cat
 * reaches any of it; tried when a position is expanded, and two steps from the edge only when a
 * wall could win). A wall the race cannot close by its count alone is played out (probe.ts: the
 * blocker follows one rule, the cat's one exit else the wall's circle on the cat's shortest paths
 * nearest it, against every step the cat may draw, 30 blocks at most over all branches): the
 * race lets the cat walk anywhere, but it walks only towards the edge. All are exact; the
 * brute-force tests check them.
 *
 * Reach (bench/chat-noir/solver.md): every 7×7 start within 5,000 positions (mean 233), 3 of the first
 * ten 9×9 starts within 20,000 (one an escape), 82.1% of the 11×11 starts 1..10000 within
 * 20,000 (0.72 s of CPU a start), 95.2% within 100,000 (1,309 of the 1,791 left), all of
 * them traps.
 * The traps it finds are long (median 29 blocks: ladders around the board into the blocked
 * circles), and the starts it misses are likely traps too, not escapes.
 *
 * Measured on 11×11 seeds 1..60 at 10,000 positions (the ladder escapes, the history bonus and
 * the cheaper race, one at a time): 20 traps as the solver stood, 30 with the ladder escapes,
 * 37 with the history bonus (mean 6,463 positions); 95 µs a position, 80 with the race only on
 * expansion and only where a wall could win. Tried and dropped there: the ladder escapes checked
 * at the cat beside the edge too (30 traps, slower), blocks refuted at expansion by a step's
 * static escape (30, slower), the race skipped two steps from the edge (34: it wins rarely there
 * but saves big subtrees), narrow widths 5 and 12 (26 and 29), a block's initial proof number
 * raised by one when it leaves the cat within two steps of the edge (20) or three or more (19).
 * The effort of an undecided start spreads evenly over the eight blocks at the root and most of
 * it lies three to five blocks deep, the cat beside the edge (proofs found are about 120 to 320
 * positions of the player against 1,000 to 30,000 searched).
 *
 * Measured next (11×11 seeds 1..60 at 10,000 positions, 37 traps as the solver stood): the
 * wall play-outs, 41 traps in 6,105 positions a start instead of 6,463 (39 when the rule takes
 * the wall's circle nearest the cat, on its paths or not; 38 with at most 12 blocks, 41 with
 * 100), about the same CPU a start; then augmenting paths depth first, 10% less time a position
 * and the same counts, and one BFS less a block of a play-out (3%). Tried and dropped there: a
 * second play-out with the nearest-first rule when the first fails (41 traps, 5,809 positions
 * but 4% more CPU a start), deep df-pn (Ishitobi et al. 2015: a new
 * position's numbers max(1, D − blocks from the root), so the search goes deep first; D = 10,
 * 20, 30: 35, 36, 35 traps), df-pn 1+ε again with the play-outs (ε 0.25: 27, 0.5: 33), a bonus
 * in the order for the circles of the race's last wall (100: 27, 300: 31), the race run two steps
 * from the edge whatever the wall (41, the same positions: the filter still loses nothing). Of
 * the player positions proven on seeds 1..30, the block that proved it was the first in the
 * order at 64%, the second at 15%, the third at 9%. On 400 starts (bench/chat-noir/solver.md): 268 traps
 * instead of 246, 132 undecided instead of 154.
 *
 * Where the positions went before the ladder escapes, the history bonus and the cheaper race
 * (11×11 seeds 1..6, 10,000 positions each): 60% of those evaluated have
 * the cat next to the edge and 31% two steps from it; 43% are the cat beside one open edge
 * circle where the ladder ends elsewhere after 1.3 blocks on average, each searched as a position
 * of its own with its one forced block. A position costs about 100 µs, over a third of it in the
 * race's max flow. Tried and dropped (seeds 1..30, 10,000 positions, 12 traps as it stands):
 * narrower or wider narrow passes (2 blocks: 1 trap, 4: 6, 14: 6, 24: 8); initial proof numbers
 * raised by a block's rank (10 and 8) or set from how many blocks the best race falls short (5
 * and 4); ordering the blocks by that shortfall after each (a max flow a block: 20 times slower
 * a position, no more traps on the seeds tried); df-pn 1+ε (ε 0.3 to 0.6: 12 to 14 on 1..30 and
 * 13 against 12 on 31..70, noise; ε 1.5: 9). What would go further: ladders searched as one
 * move to their end (most ladders end after 1.3 blocks, so this saves less than the 43%); a
 * static rule for the cat two steps from the edge; a table the narrow search hands its proven
 * traps on to the full search with; a cheaper race (still a fifth of the time).
 */

export interface Verdict {
  /** Whether the player can surely trap the cat; null when the search was cut short. */
  readonly win: boolean | null;
  /**
   * For a win: a block that keeps the win, and how many blocks the strategy found needs at most
   * (whatever the cat draws), counting that one. Not always the fewest possible.
   */
  readonly trap: { readonly blocks: number; readonly block: number } | null;
  /**
   * For a loss: a step-by-step proof in words is too long to show, so the proof is summed up by
   * its support: the circles the cat's escapes depend on (blocking anywhere else cannot help).
   */
  readonly support: readonly number[] | null;
  /** Positions searched (player positions evaluated). */
  readonly nodes: number;
  /**
   * For a win, when asked for (`SolveOptions.strategy`): the strategy whose count `trap` names,
   * its block and count at every position it leads to (strategy.ts).
   */
  readonly strategy?: Strategy;
}

/** Stops the search when its budget of positions is spent (a stop throws StoppedError). */
class OutOfBudget extends Error {}

export interface SolveOptions {
  /** Positions to search at most before giving up (the verdict is then null). A stop throws StoppedError. */
  readonly budget?: number;
  readonly context?: Pick<TaskContext, 'stopped' | 'progress'>;
  /** Also give a win's strategy (Verdict.strategy), for hints that keep to it. */
  readonly strategy?: boolean;
}

/** Decides `state` (the player to block; a finished game or the cat's turn has no verdict). */
export function solve(state: ChatNoirState, options: SolveOptions = {}): Verdict {
  const playable =
    !state.catToMove &&
    !isEdge(state.size, state.cat) &&
    ruleDistances(state.size, state.blocked)[state.cat] !== Number.POSITIVE_INFINITY;
  if (!playable) return { win: null, trap: null, support: null, nodes: 0 };
  const budget = options.budget ?? Number.POSITIVE_INFINITY;
  // First the narrow search: a trap it finds is a trap; its escapes are proofs only if it never
  // left a block out, else the full search takes the positions left.
  const narrow = new Search(state, options, budget, NARROW);
  const first = narrow.attempt();
  if (first && (first.win || !narrow.narrowed)) return first;
  const full = new Search(state, options, budget - narrow.nodes, 0, narrow.nodes);
  const verdict = full.attempt();
  const nodes = narrow.nodes + full.nodes;
  return verdict ? { ...verdict, nodes } : { win: null, trap: null, support: null, nodes };
}

/**
 * Blocks the narrow search tries at a position, best first. It proves most 11×11 traps in a
 * fraction of the positions the full search takes (bench/chat-noir/solver.md), which spends them on
 * blocks that only a proof of escape needs.
 */
const NARROW = 8;
/**
 * The history bonus of a block in the order: this much a trap proven with it so far, at most
 * the cap (below the bonus of a block on the cat's shortest paths).
 */
const HISTORY = 20;
const HISTORY_CAP = 400;
/**
 * Blocks a wall's play-out (probe.ts) may place over all the cat's branches before it gives up:
 * 11×11 seeds 1..60 at 10,000 positions, 41 traps with 30 or 100, 38 with 12.
 */
const PROBE_CAP = 30;

/** The lowest circle of a bitset (-1 when empty). */
function firstIn(set: Int32Array): number {
  for (let w = 0; w < set.length; w++) {
    const x = set[w] as number;
    if (x !== 0) return w * 32 + 31 - Math.clz32(x & -x);
  }
  return -1;
}

const keysBySize = new Map<number, Keys>();

/** One search: the board as mutable typed arrays, its key, and the table. */
class Search {
  readonly board;
  nodes = 0;
  /** Whether some position had blocks left out (then an escape found is not a proof). */
  narrowed = false;
  private readonly budget: number;
  private readonly keep: boolean;
  private readonly context: Pick<TaskContext, 'stopped' | 'progress'>;
  private readonly keys: Keys;
  private readonly table = new Table();
  private readonly blocked: Uint8Array;
  private readonly bits: Int32Array;
  private cat: number;
  private hi = 0;
  private lo = 0;
  private readonly dist: Int32Array;
  private readonly after: Int32Array;
  private readonly queue: Int16Array;
  private readonly order: Int16Array;
  /** How often each circle was the block of a trap proven so far: good blocks recur across branches. */
  private readonly history: Float64Array;

  /** `width`: blocks searched at a position at most, best first (0: all, and the pass). */
  constructor(
    state: ChatNoirState,
    options: SolveOptions,
    budget: number,
    private readonly width: number,
    /** Positions an earlier search of the same call spent (for the progress shown). */
    private readonly before = 0,
  ) {
    this.board = boardOf(state.size);
    const { n, words } = this.board;
    this.budget = budget;
    this.keep = options.strategy ?? false;
    this.context = options.context ?? quietTask;
    let keys = keysBySize.get(n);
    if (!keys) {
      keys = new Keys(n);
      keysBySize.set(n, keys);
    }
    this.keys = keys;
    this.blocked = new Uint8Array(n).fill(1);
    this.bits = new Int32Array(words);
    this.dist = new Int32Array(n);
    this.after = new Int32Array(n);
    this.queue = new Int16Array(n);
    this.order = new Int16Array(n);
    this.history = new Float64Array(n);
    this.cat = state.cat;
    this.hi = keys.catHi[state.cat] as number;
    this.lo = keys.catLo[state.cat] as number;
    for (const c of cells(state.size)) {
      this.blocked[c] = 0;
      if (state.blocked[c]) this.block(c);
    }
  }

  /** The verdict, or null when the budget ran out first. */
  attempt(): Verdict | null {
    try {
      const root = this.run();
      this.context.progress(1);
      if (root.support) {
        const support: number[] = [];
        for (let i = 0; i < this.board.n; i++) if (has(root.support, i)) support.push(i);
        return { win: false, trap: null, support, nodes: this.nodes };
      }
      const trap = { blocks: root.blocks, block: root.block };
      const verdict = { win: true, trap, support: null, nodes: this.nodes };
      return this.keep ? { ...verdict, strategy: this.strategy(root) } : verdict;
    } catch (e) {
      if (!(e instanceof OutOfBudget)) throw e;
      return null;
    }
  }

  /**
   * The strategy of a proven root (Verdict.strategy): at each position the block that proved
   * it, then each of the cat's best steps after it; a win settled without search goes on by its
   * rule (Entry.rule).
   */
  private strategy(root: Entry): Strategy {
    const strategy = new Strategy(this.board.size);
    const seen = new Set<Entry>();
    const follow = (e: Entry) => {
      if (seen.has(e)) return;
      seen.add(e);
      strategy.add(this.bits, this.cat, { block: e.block, blocks: e.blocks });
      if (e.rule) return this.followRule(e.rule, strategy);
      const { board, blocked, dist, queue } = this;
      const from = this.cat;
      this.block(e.block);
      // The cat's steps (a settled entry keeps no moves); none when the block walls it in.
      edgeDistances(board, blocked, dist, queue);
      const steps = (dist[from] as number) < INF ? bestSteps(board, blocked, dist, from) : [];
      for (const s of steps) {
        this.moveCat(s);
        const c = this.lookup(false);
        if (c?.pn === 0) follow(c);
        this.moveCat(from);
      }
      this.unblock(e.block);
    };
    follow(root);
    return strategy;
  }

  /** Lists the positions a win settled without search leads to (a wall closed in order: the wall). */
  private followRule(rule: Rule, strategy: Strategy) {
    const { board, blocked, dist, queue, cat } = this;
    if (rule.kind === 'race') {
      const fromCat = new Int32Array(board.n);
      catDistances(board, blocked, cat, fromCat, queue);
      strategy.addWall(this.bits, rule.wall, fromCat);
    } else if (rule.kind === 'probe') {
      wallProbe(board, blocked, cat, rule.wall, PROBE_CAP, (now, at, block, blocks) =>
        strategy.add(bitsOf(board.size, now), at, { block, blocks }),
      );
    } else {
      // A ladder: the cat's steps are forced, one best step each.
      const placed = rule.blocks;
      let i = 0;
      for (; i < placed.length; i++) {
        const b = placed[i] as number;
        if (i > 0) strategy.add(this.bits, this.cat, { block: b, blocks: placed.length - i });
        this.block(b);
        edgeDistances(board, blocked, dist, queue);
        if ((dist[this.cat] as number) >= INF) break;
        this.moveCat(bestSteps(board, blocked, dist, this.cat)[0] as number);
      }
      this.moveCat(cat);
      for (let j = Math.min(i, placed.length - 1); j >= 0; j--) this.unblock(placed[j] as number);
    }
  }

  private run(): Entry {
    const root = this.table.create(this.key(false), this.bits, this.cat, false);
    this.evaluate(root);
    this.mid(root, INF, INF);
    return root;
  }

  private block(b: number) {
    this.blocked[b] = 1;
    this.bits[b >> 5] = (this.bits[b >> 5] as number) ^ (1 << (b & 31));
    this.hi ^= this.keys.blockHi[b] as number;
    this.lo ^= this.keys.blockLo[b] as number;
  }

  private unblock(b: number) {
    this.block(b);
    this.blocked[b] = 0;
  }

  private moveCat(to: number) {
    this.hi ^= (this.keys.catHi[this.cat] as number) ^ (this.keys.catHi[to] as number);
    this.lo ^= (this.keys.catLo[this.cat] as number) ^ (this.keys.catLo[to] as number);
    this.cat = to;
  }

  private key(and: boolean): number {
    const hi = and ? this.hi ^ this.keys.turnHi : this.hi;
    const lo = and ? this.lo ^ this.keys.turnLo : this.lo;
    return hi * KEY_SCALE + lo;
  }

  private lookup(and: boolean): Entry | undefined {
    return this.table.get(this.key(and), this.bits, this.cat, and);
  }

  private tick() {
    if (this.nodes >= this.budget) throw new OutOfBudget();
    this.nodes++;
    if ((this.nodes & 255) === 0) {
      if (this.context.stopped()) throw new StoppedError();
      if (this.budget < Number.POSITIVE_INFINITY)
        this.context.progress((this.before + this.nodes) / (this.before + this.budget));
    }
  }

  /** Settles a new player position by its static escape, or finds its must-play set. */
  private evaluate(e: Entry) {
    this.tick();
    const { board, blocked, dist, cat } = this;
    edgeDistances(board, blocked, dist, this.queue);
    if (dist[cat] === 1 && this.nextToEdge(e)) return;
    const carrier = carriers(board, blocked, dist);
    const reason = new Int32Array(board.words);
    let must: Int32Array | null = null;
    for (const s of bestSteps(board, blocked, dist, cat)) {
      const c = carrier[s];
      if (!c) continue;
      union(reason, c);
      if (must)
        for (let w = 0; w < must.length; w++) must[w] = (must[w] as number) & (c[w] as number);
      else must = c.slice();
    }
    if (must?.every((w) => w === 0)) return this.lose(e, carrier[cat] ?? reason);
    // The race to close a wall waits until the search expands the position (expandOr).
    e.must = must;
    e.base = reason;
  }

  /**
   * Whether a race to close a wall can win with the cat two steps from the edge (race.ts): the
   * wall meets each of the cat's two-step ways out, at its middle circle (one step from the
   * cat) or its edge circle (two), and a race closes at most one circle one step from the cat
   * and two within two steps. When no such pair of circles meets every way out, the race is
   * not run: it costs a quarter of the time and almost never wins this close to the edge.
   */
  private wallPossible(): boolean {
    const { board, blocked, dist, cat } = this;
    const middles: number[] = [];
    const exits: number[][] = [];
    for (let j = cat * 6; j < cat * 6 + 6; j++) {
      const a = board.nbr[j] as number;
      if (a < 0 || blocked[a] === 1 || dist[a] !== 1) continue;
      const out: number[] = [];
      for (let k = a * 6; k < a * 6 + 6; k++) {
        const m = board.nbr[k] as number;
        if (m >= 0 && blocked[m] === 0 && board.edge[m] === 1) out.push(m);
      }
      middles.push(a);
      exits.push(out);
    }
    if (middles.length <= 1) return true;
    // With no middle circle in the wall, or one (skipping its ways out), the edge circles left.
    for (let skip = -1; skip < middles.length; skip++) {
      const left = new Set<number>();
      for (let i = 0; i < middles.length; i++)
        if (i !== skip) for (const m of exits[i] as number[]) left.add(m);
      if (left.size <= (skip < 0 ? 2 : 1)) return true;
    }
    return false;
  }

  /**
   * The cat next to the edge: two open edge circles beside it are an escape (a block closes
   * one), one is the only block worth searching (any other lets the cat out). Settled here
   * without the carriers and the race: along a ladder on the edge most positions are these.
   */
  private nextToEdge(e: Entry): boolean {
    const { board, blocked, cat } = this;
    const exits = new Int32Array(board.words);
    let count = 0;
    for (let j = cat * 6; j < cat * 6 + 6; j++) {
      const m = board.nbr[j] as number;
      if (m >= 0 && blocked[m] === 0 && board.edge[m] === 1) {
        add(exits, m);
        if (++count === 2) {
          this.lose(e, exits);
          return true;
        }
      }
    }
    if (count === 0) return false;
    if (this.ladder(e, exits)) return true;
    e.must = exits;
    e.base = exits.slice();
    return true;
  }

  /**
   * Follows a ladder: the cat next to the edge with one open edge circle beside it, which the
   * player must block, then the cat's only best step, next to the edge again, and so on. Ends
   * walled in (a win, one block a step), or beside two open edge circles (an escape, whose
   * support is those, the blocks of the ladder and a shortest path from each step of the cat:
   * with them open, each step stays a best step), or anywhere else (false: searched as usual).
   */
  private ladder(e: Entry, exits: Int32Array): boolean {
    const { board, blocked, dist } = this;
    const support = exits.slice();
    const placed: number[] = [];
    const from = this.cat;
    let exit = firstIn(exits);
    let verdict = 0;
    for (;;) {
      this.block(exit);
      placed.push(exit);
      add(support, exit);
      edgeDistances(board, blocked, dist, this.queue);
      if ((dist[this.cat] as number) >= INF) {
        verdict = 1;
        break;
      }
      const steps = bestSteps(board, blocked, dist, this.cat);
      const s = steps[0] as number;
      if (steps.length !== 1 || dist[s] !== 1) break;
      addPath(board, blocked, support, dist, s);
      let next = -1;
      let count = 0;
      for (let j = s * 6; j < s * 6 + 6; j++) {
        const m = board.nbr[j] as number;
        if (m >= 0 && blocked[m] === 0 && board.edge[m] === 1) {
          add(support, m);
          next = m;
          count++;
        }
      }
      this.moveCat(s);
      if (count >= 2) {
        verdict = -1;
        break;
      }
      exit = next;
    }
    this.moveCat(from);
    for (let i = placed.length - 1; i >= 0; i--) this.unblock(placed[i] as number);
    if (verdict === 1)
      this.win(e, placed.length, placed[0] as number, { kind: 'ladder', blocks: placed });
    else if (verdict === -1) this.lose(e, support);
    return verdict !== 0;
  }

  private win(e: Entry, blocks: number, block: number, rule: Rule | null = null) {
    if (block >= 0) this.history[block] = (this.history[block] as number) + 1;
    e.pn = 0;
    e.dn = INF;
    e.blocks = blocks;
    e.block = block;
    e.rule = rule;
    this.release(e);
  }

  private lose(e: Entry, support: Int32Array) {
    e.pn = INF;
    e.dn = 0;
    e.support = support;
    this.release(e);
  }

  /** A settled entry keeps only its verdict. */
  private release(e: Entry) {
    e.moves = null;
    e.start = null;
    e.must = null;
    e.base = null;
    e.pass = false;
  }

  /** The blocks worth searching, best first; settles the position if one block traps the cat. */
  private expandOr(e: Entry) {
    const { board, blocked, dist, after, cat } = this;
    edgeDistances(board, blocked, dist, this.queue);
    const D = dist[cat] as number;
    // The cat's reach, in `after` for now: a block beyond it changes nothing for the cat.
    catDistances(board, blocked, cat, after, this.queue);
    // The blocker's static trap, tried only now: many positions evaluated are never expanded.
    if (D >= 2 && (D > 2 || this.wallPossible())) {
      const probe = (wall: readonly number[]) => wallProbe(board, blocked, cat, wall, PROBE_CAP);
      const race = raceWin(board, blocked, cat, after, probe);
      if (race) {
        const rule = { kind: race.played ? 'probe' : 'race', wall: race.wall } as const;
        return this.win(e, race.blocks, race.block, rule);
      }
    }
    const candidates: number[] = [];
    let pass = -1;
    for (let b = 0; b < board.n; b++) {
      if (blocked[b] || b === cat) continue;
      if ((after[b] as number) >= INF) pass = pass < 0 ? b : pass;
      else if (!e.must || has(e.must, b)) candidates.push(b);
    }
    // A block out of the cat's reach is a pass: worth a try only while passing may win.
    if (pass >= 0 && !e.must) candidates.push(pass);
    const base = e.base ?? new Int32Array(board.words);
    const kept: { b: number; steps: number; rank: number }[] = [];
    const fromCat = Int32Array.from(after);
    const share = new Float64Array(board.n);
    if (candidates.length > 1) pathShares(board, fromCat, dist, cat, share, this.order);
    // A block on no shortest path of the cat leaves its distance and its best steps as they are.
    const still = bestSteps(board, blocked, dist, cat);
    for (const b of candidates) {
      const onPath = (fromCat[b] as number) + (dist[b] as number) === D ? 1 : 0;
      let d = D;
      let steps = still;
      if (onPath) {
        this.block(b);
        edgeDistances(board, blocked, after, this.queue);
        d = after[cat] as number;
        steps = d < INF ? bestSteps(board, blocked, after, cat) : [];
        this.unblock(b);
      }
      if (d >= INF) return this.win(e, 1, b);
      const out = steps.find((s) => board.edge[s] === 1);
      if (out !== undefined) {
        // The cat steps out: this block is refuted at once.
        add(base, out);
        add(base, b);
        continue;
      }
      const rank =
        (d - D) * 1000 +
        onPath * 500 +
        Math.min(HISTORY_CAP, (this.history[b] as number) * HISTORY) +
        (share[b] as number) * 9 -
        (dist[b] as number) * 10 -
        steps.length;
      kept.push({ b, steps: steps.length, rank });
    }
    if (kept.length === 0) return this.lose(e, base);
    kept.sort((x, y) => y.rank - x.rank || x.b - y.b);
    if (this.width > 0 && kept.length > this.width) {
      kept.length = this.width;
      this.narrowed = true;
    }
    e.base = base;
    if (!e.must && this.width === 0) {
      e.pass = true;
      if (!this.lookup(true)) this.table.create(this.key(true), this.bits, cat, true);
    }
    e.moves = Int16Array.from(kept, (k) => k.b);
    e.start = Int32Array.from(kept, (k) => k.steps);
  }

  /** The cat's best steps, each a player position evaluated at once. */
  private expandAnd(e: Entry) {
    const { board, blocked, dist } = this;
    edgeDistances(board, blocked, dist, this.queue);
    const steps = bestSteps(board, blocked, dist, this.cat);
    const out = steps.find((s) => board.edge[s] === 1);
    if (out !== undefined) {
      // Only a pass gets here: after a block the cat's steps onto the edge are refuted at once.
      const support = new Int32Array(board.words);
      add(support, out);
      return this.lose(e, support);
    }
    const from = this.cat;
    for (const s of steps) {
      this.moveCat(s);
      let c = this.lookup(false);
      if (!c) {
        c = this.table.create(this.key(false), this.bits, s, false);
        this.evaluate(c);
      }
      this.moveCat(from);
      // One step that escapes settles the cat's turn: the steps after it are not evaluated.
      if (c.dn === 0) return this.lose(e, this.escapeBy(s, c));
    }
    e.moves = Int16Array.from(steps);
  }

  /** Df-pn's multiple iterative deepening: works under `e` until its numbers reach a threshold. */
  private mid(e: Entry, thpn: number, thdn: number) {
    if (e.pn === 0 || e.dn === 0) return;
    if (!e.moves) {
      if (e.and) this.expandAnd(e);
      else this.expandOr(e);
      if (e.pn === 0 || e.dn === 0) return;
    }
    for (;;) {
      if (e.and ? this.sumAnd(e) : this.sumOr(e)) return;
      if (e.pn >= thpn || e.dn >= thdn) return;
      if (e.and) this.stepAnd(e, thpn, thdn);
      else this.stepOr(e, thpn, thdn);
    }
  }

  /** The AND node after `b` (the block placed by the caller), if the table has it. */
  private childOr(e: Entry, i: number): { pn: number; dn: number; entry: Entry | undefined } {
    const moves = e.moves as Int16Array;
    const b = moves[i] as number;
    this.block(b);
    const entry = this.lookup(true);
    this.unblock(b);
    if (entry) return { pn: entry.pn, dn: entry.dn, entry };
    return { pn: (e.start as Int32Array)[i] as number, dn: 1, entry };
  }

  private best = 0;
  private second = INF;
  private bestNumber = INF;

  private passFirst = false;
  private dnSum = 0;

  /** A player position's numbers from its blocks' (and its pass's); true once it is settled. */
  private sumOr(e: Entry): boolean {
    const moves = e.moves as Int16Array;
    const pass = e.pass ? (this.lookup(true) as Entry) : undefined;
    const allow = pass && pass.dn === 0 ? (pass.support as Int32Array) : null;
    let pn = INF;
    let second = INF;
    let dn = 0;
    let best = -1;
    let bestDn = 0;
    for (let i = 0; i < moves.length; i++) {
      if (allow && !has(allow, moves[i] as number)) continue;
      const c = this.childOr(e, i);
      if (c.pn < pn) {
        second = pn;
        pn = c.pn;
        best = i;
        bestDn = c.dn;
      } else if (c.pn < second) second = c.pn;
      dn = Math.min(INF, dn + c.dn);
    }
    this.dnSum = dn;
    // While the pass is open, disproving it and then its support's blocks may be cheaper.
    const open = pass !== undefined && pass.pn > 0 && pass.dn > 0;
    this.passFirst = open && pass.dn + 1 <= pn && pass.dn + 1 < dn;
    if (open) dn = Math.min(dn, pass.dn + 1);
    e.pn = pn;
    e.dn = dn;
    this.best = best;
    this.second = second;
    this.bestNumber = bestDn;
    if (pn === 0) {
      let blocks = INF;
      let block = -1;
      for (let i = 0; i < moves.length; i++) {
        const c = this.childOr(e, i).entry;
        if (c && c.pn === 0 && c.blocks + 1 < blocks) {
          blocks = c.blocks + 1;
          block = moves[i] as number;
        }
      }
      this.win(e, blocks, block);
      return true;
    }
    if (dn === 0) {
      const support = e.base as Int32Array;
      if (allow) union(support, allow);
      for (let i = 0; i < moves.length; i++) {
        if (allow && !has(allow, moves[i] as number)) continue;
        const c = this.childOr(e, i).entry as Entry;
        union(support, c.support as Int32Array);
        add(support, moves[i] as number);
      }
      this.lose(e, support);
      return true;
    }
    return false;
  }

  private stepOr(e: Entry, thpn: number, thdn: number) {
    if (this.passFirst) {
      const pass = this.lookup(true) as Entry;
      const limit = Math.min(thdn, this.dnSum, e.pn + 1) - 1;
      this.mid(pass, INF, limit);
      return;
    }
    const b = (e.moves as Int16Array)[this.best] as number;
    const childPn = Math.min(thpn, this.second + 1);
    const childDn = Math.min(INF, thdn - e.dn + this.bestNumber);
    const start = (e.start as Int32Array)[this.best] as number;
    this.block(b);
    const c = this.lookup(true) ?? this.table.create(this.key(true), this.bits, this.cat, true);
    if (!c.moves && c.pn === 1 && c.dn === 1) c.pn = start;
    this.mid(c, childPn, childDn);
    this.unblock(b);
  }

  /** The player position after the cat's step `s`: the table always has it (expandAnd). */
  private childAnd(s: number): Entry {
    const from = this.cat;
    this.moveCat(s);
    const c = this.lookup(false) as Entry;
    this.moveCat(from);
    return c;
  }

  /** A cat turn's numbers from its steps'; true once it is settled. */
  private sumAnd(e: Entry): boolean {
    const moves = e.moves as Int16Array;
    let dn = INF;
    let second = INF;
    let pn = 0;
    let best = -1;
    let bestPn = 0;
    for (let i = 0; i < moves.length; i++) {
      const c = this.childAnd(moves[i] as number);
      if (c.dn < dn) {
        second = dn;
        dn = c.dn;
        best = i;
        bestPn = c.pn;
      } else if (c.dn < second) second = c.dn;
      pn = Math.min(INF, pn + c.pn);
    }
    e.pn = pn;
    e.dn = dn;
    this.best = best;
    this.second = second;
    this.bestNumber = bestPn;
    if (pn === 0) {
      let blocks = 0;
      for (const s of moves) blocks = Math.max(blocks, this.childAnd(s).blocks);
      this.win(e, blocks, -1);
      return true;
    }
    if (dn === 0) {
      const s = moves[best] as number;
      this.lose(e, this.escapeBy(s, this.childAnd(s)));
      return true;
    }
    return false;
  }

  /** The support of a cat's turn lost by the step `s` (to `c`): with a shortest path from `s` open, it stays a best step. */
  private escapeBy(s: number, c: Entry): Int32Array {
    const support = (c.support as Int32Array).slice();
    edgeDistances(this.board, this.blocked, this.dist, this.queue);
    addPath(this.board, this.blocked, support, this.dist, s);
    return support;
  }

  private stepAnd(e: Entry, thpn: number, thdn: number) {
    const s = (e.moves as Int16Array)[this.best] as number;
    const childDn = Math.min(thdn, this.second + 1);
    const childPn = Math.min(INF, thpn - e.pn + this.bestNumber);
    const from = this.cat;
    this.moveCat(s);
    this.mid(this.lookup(false) as Entry, childPn, childDn);
    this.moveCat(from);
  }
}
