/**
 * Books the Perfect seat's games (src/games/connect4/solver/book-tree.ts): every position it can
 * face from the start, with either colour, against any replies, with the exact score of every
 * child, ply by ply from the empty board (the shallow plies are the minute-long waits), so the
 * book is of use as it grows. Children are solved on one worker thread (book-job.ts) whose
 * table outlives them, one a job, siblings in a row.
 *
 * It resumes: each solved child goes to a journal, bench/connect4/perfect-book.txt, a line of
 * its moves and score (Pons' format, `4453 -2`); a run re-walks the tree from the empty board,
 * solving only what the journal and the committed book do not hold. The book
 * (src/games/connect4/solver/book.bin) is rewritten after each ply and every few minutes; the
 * figures of each ply (positions, solves, CPU and wall time) go to bench/connect4/perfect-book.json
 * and .md.
 *
 *   nice -n 19 npx tsx scripts/connect4-book-perfect.ts --ply 12 --workers 1
 *
 * `--count` only counts the tree before it is solved (perfect-book-count.md); `--report` only
 * rewrites perfect-book.md.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Command } from 'commander';
import { markdownTable } from '../bench/lib/markdown-table.ts';
import { stampLine } from '../bench/lib/stamp.ts';
import { bar, progressLine, wholeNumber } from '../src/cli/options.ts';
import { Position } from '../src/games/connect4/solver/bitboard.ts';
import { type Book, bookKey } from '../src/games/connect4/solver/book.ts';
import { entryScore, withEntries } from '../src/games/connect4/solver/book-build.ts';
import { readBook, writeBook } from '../src/games/connect4/solver/book-file.ts';
import { BOOK_TASK, type BookJob, toWords } from '../src/games/connect4/solver/book-job.ts';
import {
  firstLevel,
  nextLevel,
  type TreeLevel,
  type TreeNode,
  unknownChildren,
} from '../src/games/connect4/solver/book-tree.ts';
import { positionOf } from '../src/games/connect4/solver/from-moves.ts';
import { parsePositionList } from '../src/games/connect4/solver/position-list.ts';
import { createPool } from '../src/search/pool.ts';
import { cpuSeconds, duration } from './clock.ts';

const DIR = new URL('../bench/connect4/', import.meta.url);
const JOURNAL = new URL('perfect-book.txt', DIR);
const STATS = new URL('perfect-book.json', DIR);
const TABLE = new URL('perfect-book.md', DIR);
const SAVE_EVERY_MS = 5 * 60_000;
/** Positions whose children are booked before the tree: the README's example. */
const EXAMPLES = ['4453'];
const COMMAND = 'nice -n 19 npx tsx scripts/connect4-book-perfect.ts --ply 12 --workers 1';

/** Per ply: the tree's positions there and the solves of their children. */
interface PlyStats {
  /** Positions with the Perfect seat to move, both colours' games (mirror pairs once). */
  perfect: number;
  /** Positions with its opponent to move. */
  opponent: number;
  /** Children to solve (one per mirror pair, not held by the book before this generator). */
  children: number;
  solved: number;
  cpuSeconds: number;
  wallSeconds: number;
  load?: number;
}

const readStats = (): Record<string, PlyStats> =>
  existsSync(STATS) ? JSON.parse(readFileSync(STATS, 'utf8')) : {};

/** The journal's scores by book key. */
function readJournal(): Map<number, number> {
  const scores = new Map<number, number>();
  if (!existsSync(JOURNAL)) return scores;
  const text = readFileSync(JOURNAL, 'utf8');
  if (text.trim() === '') return scores;
  const list = parsePositionList(text);
  if (!list.ok) throw new Error(`${JOURNAL.pathname}: ${list.error}`);
  for (const { state, expected } of list.value) {
    scores.set(bookKey(Position.fromState(state)), expected ?? 0);
  }
  return scores;
}

const pairs = (nodes: TreeLevel['perfect']) => new Set(nodes.map((n) => bookKey(n.position))).size;

const perChild = (seconds: number): string =>
  seconds >= 1 ? `${seconds.toFixed(1)} s` : `${(1000 * seconds).toFixed(0)} ms`;

/** The last ply done: every ply up to it has all its children solved. */
function reachedOf(stats: Record<string, PlyStats>): number {
  let ply = -1;
  while (stats[ply + 1] !== undefined && stats[ply + 1]?.solved === stats[ply + 1]?.children) ply++;
  return ply;
}

function writeTable(stats: Record<string, PlyStats>, book: Book, reached: number): void {
  const rows = Object.entries(stats).map(([ply, s]) => [
    ply,
    s.perfect.toLocaleString('en-US'),
    s.opponent.toLocaleString('en-US'),
    s.children.toLocaleString('en-US'),
    s.solved.toLocaleString('en-US'),
    duration(s.cpuSeconds),
    s.solved === 0 ? '' : perChild(s.cpuSeconds / s.solved),
    duration(s.wallSeconds),
    s.load?.toFixed(1) ?? '',
  ]);
  const bytes = book.encode().length;
  writeFileSync(
    TABLE,
    `# Connect 4: the Perfect seat's book

${stampLine(COMMAND)} The script (scripts/connect4-book-perfect.ts) continues where the journal
(bench/connect4/perfect-book.txt) stops. The tree is every position the Perfect seat can face
from the empty board, playing Red or Yellow, against any replies: where it is to move, its one
choice follows; where its opponent is, every column. At ply N, the children (ply N + 1) of the
positions where the seat is to move are solved, each mirror pair once, on one thread whose table
outlives them; the seat's positions' scores are read off their children. The row of 4453 is the
README's example (\`games connect4 analyze 4453\`), whose children are booked first. Positions are counted
once per mirror pair; children the committed book held before are not counted. CPU time is the
process's, threads included; wall time depends on the load (the load average, 1 minute, at the
last save); the process ran at nice 19 on 2 cores shared with other work.

${markdownTable(['ply', 'seat to move', 'opponent to move', 'children to solve', 'solved', 'CPU time', 'CPU a child', 'wall time', 'load average'], rows)}

Complete to ply ${reached}: every position of the seat's games with at most ${reached} discs where
the seat is to move has all its children's scores in the book, and so has every position with
fewer discs where its opponent is (its children are the seat's positions). Past that, the
positions of the ply begun that are solved are in the book too.

The book (src/games/connect4/solver/book.bin): ${book.size.toLocaleString('en-US')} entries,
${bytes.toLocaleString('en-US')} bytes.
`,
  );
}

/**
 * CPU seconds to solve a child with this many discs on a table shared with its siblings: ply 2
 * from this generator's first run, plies 7 to 13 from bench/connect4/book-depth.md and
 * book-cost.md (all columns of a ply-10 position 0.7 s, of a ply-11 one 0.14 s);
 * plies 3 to 6 are guesses between (no position there has been timed alone).
 */
const SOLVE_SECONDS = [0, 0, 30, 20, 12, 8, 5, 4, 4, 2, 0.21, 0.1, 0.02, 0.01];

/**
 * The tree's size to `maxPly` before any solve, with a stand-in for the seat's choice (which
 * needs the scores): as if every child scored the same (the seat plays the most central column)
 * or as if the scores were arbitrary (a hash of the position). Writes perfect-book-count.md.
 */
function count(maxPly: number): void {
  const standIns: [string, (p: Position) => number][] = [
    ['most central', () => 0],
    ['arbitrary', (p) => (Math.imul(bookKey(p) % 2 ** 31, 0x9e3779b1) >>> 29) - 3],
  ];
  const { completePly } = readBook();
  const columns = standIns.map(([, score]) => {
    const seen = new Set<number>();
    let level = firstLevel(Position.EMPTY);
    const rows: number[][] = [];
    for (; level.ply <= maxPly; level = nextLevel(level, score).next) {
      const todo = unknownChildren(level, (p) => seen.has(bookKey(p)) || p.moves <= completePly);
      for (const n of todo) seen.add(bookKey(n.position));
      const children = todo.length;
      rows.push([pairs(level.perfect), pairs(level.opponent), children]);
    }
    return rows;
  });
  const rows = (columns[0] ?? []).map((_, ply) => [
    String(ply),
    ...columns.flatMap((c) => {
      const [perfect = 0, opponent = 0, children = 0] = c[ply] ?? [];
      const cpu = children * (SOLVE_SECONDS[ply + 1] ?? 0);
      return [perfect, opponent, children]
        .map((n) => n.toLocaleString('en-US'))
        .concat(duration(cpu));
    }),
  ]);
  const totals = columns.map((c) =>
    c.reduce((sum, [, , children = 0], ply) => sum + children * (SOLVE_SECONDS[ply + 1] ?? 0), 0),
  );
  writeFileSync(
    new URL('perfect-book-count.md', DIR),
    `# Connect 4: the size of the Perfect seat's book, before it is solved

${stampLine(`npx tsx scripts/connect4-book-perfect.ts --count --ply ${maxPly}`)} The tree (see
perfect-book.md) depends on the seat's choices, which need the scores: here the seat chooses by a
stand-in, as if every child scored the same (it plays the most central column: the narrowest
tree) or as if the scores were arbitrary (a hash of the position: a wide one). Positions are
counted once per mirror pair and transpositions are merged; children are those to solve (the
committed book's complete plies left out). CPU is an estimate: children times a solve's CPU
at their ply (${SOLVE_SECONDS.slice(2)
      .map((s, i) => `ply ${i + 2}: ${s} s`)
      .join(', ')}; from
bench/connect4/book-depth.md and book-cost.md, plies 3 to 6 guessed).

${markdownTable(
  [
    'ply',
    ...standIns.flatMap(([name]) => [`${name}: seat to move`, 'opponent', 'children', 'CPU']),
  ],
  rows,
)}

Total CPU: ${totals.map((t, i) => `${duration(t)} (${standIns[i]?.[0]})`).join(', ')}.
`,
  );
}

async function main(): Promise<void> {
  const opts = new Command()
    .option('--ply <plies>', 'solve the children of the seat positions up to this many discs', '12')
    .option('--workers <n>', 'worker threads', '1')
    .option('--count', "only count the tree with a stand-in for the seat's choice")
    .option('--report', 'only rewrite bench/connect4/perfect-book.md from the book and its figures')
    .parse()
    .opts<{ ply: string; workers: string; count?: boolean; report?: boolean }>();
  const maxPly = wholeNumber('--ply', opts.ply, 0, 20);
  if (opts.count) return count(maxPly);
  if (opts.report) return writeTable(readStats(), readBook(), reachedOf(readStats()));
  const workers = wholeNumber('--workers', opts.workers, 1, 16);
  mkdirSync(DIR, { recursive: true });
  const stats = readStats();
  const old = readBook();
  const scores = readJournal();
  const scoreOf = (p: Position) => entryScore(p, scores) ?? old.get(p);
  let book = old;
  const rebuild = () => {
    book = withEntries(old, scores);
    writeBook(book);
  };

  const line = progressLine();
  let reached = -1;
  /** Solves `todo` in order, journaling each child, its figures under `key` in the stats. */
  const solveAll = async (
    key: string,
    todo: TreeNode[],
    counts: Pick<PlyStats, 'perfect' | 'opponent'>,
  ) => {
    const total = todo.length;
    const plyStats: PlyStats = stats[key] ?? {
      ...counts,
      children: 0,
      solved: 0,
      cpuSeconds: 0,
      wallSeconds: 0,
    };
    plyStats.children = Math.max(plyStats.children, plyStats.solved + total);
    stats[key] = plyStats;
    const base = { cpu: plyStats.cpuSeconds, wall: plyStats.wallSeconds, solved: plyStats.solved };
    const cpuStart = cpuSeconds();
    const wallStart = Date.now();
    let done = 0;
    let lastSave = Date.now();
    const save = () => {
      plyStats.solved = base.solved + done;
      plyStats.cpuSeconds = base.cpu + cpuSeconds() - cpuStart;
      plyStats.wallSeconds = base.wall + (Date.now() - wallStart) / 1000;
      plyStats.load = loadavg()[0] ?? 0;
      rebuild();
      writeFileSync(STATS, `${JSON.stringify(stats, null, 2)}\n`);
      writeTable(stats, book, reached);
      lastSave = Date.now();
      console.log(
        `${key}: ${done}/${total} children solved this run, ` +
          `${duration(plyStats.cpuSeconds)} CPU there, book ${book.size} entries`,
      );
    };
    process.removeAllListeners('SIGINT');
    process.on('SIGINT', () => {
      line.clear();
      save();
      console.log(`interrupted at ${key}; run again to continue`);
      process.exit(130);
    });
    if (total > 0) {
      // One child a job, so that the journal keeps each as it comes; in order on one thread,
      // siblings still share its table.
      const jobs: BookJob[] = todo.map((n) => ({
        moves: n.position.moves,
        positions: [toWords(n.position)],
      }));
      const pool = createPool(BOOK_TASK, workers, (index, [score]) => {
        const node = todo[index];
        if (node === undefined || score === undefined) return;
        scores.set(bookKey(node.position), score);
        appendFileSync(JOURNAL, `${node.moves} ${score}\n`);
        done++;
        const seconds = (Date.now() - wallStart) / 1000;
        line.show(
          `${key} ${bar(done, total)} ${done}/${total}, ${duration(seconds)} this run, ` +
            `about ${duration(((total - done) * seconds) / done)} left`,
        );
        if (Date.now() - lastSave > SAVE_EVERY_MS) save();
      });
      await pool.run(jobs);
      await pool.close();
      line.clear();
    }
    return save;
  };

  // The README's example, \`games connect4 analyze 4453\`, answers from the book too: its
  // children take seconds, and it need not be one of the seat's games.
  for (const moves of EXAMPLES) {
    const example = {
      ply: moves.length,
      perfect: [{ position: positionOf(moves), moves }],
      opponent: [],
    };
    const todo = unknownChildren(example, (p) => scoreOf(p) !== undefined);
    (await solveAll(`${moves} (the README's example)`, todo, { perfect: 1, opponent: 0 }))();
  }

  let level = firstLevel(Position.EMPTY);
  for (; level.ply <= maxPly; ) {
    const todo = unknownChildren(level, (p) => scoreOf(p) !== undefined);
    const save = await solveAll(String(level.ply), todo, {
      perfect: pairs(level.perfect),
      opponent: pairs(level.opponent),
    });
    const ply = level.ply;
    const { next, scored } = nextLevel(level, scoreOf);
    for (const [key, score] of scored) scores.set(key, score);
    reached = ply;
    save();
    level = next;
  }
  console.log(`the Perfect seat's book is complete to ply ${reached}`);
}

await main();
