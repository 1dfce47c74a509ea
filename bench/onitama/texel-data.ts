/**
 * Positions for the Texel fit of the engine's evaluation (bench/onitama/texel-fit.ts): self-play
 * games on seeded random card sets at a fixed number of positions a move, each quiet position
 * written with the game's result. Resumable: a second run with the same file goes on after the
 * last game written.
 *
 *   npx tsx bench/onitama/texel-data.ts [--games 10000] [--nodes 4000] [--seed 1]
 *     [--out .scratch/onitama-texel.tsv]
 *
 * Every game is the same on every machine: its cards and opening come from the seed and the
 * game's number, and the engine searches a fixed number of positions. The first two to five
 * plies are random legal moves, so that games on one card set differ. A line is
 * `game<TAB>position<TAB>result`, the position as stateToString and the result for blue
 * (1 a win, 0 a loss, 0.5 a game that reached 200 plies).
 *
 * Quiet means what the static evaluation is asked about at a quiescence leaf: neither player can
 * win at once and the player to move has no capture.
 */

import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chooseMove } from '../../src/core/ai.ts';
import { unwrap } from '../../src/core/result.ts';
import { createRng, deriveSeed } from '../../src/core/rng.ts';
import { parsePlayer } from '../../src/games/onitama/ais.ts';
import { dealCards, parseCardsParam } from '../../src/games/onitama/cards.ts';
import { Board } from '../../src/games/onitama/engine/board.ts';
import {
  legalMoves,
  moveToString,
  type OnitamaState,
  onitama,
  play,
  startState,
  stateToString,
} from '../../src/games/onitama/rules.ts';
import { wholeArg } from '../lib/args.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const games = wholeArg('games', arg('games'), 10_000);
const nodes = wholeArg('nodes', arg('nodes'), 4_000);
const seed = wholeArg('seed', arg('seed'), 1);
const out = arg('out') ?? '.scratch/onitama-texel.tsv';
const MAX_PLIES = 200;

/** The quiet positions a search's leaf would evaluate as they stand. */
function isQuiet(state: OnitamaState): boolean {
  const b = new Board(state);
  return (
    !b.canWin(b.toMove) &&
    !b.canWin(b.toMove ^ 1) &&
    b.generateCaptures(new Int32Array(40), 0) === 0
  );
}

const engine = unwrap(parsePlayer(`engine-nodes:${nodes}`));
const random = unwrap(parseCardsParam('random'));

/** One game's quiet positions and its result for blue. */
function playGame(game: number): { positions: string[]; result: number } {
  const rng = createRng(deriveSeed(seed, game));
  let state = startState(dealCards(random, rng));
  const opening = rng.int(2, 5);
  const history: string[] = [];
  const positions: string[] = [];
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    const result = onitama.result(state);
    if (result?.kind === 'win') return { positions, result: result.winner === 0 ? 1 : 0 };
    if (ply >= opening && isQuiet(state)) positions.push(stateToString(state));
    const move =
      ply < opening
        ? rng.pick(legalMoves(state))
        : chooseMove(
            engine,
            state,
            { seat: state.toMove, players: 2, history: history.slice() },
            createRng(deriveSeed(seed, game, ply)),
          );
    history.push(moveToString(move));
    state = play(state, move);
  }
  return { positions, result: 0.5 };
}

/** The game after the last one in the file, so that a stopped run goes on where it was. */
function firstGame(): number {
  if (!existsSync(out)) return 0;
  const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
  const last = lines[lines.length - 1];
  return last ? Number(last.split('\t')[0]) + 1 : 0;
}

mkdirSync(dirname(out), { recursive: true });
const cpu = process.cpuUsage();
let written = 0;
for (let game = firstGame(); game < games; game++) {
  const { positions, result } = playGame(game);
  appendFileSync(out, positions.map((p) => `${game}\t${p}\t${result}\n`).join(''));
  written += positions.length;
  if (game % 100 === 99) {
    const { user, system } = process.cpuUsage(cpu);
    const seconds = ((user + system) / 1e6).toFixed(0);
    console.log(`game ${game + 1}: ${written} positions written, ${seconds} s of CPU`);
  }
}
