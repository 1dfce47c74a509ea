import { cpus } from 'node:os';
import { writeReport } from '../../src/cli/report-file.ts';
import { createRng } from '../../src/core/rng.ts';
import { playMatch } from '../../src/games/connect4/play-game.ts';
import {
  applyAction,
  getAvailableActions,
  initState,
  isGameOver,
  RED,
} from '../../src/games/connect4/rules.ts';
import { negamax, parseStrategy, strategyToString } from '../../src/games/connect4/strategies.ts';
import { wholeArg } from '../lib/args.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * Strength and speed of the Connect 4 players: paired matches against the heuristic, and
 * Negamax's node rate on fixed positions. Writes bench/connect4/strategies.md.
 *
 *   npx tsx bench/connect4/strategies.ts [--games 1000]
 */
const gamesArg = process.argv.indexOf('--games');
const GAMES = wholeArg('games', gamesArg > 0 ? process.argv[gamesArg + 1] : undefined, 1000);
const SEED = 1;
const WIDTH = 7;
const HEIGHT = 6;
const PAIRINGS = [
  ['heuristic', 'random'],
  ['negamax:4', 'heuristic'],
  ['negamax:6', 'heuristic'],
  ['negamax:8', 'heuristic'],
] as const;
const NODE_DEPTH = 8;
const NODE_POSITIONS = 64;

const strategy = (text: string) => {
  const parsed = parseStrategy(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

const progress = (label: string) => (n: number) => {
  if (process.stderr.isTTY) process.stderr.write(`\r${label}: ${n}/${GAMES}`);
};

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const matchRows: string[] = [];
for (const [aText, bText] of PAIRINGS) {
  const a = strategy(aText);
  const b = strategy(bText);
  const label = `${strategyToString(a)} vs ${strategyToString(b)}`;
  const started = performance.now();
  const m = playMatch({
    a,
    b,
    games: GAMES,
    seed: SEED,
    width: WIDTH,
    height: HEIGHT,
    onGame: progress(label),
  });
  const seconds = (performance.now() - started) / 1000;
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  const row = `| ${label} | ${m.games} | ${m.wins} / ${m.draws} / ${m.losses} | ${pct(m.wins / m.games)} | ${pct(m.score)} | ${pct(m.ci95[0])} – ${pct(m.ci95[1])} | ${seconds.toFixed(1)} s |`;
  console.log(row);
  matchRows.push(row);
}

/** Positions after 0 to 15 random moves, stopping short of a finished game. */
function nodePositions() {
  return Array.from({ length: NODE_POSITIONS }, (_, i) => {
    const rng = createRng(i);
    let state = initState(WIDTH, HEIGHT, RED);
    for (let ply = 0; ply < i % 16; ply++) {
      const next = applyAction(state, rng.pick(getAvailableActions(state)));
      if (isGameOver(next) !== false) break;
      state = next;
    }
    return state;
  });
}

const positions = nodePositions();
let nodes = 0;
let bestRate = 0;
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  nodes = positions.reduce((sum, state) => sum + negamax(state, NODE_DEPTH).nodes, 0);
  bestRate = Math.max(bestRate, nodes / ((performance.now() - started) / 1000));
}
const nodeLine = `Negamax depth ${NODE_DEPTH} on ${NODE_POSITIONS} fixed positions: ${nodes} nodes, ${(bestRate / 1e6).toFixed(2)} M nodes/s (best of 3 runs)`;
console.log(nodeLine);

const command = `npx tsx bench/connect4/strategies.ts${GAMES === 1000 ? '' : ` --games ${GAMES}`}`;
const report = `# Connect 4 strategies

Paired matches on a ${WIDTH}×${HEIGHT} board, seed ${SEED}: games 2k and 2k+1 share a derived seed,
with a moving first in one and b in the other. W / D / L and the score are a's; the score is
(wins + draws / 2) / games, and its 95% interval is the Wilson score interval.

| a vs b | games | W / D / L | a wins | score | 95% CI | wall time |
| --- | --- | --- | --- | --- | --- | --- |
${matchRows.join('\n')}

${nodeLine}. The node count is deterministic: a change in it is a change of search.

Machine: Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores (one used).

${stampLine(command)}
`;
writeReport(new URL('./strategies.md', import.meta.url), report);
