/**
 * Our Onitama engine against maxbennedich/onitama (a Java alpha-beta engine with bitboards and an
 * SPSA-tuned evaluation), at equal time, in paired games on seeded random card sets:
 *
 *   npx tsx bench/onitama/versus.ts --java-repo DIR [--ms 100] [--games 100] [--seed 1] [--tb 3]
 *
 * DIR is a checkout of https://github.com/maxbennedich/onitama. Its engine is compiled with
 * `javac` (all but the JavaFX window) into node_modules/.cache and driven through
 * bench/onitama/java/OnitamaLine.java, one JVM for the whole run, so it is warm; ours runs in this
 * process with its table kept from move to move, as `serve` does, and probes the endgame
 * tablebase of `--tb` pieces (0: none) as the `engine:<ms>` player does, its build charged to
 * our clock (engine/endgame.ts). One game at a time: while one
 * engine thinks the other waits. Our rules referee every move (an illegal reply ends the run), a
 * game is a draw after 200 plies, and the result is added to bench/onitama/versus.json and .md.
 */

import { type ChildProcessWithoutNullStreams, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eloText } from '../../src/cli/elo-text.ts';
import { type AiPlayer, chooseMove } from '../../src/core/ai.ts';
import { createRng, deriveSeed } from '../../src/core/rng.ts';
import { type CardName, isCardName } from '../../src/games/onitama/cards.ts';
import { endgameClock, PLAY_PIECES } from '../../src/games/onitama/engine/endgame.ts';
import { search } from '../../src/games/onitama/engine/search.ts';
import { matchJobs } from '../../src/games/onitama/match/match.ts';
import {
  BLUE,
  cardsOf,
  legalMoves,
  moveToString,
  type OnitamaMove,
  type OnitamaState,
  onitama,
  play,
  RED,
  startState,
} from '../../src/games/onitama/rules.ts';
import { BucketTable } from '../../src/search/bucket-table.ts';
import { estimateElo } from '../../src/search/elo.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const javaRepo = arg('java-repo');
if (!javaRepo || !existsSync(join(javaRepo, 'src/main/java/onitama'))) {
  console.error('error: --java-repo DIR: a checkout of github.com/maxbennedich/onitama is needed');
  process.exit(2);
}
const ms = wholeArg('ms', arg('ms'), 100);
const games = wholeArg('games', arg('games'), 100);
const seed = wholeArg('seed', arg('seed'), 1);
const tb = wholeArg('tb', arg('tb'), PLAY_PIECES);
if (tb === 1 || tb > 4) {
  console.error('error: --tb: a tablebase holds 2 to 4 pieces (0: none)');
  process.exit(2);
}
const oursName = `engine:${ms}:tb${tb}`;
const MAX_PLIES = 200;

function javaSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gui' ? [] : javaSources(path);
    return name.endsWith('.java') && name !== 'Onitama.java' ? [path] : [];
  });
}

/** Compiles the engine once per checkout commit; returns the class path. */
function build(repo: string): { classes: string; commit: string } {
  const commit = execSync('git rev-parse --short HEAD', { cwd: repo }).toString().trim();
  const classes = join('node_modules/.cache/onitama-java', commit);
  if (!existsSync(join(classes, 'OnitamaLine.class'))) {
    mkdirSync(classes, { recursive: true });
    const list = join(classes, 'sources.txt');
    writeFileSync(list, javaSources(join(repo, 'src/main/java')).join('\n'));
    execSync(`javac -nowarn -d ${classes} @${list}`, { stdio: 'inherit' });
    execSync(`javac -cp ${classes} -d ${classes} bench/onitama/java/OnitamaLine.java`, {
      stdio: 'inherit',
    });
  }
  return { classes, commit };
}

/** Our blue (bottom row) is the Java engine's player 0, whose pieces it writes r and R. */
const JAVA_PIECE: Record<string, string> = { b: 'r', B: 'R', r: 'b', R: 'B', '.': '.' };
const javaCard = (card: CardName): string => card[0]?.toUpperCase() + card.slice(1);

interface JavaEngine {
  choose(state: OnitamaState): Promise<{ move: OnitamaMove; nodes: number; depth: number }>;
  close(): void;
}

function startJava(classes: string): JavaEngine {
  const child: ChildProcessWithoutNullStreams = spawn('java', ['-cp', classes, 'OnitamaLine']);
  child.stderr.pipe(process.stderr);
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async choose(state) {
      const board = [...state.board].map((c) => JAVA_PIECE[c]).join('');
      const cards = cardsOf(state).map(javaCard);
      child.stdin.write(`search ${board} ${cards.join(' ')} ${state.toMove} ${ms}\n`);
      const line = (await lines.next()).value as string | undefined;
      const m = /^move (\w+) (\d) (\d) (\d) (\d) (\d+) (\d+)$/.exec(line ?? '');
      const card = m?.[1]?.toLowerCase() ?? '';
      if (!m || !isCardName(card)) throw new Error(`the Java engine answered ${line}`);
      const [px, py, nx, ny] = m.slice(2, 6).map(Number) as [number, number, number, number];
      const move: OnitamaMove = { kind: 'move', card, from: py * 5 + px, to: ny * 5 + nx };
      return { move, nodes: Number(m[6]), depth: Number(m[7]) };
    },
    close: () => child.stdin.end('quit\n'),
  };
}

const sameMove = (a: OnitamaMove, b: OnitamaMove): boolean => moveToString(a) === moveToString(b);

interface Totals {
  wins: number;
  draws: number;
  losses: number;
  plies: number;
  oursNodes: number;
  oursDepth: number;
  oursMoves: number;
  javaNodes: number;
  javaDepth: number;
  javaMoves: number;
}

async function playAll(java: JavaEngine): Promise<Totals> {
  // As the `engine:<ms>` player and `serve`: one 32 MB table kept from move to move.
  const table = new BucketTable(32);
  const tablebase = endgameClock(tb);
  const t: Totals = {
    ...{ wins: 0, draws: 0, losses: 0, plies: 0 },
    ...{ oursNodes: 0, oursDepth: 0, oursMoves: 0, javaNodes: 0, javaDepth: 0, javaMoves: 0 },
  };
  // Our engine as a computer player, asked through chooseMove; it counts its nodes and depth.
  const ours: AiPlayer<OnitamaState, OnitamaMove> = {
    id: oursName,
    label: 'our engine',
    choose(state, { rng }) {
      const { limits, probe } = tablebase(state, { movetime: ms });
      const result = search(state, limits, { table, rng, probe });
      t.oursNodes += result.nodes;
      t.oursDepth += result.depth;
      t.oursMoves++;
      return result.move;
    },
  };
  // The same card sets and colours as `games match`: even games ours blue, odd ones ours red.
  for (const job of matchJobs({ a: oursName, b: oursName, games, seed, maxPlies: MAX_PLIES })) {
    const oursColour = job.game % 2 === 0 ? BLUE : RED;
    let state = startState(job.cards);
    let plies = 0;
    const history: string[] = [];
    for (; plies < MAX_PLIES && !onitama.result(state); plies++) {
      const legal = legalMoves(state);
      let move: OnitamaMove;
      if (state.toMove === oursColour) {
        const who = { seat: state.toMove, players: 2, history: history.slice() };
        move = chooseMove(ours, state, who, createRng(deriveSeed(seed, job.game, plies)));
      } else if (legal[0]?.kind === 'pass') {
        // The Java engine has no passes; with no piece able to move, give up the first card.
        move = legal[0];
      } else {
        const reply = await java.choose(state);
        move = reply.move;
        t.javaNodes += reply.nodes;
        t.javaDepth += reply.depth;
        t.javaMoves++;
      }
      if (!legal.some((m) => sameMove(m, move))) {
        throw new Error(`game ${job.game}, ply ${plies}: ${moveToString(move)} is not legal`);
      }
      history.push(moveToString(move));
      state = play(state, move);
    }
    const result = onitama.result(state);
    if (result?.kind !== 'win') t.draws++;
    else if (result.winner === oursColour) t.wins++;
    else t.losses++;
    t.plies += plies;
    process.stderr.write(`\rgame ${job.game + 1}/${games}: +${t.wins} =${t.draws} -${t.losses}`);
  }
  process.stderr.write('\n');
  return t;
}

const { classes, commit } = build(javaRepo);
const ourCommit = execSync('git rev-parse --short HEAD').toString().trim();
const loadBefore = loadavg()[0] ?? 0;
const started = performance.now();
const java = startJava(classes);
let t: Totals;
try {
  t = await playAll(java);
} finally {
  java.close();
}
const seconds = Math.round((performance.now() - started) / 1000);
const load = [loadBefore, loadavg()[0] ?? 0].map((l) => l.toFixed(2)).join(' to ');
const elo = eloText(estimateElo(t), 'ours');
const score = ((100 * (t.wins + t.draws / 2)) / games).toFixed(1);
console.log(
  `${oursName} against maxbennedich/onitama ${commit}: +${t.wins} =${t.draws} -${t.losses}, ${elo}`,
);

const row = [
  ourCommit,
  oursName,
  String(seed),
  `maxbennedich/onitama ${commit}, ${ms} ms`,
  String(games),
  `${t.wins} / ${t.draws} / ${t.losses}`,
  `${score}%`,
  elo,
  (t.plies / games).toFixed(1),
  `${Math.round(t.oursNodes / Math.max(1, t.oursMoves)).toLocaleString('en')}, depth ${(t.oursDepth / Math.max(1, t.oursMoves)).toFixed(1)}`,
  `${Math.round(t.javaNodes / Math.max(1, t.javaMoves)).toLocaleString('en')}, depth ${(t.javaDepth / Math.max(1, t.javaMoves)).toFixed(1)}`,
  `${seconds} s`,
  load,
];
// Each run's row is kept in the JSON file, so that runs with other seeds add up in the table.
const JSON_FILE = 'bench/onitama/versus.json';
const rows: string[][] = existsSync(JSON_FILE) ? JSON.parse(readFileSync(JSON_FILE, 'utf8')) : [];
rows.push(row);
writeFileSync(JSON_FILE, `${JSON.stringify(rows, null, 2)}\n`);
const header = ['our commit', 'ours', 'seed', 'theirs', 'games', 'W / D / L for ours', 'score'];
header.push('Elo ours − theirs (95%)', 'plies', 'our nodes a move', 'their nodes a move');
header.push('time', 'load average');
writeFileSync(
  'bench/onitama/versus.md',
  [
    '# Onitama: our engine against the Java engine maxbennedich/onitama',
    '',
    stampLine(
      `npm run bench -- onitama versus --java-repo DIR --ms ${ms} --games ${games} --seed S`,
    ),
    `On ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version} and \`java\` ${execSync('java -version 2>&1').toString().split('\n')[0]}.`,
    'Paired games on the card sets `games match` deals from the seed (ours blue in even games,',
    'red in odd ones), one game at a time, both engines warm in long-lived processes; ours keeps',
    'its table from move to move and, named `engine:<ms>:tb<k>`, probes an endgame tablebase of',
    'k pieces, built when the board first has k + 2 pieces, its build time taken from our next',
    'moves (at most half of each); the rows named `engine:<ms>` probed none. Theirs starts each',
    'move with a new search and the table size',
    'its own game dialog picks for the time, as its AIPlayer does without pondering. A draw after',
    '200 plies. Our rules referee every move. Nodes and depth are what each search reports',
    '(ours: positions visited and the last completed depth; theirs: states evaluated and the',
    'depth of its score), averaged over the moves.',
    '',
    markdownTable(header, rows),
    '',
  ].join('\n'),
);
