import { quietTask, StoppedError, type TaskContext } from '../../core/task.ts';
import { raceWin } from './race.ts';
import { type ChatNoirState, cells, edgeDistances, isEdge, neighbours } from './rules.ts';

/**
 * The blocker's solver: can the player wall the cat in whatever equally good step the cat draws
 * each time, and with which block? An exact AND-OR search over the whole game (no depth limit:
 * every block makes the board fuller, so the game is finite), an OR over the player's blocks and
 * an AND over the cat's best steps, with a transposition table of decided positions.
 *
 * What keeps it within reach (the small boards at once; 11×11 openings often not, see
 * bench/chat-noir.md) is a sound restriction of the player's blocks, the "must-play" set known
 * from Hex solvers. First suppose the player passed (the cat steps on the same board). If
 * the cat escapes from there whatever follows, the proof of that escape depends only on a set R
 * of circles (its support): the cat's steps stay legal while one shortest path from each step to
 * the edge stays open, so R holds those paths and the supports of the positions below. A block
 * outside R leaves that whole proof standing — the cat makes the same steps and the player has
 * only fewer blocks left — so it loses as a pass does, and only blocks inside R need searching.
 * When the cat has several escaping steps after the pass, a block must lie in all their supports
 * to have a chance. A lost position's support is the union of those supports with the supports
 * of the refutations of the blocks searched.
 *
 * Passing is not a move of the game; it only serves to find R. The order (blocked circles, cat's
 * distance) falls with every block or pass, so the search ends.
 *
 * Two static rules settle a position before any block is searched: the cat's escape carriers
 * (`carriers`: best steps whose carriers share no circle, so no single block stops them all) and
 * the blocker's race to close a wall (race.ts). Both are exact; the brute-force tests check them.
 * On the 7×7 starts measured they cut the positions searched by two to ten; 11×11 openings need more than the
 * budgets that fit (bench/chat-noir.md). What would go further: proof-number search, so that a
 * wrong block is not refuted in full before the right one is tried; and a table that reuses an
 * escape for any position agreeing on its support (the ladders the cat wins recur with other
 * blocks elsewhere, and make most of the positions searched).
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
  /** Positions searched. */
  readonly nodes: number;
}

/** Stops the search when its budget of positions is spent (a stop throws StoppedError). */
class OutOfBudget extends Error {}

const INF = 0x3fff_ffff;

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** What the search keeps about a decided player position. */
interface Known {
  /** Blocks the found strategy needs at most (a win), else 0. */
  readonly blocks: number;
  /** The winning block (a win), else -1. */
  readonly block: number;
  /** The loss proof's support as a bitset (a loss), else null. */
  readonly support: Int32Array | null;
}

/** The board's fixed tables: neighbours six to a circle (-1 where none), edge circles. */
interface Board {
  readonly size: number;
  readonly n: number;
  readonly words: number;
  readonly nbr: Int16Array;
  readonly edge: Uint8Array;
  readonly edgeCells: readonly number[];
}

const boards = new Map<number, Board>();

function boardOf(size: number): Board {
  let board = boards.get(size);
  if (!board) {
    const n = size * size;
    const nbr = new Int16Array(n * 6).fill(-1);
    const edge = new Uint8Array(n);
    for (const c of cells(size)) {
      edge[c] = isEdge(size, c) ? 1 : 0;
      for (const [j, m] of neighbours(size, c).entries()) nbr[c * 6 + j] = m;
    }
    const edgeCells = cells(size).filter((c) => edge[c] === 1);
    board = { size, n, words: Math.ceil(n / 32), nbr, edge, edgeCells };
    boards.set(size, board);
  }
  return board;
}

export interface SolveOptions {
  /** Positions to search at most before giving up (the verdict is then null). A stop throws StoppedError. */
  readonly budget?: number;
  readonly context?: Pick<TaskContext, 'stopped' | 'progress'>;
}

/** Decides `state` (the player to block; a finished game or the cat's turn has no verdict). */
export function solve(state: ChatNoirState, options: SolveOptions = {}): Verdict {
  const budget = options.budget ?? Number.POSITIVE_INFINITY;
  const context = options.context ?? quietTask;
  const board = boardOf(state.size);
  const { n, nbr, edge, edgeCells, words } = board;
  const blocked = new Uint8Array(n).fill(1);
  for (const c of cells(state.size)) blocked[c] = state.blocked[c] ? 1 : 0;
  const table = new Map<string, Known>();
  let nodes = 0;
  const queue = new Int16Array(n);
  const distPool: Int32Array[] = [];

  /** Steps to the edge over open circles from every circle (INF where none). */
  function distances(): Int32Array {
    const dist = distPool.pop() ?? new Int32Array(n);
    dist.fill(INF);
    let tail = 0;
    for (const e of edgeCells) {
      if (!blocked[e]) {
        dist[e] = 0;
        queue[tail++] = e;
      }
    }
    for (let head = 0; head < tail; head++) {
      const a = queue[head] as number;
      const d = (dist[a] as number) + 1;
      for (let j = a * 6; j < a * 6 + 6; j++) {
        const b = nbr[j] as number;
        if (b >= 0 && !blocked[b] && dist[b] === INF) {
          dist[b] = d;
          queue[tail++] = b;
        }
      }
    }
    return dist;
  }

  const keyOf = (cat: number): string => {
    // Eight circles a character: compact and exact, so the table never confuses positions.
    let key = String.fromCharCode(cat + 48);
    for (let i = 0; i < n; i += 8) {
      let byte = 0;
      for (let j = i; j < i + 8 && j < n; j++) byte = (byte << 1) | (blocked[j] as number);
      key += String.fromCharCode(byte + 256);
    }
    return key;
  };

  /** The cat's best steps from `cat` on the current board, with `dist` its distances. */
  function steps(dist: Int32Array, cat: number): number[] {
    const out: number[] = [];
    const best = (dist[cat] as number) - 1;
    for (let j = cat * 6; j < cat * 6 + 6; j++) {
      const m = nbr[j] as number;
      if (m >= 0 && !blocked[m] && dist[m] === best) out.push(m);
    }
    return out;
  }

  /** Adds a shortest path from `from` to the edge (`from` included) to `support`. */
  function addPath(support: Int32Array, dist: Int32Array, from: number) {
    let at = from;
    for (;;) {
      support[at >> 5] = (support[at >> 5] as number) | (1 << (at & 31));
      const d = dist[at] as number;
      if (d === 0) return;
      // Prefer a circle the support already holds: smaller supports, fewer blocks to search.
      let next = -1;
      for (let j = at * 6; j < at * 6 + 6; j++) {
        const m = nbr[j] as number;
        if (m >= 0 && !blocked[m] && dist[m] === d - 1 && (next < 0 || has(support, m))) next = m;
      }
      at = next;
    }
  }

  /**
   * Static escapes, the cat's "virtual connections" to the edge: for each circle v, a carrier
   * C(v) such that the cat on v, with the player to block next, escapes however the player
   * blocks outside C(v). An open edge circle carries itself; v carries {v} with the union of
   * the carriers of two or three of its best steps whose carriers share no circle: any block
   * misses one of them, that step keeps its distance (so stays a best step) and its escape.
   * Found in one pass by distance, it settles at once many positions a search would expand.
   */
  function carriers(dist: Int32Array): (Int32Array | null)[] {
    const carrier: (Int32Array | null)[] = new Array(n).fill(null);
    const order: number[] = [];
    for (let v = 0; v < n; v++) if (!blocked[v] && (dist[v] as number) < INF) order.push(v);
    order.sort((a, b) => (dist[a] as number) - (dist[b] as number));
    const below: Int32Array[] = [];
    for (const v of order) {
      const d = dist[v] as number;
      if (d === 0) {
        const c = new Int32Array(words);
        c[v >> 5] = 1 << (v & 31);
        carrier[v] = c;
        continue;
      }
      below.length = 0;
      for (let j = v * 6; j < v * 6 + 6; j++) {
        const m = nbr[j] as number;
        const c = m >= 0 && dist[m] === d - 1 ? carrier[m] : null;
        if (c) below.push(c);
      }
      if (below.length >= 2) carrier[v] = joinCarriers(v, below);
    }
    return carrier;
  }

  const scratch = new Int32Array(words);

  /** The smallest union of two or three of `below` with no circle common to all, plus `v`. */
  function joinCarriers(v: number, below: readonly Int32Array[]): Int32Array | null {
    let best: Int32Array | null = null;
    let bestSize = INF;
    const k = below.length;
    const consider = (parts: Int32Array[]) => {
      const out = scratch;
      let size = 0;
      for (let w = 0; w < words; w++) {
        let common = -1;
        let all = 0;
        for (const p of parts) {
          common &= p[w] as number;
          all |= p[w] as number;
        }
        if (common !== 0) return;
        out[w] = all;
        size += popcount(all);
      }
      if (size < bestSize) {
        bestSize = size;
        best = out.slice();
      }
    };
    for (let i = 0; i < k; i++)
      for (let j = i + 1; j < k; j++) {
        consider([below[i] as Int32Array, below[j] as Int32Array]);
        for (let l = j + 1; l < k; l++)
          consider([below[i] as Int32Array, below[j] as Int32Array, below[l] as Int32Array]);
      }
    const found = best as Int32Array | null;
    if (found) found[v >> 5] = (found[v >> 5] as number) | (1 << (v & 31));
    return found;
  }

  const has = (set: Int32Array, i: number) => ((set[i >> 5] as number) & (1 << (i & 31))) !== 0;
  const union = (into: Int32Array, from: Int32Array) => {
    for (let w = 0; w < words; w++) into[w] = (into[w] as number) | (from[w] as number);
  };

  /**
   * The cat steps from `cat` on the current board (after a block, or a pass). A win for the
   * player if every step loses for the cat: returns the blocks needed at most. A loss returns
   * the support of the cat's escape. With `every`, each escaping step is proved and `common`
   * gets the circles all their supports share: a block outside it loses to one of them.
   */
  function catTurn(cat: number, common?: Int32Array, known?: Int32Array): number | Int32Array {
    // `known`: the distances on this board, already computed by the caller (who keeps them).
    const dist = known ?? distances();
    try {
      if (dist[cat] === INF) return 0; // walled in: the block before this won
      let most = 0;
      let found: Int32Array | null = null;
      for (const s of orderSteps(steps(dist, cat))) {
        const support = new Int32Array(words);
        if (edge[s]) support[s >> 5] = 1 << (s & 31);
        else {
          const below = playerTurn(s);
          if (!below.support) {
            most = Math.max(most, below.blocks);
            continue;
          }
          union(support, below.support);
          addPath(support, dist, s);
        }
        if (!common) return support;
        if (found) {
          union(found, support);
          for (let w = 0; w < words; w++)
            common[w] = (common[w] as number) & (support[w] as number);
        } else {
          found = support;
          common.set(support);
        }
      }
      return found ?? most;
    } finally {
      if (!known) distPool.push(dist);
    }
  }

  /** Steps onto the edge first, then those already known to escape: cheap refutations first. */
  function orderSteps(list: number[]): number[] {
    if (list.length < 2) return list;
    const score = (s: number) => {
      if (edge[s]) return 0;
      const known = table.get(keyOf(s));
      return known ? (known.support ? 1 : 3) : 2;
    };
    return list.sort((a, b) => score(a) - score(b));
  }

  /** The player blocks with the cat on `cat`: a win with its block, or a loss with its support. */
  function playerTurn(cat: number): Known {
    const key = keyOf(cat);
    const known = table.get(key);
    if (known) return known;
    if (nodes >= budget) throw new OutOfBudget();
    nodes++;
    if ((nodes & 255) === 0) {
      if (context.stopped()) throw new StoppedError();
      if (budget < Number.POSITIVE_INFINITY) context.progress(nodes / budget);
    }
    const result = decide(cat);
    table.set(key, result);
    return result;
  }

  /** The cat's steps to every circle over open circles (INF where none). */
  function fromCat(cat: number): Int32Array {
    const d = distPool.pop() ?? new Int32Array(n);
    d.fill(INF);
    d[cat] = 0;
    queue[0] = cat;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const a = queue[head] as number;
      for (let j = a * 6; j < a * 6 + 6; j++) {
        const b = nbr[j] as number;
        if (b >= 0 && !blocked[b] && d[b] === INF) {
          d[b] = (d[a] as number) + 1;
          queue[tail++] = b;
        }
      }
    }
    return d;
  }

  function decide(cat: number): Known {
    const reach = fromCat(cat);
    const race = raceWin(board, blocked, cat, reach);
    distPool.push(reach);
    if (race) return { blocks: race.blocks, block: race.block, support: null };
    const dist = distances();
    const D = dist[cat] as number;
    const staticEscape = carriers(dist)[cat];
    if (staticEscape) {
      distPool.push(dist);
      return { blocks: 0, block: -1, support: staticEscape };
    }
    // The blocks worth searching: after a lost pass only its support, else every open circle
    // the cat can reach (a block beyond its reach changes nothing for it: a pass).
    const common = new Int32Array(words);
    const pass = catTurn(cat, common, dist);
    const support = new Int32Array(words);
    const candidates: number[] = [];
    for (let b = 0; b < n; b++) {
      if (blocked[b] || b === cat || dist[b] === INF) continue;
      if (typeof pass === 'number' || has(common, b)) candidates.push(b);
    }
    if (typeof pass === 'number') {
      // Passing wins: so does blocking a circle the cat can never reach, if there is one.
      for (let b = 0; b < n; b++) {
        if (!blocked[b] && b !== cat && dist[b] === INF) {
          distPool.push(dist);
          return { blocks: pass + 1, block: b, support: null };
        }
      }
    } else union(support, pass);
    // Try first the blocks that push the cat furthest from the edge, then those nearest it.
    const rank = new Map<number, number>();
    const afters = new Map<number, Int32Array>();
    for (const b of candidates) {
      blocked[b] = 1;
      const after = distances();
      const d = after[cat] as number;
      afters.set(b, after);
      blocked[b] = 0;
      if (d === INF) {
        distPool.push(dist);
        return { blocks: 1, block: b, support: null };
      }
      rank.set(b, d <= 1 ? -INF : (d - D) * 1000 - (dist[b] as number));
    }
    // After a winning pass, the blocks that win once the cat has stepped are the strategy's
    // next moves: played a step early they usually win too, so they go first.
    if (typeof pass === 'number') {
      for (const s of steps(dist, cat)) {
        const next = edge[s] ? undefined : table.get(keyOf(s));
        if (next && !next.support && rank.has(next.block)) rank.set(next.block, INF);
      }
    }
    distPool.push(dist);
    candidates.sort((a, b) => (rank.get(b) as number) - (rank.get(a) as number) || a - b);
    for (const b of candidates) {
      blocked[b] = 1;
      const dists = afters.get(b) as Int32Array;
      const after = catTurn(cat, undefined, dists);
      distPool.push(dists);
      blocked[b] = 0;
      if (typeof after === 'number') return { blocks: after + 1, block: b, support: null };
      union(support, after);
      support[b >> 5] = (support[b >> 5] as number) | (1 << (b & 31));
    }
    return { blocks: 0, block: -1, support };
  }

  const playable =
    !state.catToMove &&
    !isEdge(state.size, state.cat) &&
    edgeDistances(state.size, state.blocked)[state.cat] !== Number.POSITIVE_INFINITY;
  if (!playable) return { win: null, trap: null, support: null, nodes: 0 };
  try {
    const verdict = playerTurn(state.cat);
    context.progress(1);
    if (verdict.support) {
      const support: number[] = [];
      for (let i = 0; i < n; i++) if (has(verdict.support, i)) support.push(i);
      return { win: false, trap: null, support, nodes };
    }
    return {
      win: true,
      trap: { blocks: verdict.blocks, block: verdict.block },
      support: null,
      nodes,
    };
  } catch (e) {
    if (!(e instanceof OutOfBudget)) throw e;
    return { win: null, trap: null, support: null, nodes };
  }
}
