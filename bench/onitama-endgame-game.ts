import type { CardName } from '../src/games/onitama/cards.ts';
import { type SearchOptions, search } from '../src/games/onitama/engine/search.ts';
import { buildTablebase, type Tablebase } from '../src/games/onitama/engine/tablebase.ts';
import type { GameJob } from '../src/games/onitama/match/play.ts';
import {
  type OnitamaState,
  onitama,
  type Player,
  play,
  startState,
} from '../src/games/onitama/rules.ts';
import { BucketTable } from '../src/search/bucket-table.ts';

/**
 * One game of bench/onitama-endgame.ts, for a worker thread. A player is `engine:<ms>`, today's
 * engine at that time a move with its table kept, or `engine:<ms>+tb<k>`, the same engine that
 * probes the tablebase of the game's cards up to k pieces. The tablebase is built on demand, off
 * the clock, when the board first has k + 2 pieces or fewer (so captures lead into it), and kept
 * for the next game of the same cards, as the page's worker would keep it.
 */
export interface EndgameOutcome {
  readonly winner: Player | null;
  readonly plies: number;
  /** The fewest pieces the board held. */
  readonly fewest: number;
  /** Milliseconds spent building a tablebase for this game, 0 if none was built. */
  readonly buildMs: number;
}

interface Seat {
  readonly table: BucketTable;
  readonly movetime: number;
  readonly pieces: number;
}

const seats = new Map<string, Seat>();
let cached: Tablebase | undefined;

function seat(text: string): Seat {
  let s = seats.get(text);
  if (!s) {
    const m = /^engine:(\d+)(?:\+tb(\d))?$/.exec(text);
    if (!m) throw new RangeError(`player ${text}: expected engine:<ms> or engine:<ms>+tb<k>`);
    s = { table: new BucketTable(32), movetime: Number(m[1]), pieces: Number(m[2] ?? 0) };
    seats.set(text, s);
  }
  return s;
}

const pieceCount = (state: OnitamaState): number => state.board.replaceAll('.', '').length;

/** The tablebase of `cards`, built now unless it is the one kept. */
function tablebase(cards: readonly CardName[], pieces: number): { tb: Tablebase; ms: number } {
  const key = (cs: readonly CardName[]) => [...cs].sort().join();
  if (cached && cached.maxPieces === pieces && key(cached.cards) === key(cards)) {
    return { tb: cached, ms: 0 };
  }
  cached = undefined;
  const started = performance.now();
  cached = buildTablebase(cards, pieces);
  return { tb: cached, ms: performance.now() - started };
}

export function playEndgameGame(job: GameJob): EndgameOutcome {
  let state = startState(job.cards);
  const players = [seat(job.blue), seat(job.red)] as const;
  let fewest = pieceCount(state);
  let buildMs = 0;
  for (let plies = 0; ; plies++) {
    const result = onitama.result(state);
    if (result?.kind === 'win') return { winner: result.winner as Player, plies, fewest, buildMs };
    if (plies === job.maxPlies) return { winner: null, plies, fewest, buildMs };
    const s = players[state.toMove];
    let probe: SearchOptions['probe'];
    if (s.pieces > 0 && fewest <= s.pieces + 2) {
      const { tb, ms } = tablebase(job.cards, s.pieces);
      buildMs += ms;
      probe = tb.score;
    }
    state = play(state, search(state, { movetime: s.movetime }, { table: s.table, probe }).move);
    fewest = Math.min(fewest, pieceCount(state));
  }
}
