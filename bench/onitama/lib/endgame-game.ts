import { type AiPlayer, chooseMove } from '../../../src/core/ai.ts';
import { createRng, deriveSeed } from '../../../src/core/rng.ts';
import { endgameProbe } from '../../../src/games/onitama/engine/endgame.ts';
import { search } from '../../../src/games/onitama/engine/search.ts';
import type { GameJob } from '../../../src/games/onitama/match/play.ts';
import {
  moveToString,
  type OnitamaMove,
  type OnitamaState,
  onitama,
  type Player,
  play,
  startState,
} from '../../../src/games/onitama/rules.ts';
import { BucketTable } from '../../../src/search/bucket-table.ts';

/**
 * One game of bench/onitama/endgame.ts, for a worker thread. A player is `engine:<ms>`, today's
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

export function playEndgameGame(job: GameJob): EndgameOutcome {
  let state = startState(job.cards);
  const players = [seat(job.blue), seat(job.red)] as const;
  let fewest = pieceCount(state);
  let buildMs = 0;
  const history: string[] = [];
  for (let plies = 0; ; plies++) {
    const result = onitama.result(state);
    if (result?.kind === 'win') return { winner: result.winner as Player, plies, fewest, buildMs };
    if (plies === job.maxPlies) return { winner: null, plies, fewest, buildMs };
    const s = players[state.toMove];
    // The tablebase is built off the clock: a page would build it in its worker between moves.
    const started = performance.now();
    const probe =
      s.pieces > 0 && fewest <= s.pieces + 2 ? endgameProbe(state, s.pieces) : undefined;
    buildMs += performance.now() - started;
    const engine: AiPlayer<OnitamaState, OnitamaMove> = {
      id: state.toMove === 0 ? job.blue : job.red,
      label: 'engine',
      choose: (position) =>
        search(position, { movetime: s.movetime }, { table: s.table, probe }).move,
    };
    const who = { seat: state.toMove, players: 2, history: history.slice() };
    const move = chooseMove(engine, state, who, createRng(deriveSeed(job.seed, job.game, plies)));
    history.push(moveToString(move));
    state = play(state, move);
    fewest = Math.min(fewest, pieceCount(state));
  }
}
