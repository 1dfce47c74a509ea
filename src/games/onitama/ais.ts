import type { AiPlayer } from '../../core/ai.ts';
import { excerpt } from '../../core/excerpt.ts';
import { ownEntry } from '../../core/own.ts';
import { err, ok, type Result, unwrap } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { BucketTable } from '../../search/bucket-table.ts';
import { AI_NAMES, levelInfo, RANDOM_INFO, seedInfo } from './ai-names.ts';
import { endgameClock, PLAY_PIECES } from './engine/endgame.ts';
import { type Weights, weightTable } from './engine/evaluate.ts';
import { LEVELS, type Level } from './engine/levels.ts';
import { depthProgress, MAX_DEPTH, type SearchLimits, search } from './engine/search.ts';
import { ENGINE_EVALS } from './engine/weights.ts';
import { GameTable } from './game-table.ts';
import { legalMoves, type OnitamaMove, type OnitamaState } from './rules.ts';
import { type Chromosome, parseChromosome } from './seed/heuristic.ts';
import { MAX_SEED_DEPTH, SEED_ALGOS, type SeedAlgo, seedSearch } from './seed/search.ts';

export type OnitamaAi = AiPlayer<OnitamaState, OnitamaMove>;

function randomMove(state: OnitamaState, rng: Rng): OnitamaMove {
  const moves = legalMoves(state);
  if (moves.length === 0) throw new RangeError('the game is over: there is no move to choose');
  return rng.pick(moves);
}

export const randomPlayer: OnitamaAi = {
  ...RANDOM_INFO,
  choose: (state, context) => randomMove(state, context.rng),
};

/**
 * The seed project's player: its search and evaluation, with the seed's learned card values
 * unless another chromosome is given (say one from `games onitama learn`).
 */
export function seedPlayer(algo: SeedAlgo, depth: number, chromosome?: Chromosome): OnitamaAi {
  const options = chromosome ? { algo, depth, chromosome } : { algo, depth };
  return {
    ...seedInfo(algo, depth, chromosome),
    choose: (state) => seedSearch(state, options).move,
  };
}

/** Table size for the engine's players: enough for a few seconds of search. */
const TABLE_MB = 32;

export interface EngineSettings {
  readonly noise?: number;
  readonly weights?: Weights;
  /**
   * A table to share with other players that never search at once. They may not evaluate
   * alike, so a player on a budget empties it before every move; else it keeps one of its own.
   */
  readonly table?: BucketTable;
  /** Pieces of the endgame tablebase it probes (engine/endgame.ts), 0 or absent for none. */
  readonly endgame?: number;
}

/**
 * The engine (engine/search.ts) within `limits`. A player keeps its own table through a game:
 * the search of the last move knows much of this one's tree. The table is emptied when a game
 * begins (no moves yet, or fewer than at its last move: another game, or an undo) or the cards
 * change, so that a move depends only on the game so far, the limits and the rng, and a seeded
 * game replays. A caller that gives no history thus gets a fresh table every move.
 */
export function enginePlayer(
  id: string,
  label: string,
  limits: SearchLimits,
  settings: EngineSettings = {},
): OnitamaAi {
  const { noise = 0, weights, table: shared, endgame = 0 } = settings;
  const evaluation = weights && weightTable(weights);
  const tablebase = endgameClock(endgame);
  const own = new GameTable(TABLE_MB);
  let lastPlies = 0;
  const tableFor = (state: OnitamaState, plies: number) => {
    const newGame = plies === 0 || plies < lastPlies;
    lastPlies = plies;
    if (!shared) return own.for(state, newGame);
    if (limits.movetime === undefined) shared.clear();
    return shared;
  };
  return {
    id,
    label,
    choose: (state, context) => {
      const { rng, stopped, history } = context;
      const table = tableFor(state, history.length);
      const { limits: left, probe } = tablebase(state, limits);
      return search(state, left, {
        table,
        probe,
        noise,
        rng,
        stopped,
        onDepth: depthProgress(left, context),
        ...(evaluation && { weights: evaluation }),
      }).move;
    },
  };
}

/** The levels that play their best (no noise) also play endgames perfectly. */
export function levelPlayer(level: Level): OnitamaAi {
  const { id, label } = levelInfo(level);
  const endgame = level.noise === 0 ? PLAY_PIECES : 0;
  return enginePlayer(id, label, { nodes: level.nodes }, { noise: level.noise, endgame });
}

/** The players the seat picker names (ai-names.ts), each read from its id. */
export const ais: readonly OnitamaAi[] = AI_NAMES.map((info) => unwrap(parsePlayer(info.id)));

const PLAYER_FORMS =
  'random, seed-alphabeta:<depth>[:<chromosome>], seed-minimax:<depth>[:<chromosome>], engine:<ms>[:<eval>][:tb<k>], engine-depth:<n>[:<eval>][:tb<k>], engine-nodes:<n>[:<eval>][:tb<k>] or level:<name>';

/**
 * `engine:100` (ms a move), `engine-depth:9`, `engine-nodes:50000`, each optionally with an
 * evaluation of ENGINE_EVALS (`engine:100:hand`) and the pieces of its endgame tablebase
 * (`engine:100:tb4`; 3 if absent, `tb0` for none), or `level:club`.
 */
function parseEnginePlayer(text: string): Result<OnitamaAi> | undefined {
  const level = /^level:([a-z]+)$/.exec(text);
  if (level) {
    const found = LEVELS.find((l) => l.id === level[1]);
    return found
      ? ok(levelPlayer(found))
      : err(`player ${excerpt(text)}: the levels are ${LEVELS.map((l) => l.id).join(', ')}`);
  }
  const m = /^engine(?:-(depth|nodes))?:(\d{1,9})(?::(?!tb)([a-z0-9]+))?(?::tb([0234]))?$/.exec(
    text,
  );
  if (!m) return undefined;
  const n = Number(m[2]);
  const evalName = m[3];
  const endgame = m[4] === undefined ? PLAY_PIECES : Number(m[4]);
  const weights = evalName === undefined ? undefined : ownEntry(ENGINE_EVALS, evalName);
  if (evalName !== undefined && !weights) {
    return err(
      `player ${excerpt(text)}: the evaluations are ${Object.keys(ENGINE_EVALS).join(', ')}`,
    );
  }
  const tb = endgame === PLAY_PIECES ? '' : `, ${endgame ? `${endgame}-piece` : 'no'} tablebase`;
  const of = `${evalName ? `, ${evalName} evaluation` : ''}${tb}`;
  if (m[1] === 'depth') {
    return n >= 1 && n <= MAX_DEPTH
      ? ok(enginePlayer(text, `Engine, depth ${n}${of}`, { depth: n }, { weights, endgame }))
      : err(`player ${excerpt(text)}: the depth is 1 to ${MAX_DEPTH}`);
  }
  if (m[1] === 'nodes') {
    return n >= 1
      ? ok(enginePlayer(text, `Engine, ${n} positions${of}`, { nodes: n }, { weights, endgame }))
      : err(`player ${excerpt(text)}: at least one position`);
  }
  return n >= 1 && n <= 3_600_000
    ? ok(enginePlayer(text, `Engine, ${n} ms a move${of}`, { movetime: n }, { weights, endgame }))
    : err(`player ${excerpt(text)}: the time per move is 1 to 3600000 ms`);
}

/**
 * `random`, `seed-alphabeta:3`, `seed-minimax:4`, or with card values
 * `seed-alphabeta:3:4,4,1,2,3`, or one of the engine's forms (`parseEnginePlayer`).
 */
export function parsePlayer(text: string): Result<OnitamaAi> {
  const trimmed = text.trim();
  if (trimmed === 'random') return ok(randomPlayer);
  const engine = parseEnginePlayer(trimmed);
  if (engine) return engine;
  const m = /^seed-([a-z]+):(\d{1,2})(?::(.+))?$/.exec(trimmed);
  const algo = m?.[1] as SeedAlgo | undefined;
  if (!m || !algo || !SEED_ALGOS.includes(algo)) {
    return err(`player ${excerpt(text)}: expected ${PLAYER_FORMS}`);
  }
  const depth = Number(m[2]);
  if (depth < 1 || depth > MAX_SEED_DEPTH) {
    return err(`player ${excerpt(text)}: the depth is 1 to ${MAX_SEED_DEPTH}`);
  }
  if (m[3] === undefined) return ok(seedPlayer(algo, depth));
  const chromosome = parseChromosome(m[3]);
  return chromosome.ok
    ? ok(seedPlayer(algo, depth, chromosome.value))
    : err(`player ${excerpt(text)}: ${chromosome.error}`);
}
