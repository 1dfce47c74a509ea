import type { AiPlayer } from '../../core/ai.ts';
import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result, unwrap } from '../../core/result.ts';
import { TranspositionTable } from '../../search/transposition-table.ts';
import { AI_NAMES } from './ai-names.ts';
import type { Board } from './engine/board.ts';
import { LEVELS } from './engine/levels.ts';
import { depthProgress, MAX_DEPTH, type SearchLimits, search } from './engine/search.ts';
import { boardOfState } from './engine/state-board.ts';
import {
  ACCEPT_DRAW,
  type CheckersMove,
  type CheckersState,
  DECLINE_DRAW,
  legalMoves,
} from './rules.ts';

export type CheckersAi = AiPlayer<CheckersState, CheckersMove>;

export const randomPlayer: CheckersAi = {
  id: 'random',
  label: 'Random',
  choose: (state, { rng }) => {
    const moves = legalMoves(state);
    if (moves.length === 0) throw new RangeError('the game is over: there is no move to choose');
    return rng.pick(moves);
  },
};

const TABLE_MB = 32;
/** Positions searched to answer a draw offer. */
const OFFER_NODES = 20_000;
/** A draw is accepted unless the answering side stands better by more than this. */
export const ACCEPT_MARGIN = 30;

/**
 * The engine's answer to a draw offer: accept unless it stands clearly better. The engine never
 * offers a draw itself.
 */
export function answerOffer(state: CheckersState, table?: TranspositionTable): CheckersMove {
  return offerVerdict(state, table).move;
}

/** answerOffer's answer, with the score it rests on: the offerer's, from a short search. */
export function offerVerdict(
  state: CheckersState,
  table?: TranspositionTable,
): { move: CheckersMove; offererScore: number } {
  const offerer = search(boardOfState(state), { nodes: OFFER_NODES }, table ? { table } : {});
  const move = offerer.score >= -ACCEPT_MARGIN ? ACCEPT_DRAW : DECLINE_DRAW;
  return { move, offererScore: offerer.score };
}

/**
 * The engine within `limits`. Its table is cleared before each move, so a move depends only on
 * the game (position and the positions since the last capture or man move), limits and rng.
 */
export function enginePlayer(
  id: string,
  label: string,
  limits: SearchLimits,
  noise = 0,
): CheckersAi {
  let table: TranspositionTable | undefined;
  return {
    id,
    label,
    choose: (state, context) => {
      table ??= new TranspositionTable(TABLE_MB);
      table.clear();
      if (state.draw === 'offered') return answerOffer(state, table);
      const board: Board = boardOfState(state);
      return search(board, limits, {
        table,
        noise,
        rng: context.rng,
        stopped: context.stopped,
        onDepth: depthProgress(limits, context),
      }).move;
    },
  };
}

const FORMS = 'random, level:<name>, engine:<ms>, engine-depth:<n> or engine-nodes:<n>';

/** `random`, `level:club`, `engine:100` (ms a move), `engine-depth:9`, `engine-nodes:50000`. */
export function parsePlayer(text: string): Result<CheckersAi> {
  const t = text.trim();
  if (t === 'random') return ok(randomPlayer);
  const level = /^level:([a-z]+)$/.exec(t);
  if (level) {
    const found = LEVELS.find((l) => l.id === level[1]);
    if (!found)
      return err(`player ${excerpt(text)}: the levels are ${LEVELS.map((l) => l.id).join(', ')}`);
    const label = (AI_NAMES.find((a) => a.id === t) ?? { label: found.name }).label;
    return ok(enginePlayer(t, label, { nodes: found.nodes }, found.noise));
  }
  const m = /^engine(?:-(depth|nodes))?:(\d{1,9})$/.exec(t);
  if (!m) return err(`player ${excerpt(text)}: expected ${FORMS}`);
  const n = Number(m[2]);
  if (m[1] === 'depth') {
    return n >= 1 && n <= MAX_DEPTH
      ? ok(enginePlayer(t, `Engine, depth ${n}`, { depth: n }))
      : err(`player ${excerpt(text)}: the depth is 1 to ${MAX_DEPTH}`);
  }
  if (m[1] === 'nodes') {
    return n >= 1
      ? ok(enginePlayer(t, `Engine, ${n} positions`, { nodes: n }))
      : err(`player ${excerpt(text)}: at least one position`);
  }
  return n >= 1 && n <= 3_600_000
    ? ok(enginePlayer(t, `Engine, ${n} ms a move`, { movetime: n }))
    : err(`player ${excerpt(text)}: the time per move is 1 to 3600000 ms`);
}

export const ais: readonly CheckersAi[] = AI_NAMES.map((info) => unwrap(parsePlayer(info.id)));
