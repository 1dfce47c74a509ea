/**
 * Builds the Connect 4 opening book (src/games/connect4/solver/book.bin): the exact score of
 * every position up to `--depth` discs, one entry per mirror pair, solved ply by ply from the
 * top on worker threads. It resumes: positions already in the book are skipped, and the book
 * is rewritten every few seconds, so an interrupted run loses at most those seconds. A ply
 * whose positions are all known makes its parents' scores known without a search (ply 0, the
 * empty board, is never searched). Per-ply figures go to bench/connect4-book.json and .md.
 *
 *   npm run book:connect4 -- --depth 4 --workers 2
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Command } from 'commander';
import { markdownTable } from '../bench/markdown-table.ts';
import { bar, progressLine, wholeNumber } from '../src/cli/options.ts';
import { CELLS, Position, WIDTH } from '../src/games/connect4/solver/bitboard.ts';
import { Book, bookKey } from '../src/games/connect4/solver/book.ts';
import { BOOK_PATH, readBook, writeBook } from '../src/games/connect4/solver/book-file.ts';
import {
  BOOK_TASK,
  type BookJob,
  needsEntry,
  nextPly,
  toWords,
} from '../src/games/connect4/solver/book-job.ts';
import { createPool } from '../src/search/pool.ts';

const STATS_PATH = new URL('../bench/connect4-book.json', import.meta.url);
const TABLE_PATH = new URL('../bench/connect4-book.md', import.meta.url);
const SAVE_EVERY_MS = 5_000;

/** Per ply: positions to hold, how many are held, and the seconds of wall time spent on it. */
interface PlyStats {
  positions: number;
  held: number;
  seconds: number;
  load?: number;
}

const readStats = (): Record<string, PlyStats> =>
  existsSync(STATS_PATH) ? JSON.parse(readFileSync(STATS_PATH, 'utf8')) : {};

/** The score of `position` when every position after it is known (or won at once), else undefined. */
function derived(position: Position, scores: ReadonlyMap<number, number>): number | undefined {
  let best = -CELLS;
  for (let column = 0; column < WIDTH; column++) {
    if (!position.canPlay(column)) continue;
    if (position.isWinningMove(column)) return (CELLS + 1 - position.moves) >> 1;
    const child = position.play(column);
    const score = needsEntry(child)
      ? scores.get(bookKey(child))
      : child.moves === CELLS
        ? 0
        : (CELLS + 1 - child.moves) >> 1;
    if (score === undefined) return undefined;
    best = Math.max(best, -score);
  }
  return best;
}

const duration = (s: number): string =>
  s < 90
    ? `${s.toFixed(0)} s`
    : s < 5400
      ? `${(s / 60).toFixed(0)} min`
      : `${(s / 3600).toFixed(1)} h`;

function writeTable(stats: Record<string, PlyStats>, book: Book, bytes: number): void {
  const rows = Object.entries(stats).map(([ply, s]) => [
    ply,
    String(s.positions),
    String(s.held),
    duration(s.seconds),
    s.load === undefined ? '' : s.load.toFixed(1),
  ]);
  writeFileSync(
    TABLE_PATH,
    `# Connect 4 opening book

Written by \`npm run book:connect4\` (scripts/connect4-book.ts; \`--report\` rewrites this page
from bench/connect4-book.json). Positions are counted one per mirror pair, leaving out those
whose player to move wins at once; ply 0 and any ply below a complete one are read off their
children, not searched. "Wall time" is the time spent on the ply with both threads, until its
last position held; on a shared machine (see the load average, 1 minute, at the last save) it
says little about the work: bench/connect4-book-depth.md has CPU times by ply.

${markdownTable(['ply', 'positions', 'in the book', 'wall time', 'load average'], rows)}

The book: ${book.size} entries, ${bytes} bytes, complete to ply ${book.completePly}.
`,
  );
}

async function main(): Promise<void> {
  const opts = new Command()
    .option('--depth <plies>', 'the book holds every position up to this many discs', '8')
    .option('--workers <n>', 'worker threads', '2')
    .option('--report', 'only rewrite bench/connect4-book.md from the book and its figures')
    .parse()
    .opts<{ depth: string; workers: string; report?: boolean }>();
  const depth = wholeNumber('--depth', opts.depth, 1, 14);
  const workers = wholeNumber('--workers', opts.workers, 1, 16);
  const scores = new Map(readBook().entries());
  const stats = readStats();
  const line = progressLine();
  let completePly = -1;
  let lastSave = Date.now();
  const save = () => {
    const book = Book.of(scores, completePly);
    writeBook(book);
    writeFileSync(STATS_PATH, `${JSON.stringify(stats, null, 2)}\n`);
    writeTable(stats, book, book.encode().length);
    lastSave = Date.now();
  };
  if (opts.report) {
    const book = readBook();
    return writeTable(stats, book, book.encode().length);
  }
  process.on('SIGINT', () => {
    line.clear();
    save();
    console.log(`\ninterrupted: ${scores.size} entries saved to ${BOOK_PATH}`);
    process.exit(130);
  });

  const plies: Position[][] = [[Position.EMPTY]];
  for (let ply = 1; ply <= depth; ply++) plies.push(nextPly(plies[ply - 1] ?? []));
  let onDone: (index: number, result: number[]) => void = () => {};
  const pool = createPool(BOOK_TASK, workers, (index, result) => onDone(index, result));
  for (let ply = 1; ply <= depth; ply++) {
    const todo = (plies[ply] ?? []).filter((p) => needsEntry(p) && !scores.has(bookKey(p)));
    const total = (plies[ply] ?? []).filter(needsEntry).length;
    const plyStats = stats[ply] ?? { positions: total, held: total - todo.length, seconds: 0 };
    stats[ply] = plyStats;
    // Early positions each take minutes: one a job. Later ones go in small runs of neighbours.
    const size = Math.max(1, Math.min(16, Math.floor(todo.length / (workers * 50))));
    const jobs: BookJob[] = [];
    for (let i = 0; i < todo.length; i += size) {
      jobs.push({ moves: ply, positions: todo.slice(i, i + size).map(toWords) });
    }
    const started = Date.now();
    const base = plyStats.seconds;
    let done = 0;
    onDone = (index, result) => {
      const job = jobs[index];
      if (!job) return;
      for (const [i, score] of result.entries()) {
        const words = job.positions[i];
        if (words) scores.set(bookKey(new Position(...words, ply)), score);
      }
      done += result.length;
      plyStats.held = total - todo.length + done;
      plyStats.seconds = base + (Date.now() - started) / 1000;
      plyStats.load = loadavg()[0] ?? 0;
      const perPosition = (Date.now() - started) / 1000 / done;
      line.show(
        `ply ${ply}/${depth} ${bar(done, todo.length)} ${done}/${todo.length} ` +
          `${duration((Date.now() - started) / 1000)}, about ${duration(perPosition * (todo.length - done))} left in this ply`,
      );
      if (Date.now() - lastSave > SAVE_EVERY_MS) save();
    };
    await pool.run(jobs);
    completePly = ply;
    for (let p = ply - 1; p >= 0; p--) {
      for (const position of plies[p] ?? []) {
        const score = needsEntry(position) ? derived(position, scores) : undefined;
        if (score === undefined) continue;
        // A solved score and its children's must agree: a check of the solver for free.
        const held = scores.get(bookKey(position));
        if (held !== undefined && held !== score) {
          throw new Error(`ply ${p}: solved ${held}, children give ${score}`);
        }
        scores.set(bookKey(position), score);
      }
    }
    save();
    line.clear();
    console.log(
      `ply ${ply}: ${total} positions, ${todo.length} solved in ${duration((Date.now() - started) / 1000)}; book ${scores.size} entries`,
    );
  }
  await pool.close();
}

await main();
