/**
 * Builds the Connect 4 opening book (src/games/connect4/solver/book.bin): the exact score of
 * every position up to `--ply` discs, one entry per mirror pair. Only that ply is searched: its
 * positions in the generator's order (a depth-first walk of the tree, so that a thread's kept
 * table serves neighbours), on worker threads; every position above it is then read off its
 * children. bench/connect4/book-depth.md says why one deep ply costs less than the plies above.
 *
 * It resumes: the scores go to a journal, bench/connect4/book/ply-N.scores, one signed byte per
 * position in the generator's order, appended every few seconds (commit it as it grows); a run
 * starts after its last byte. A ply's figures (CPU and wall time, with the load average) go to
 * bench/connect4/book.json and .md; when the ply is done, the book is written.
 *
 *   nice -n 15 npm run book:connect4 -- --ply 11 --workers 1
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Command } from 'commander';
import { markdownTable } from '../bench/lib/markdown-table.ts';
import { bar, progressLine, wholeNumber } from '../src/cli/options.ts';
import type { Position } from '../src/games/connect4/solver/bitboard.ts';
import type { Book } from '../src/games/connect4/solver/book.ts';
import { completeBook } from '../src/games/connect4/solver/book-build.ts';
import { BOOK_PATH, readBook, writeBook } from '../src/games/connect4/solver/book-file.ts';
import {
  BOOK_TASK,
  type BookJob,
  bookPlies,
  toWords,
} from '../src/games/connect4/solver/book-job.ts';
import { createPool } from '../src/search/pool.ts';
import { cpuSeconds, duration } from './clock.ts';

const STATS_PATH = new URL('../bench/connect4/book.json', import.meta.url);
const TABLE_PATH = new URL('../bench/connect4/book.md', import.meta.url);
const JOURNAL_DIR = new URL('../bench/connect4/book/', import.meta.url);
const SAVE_EVERY_MS = 10_000;
/** Positions a job: neighbours on one thread, and few messages. */
const JOB_SIZE = 16;

/**
 * Per solved ply: positions, how many are solved, CPU and wall seconds, load, the order's hash
 * (plies 1 and 2 were solved before CPU time and the order were kept).
 */
interface PlyStats {
  positions: number;
  solved: number;
  cpuSeconds?: number;
  wallSeconds: number;
  load?: number;
  order?: string;
}

const readStats = (): Record<string, PlyStats> =>
  existsSync(STATS_PATH) ? JSON.parse(readFileSync(STATS_PATH, 'utf8')) : {};

/** A hash of the keys in order: a journal is only read back onto the order it was written in. */
function orderHash(positions: readonly Position[]): string {
  let h = 0x811c9dc5;
  for (const p of positions) {
    h = Math.imul(h ^ (p.curLo + p.maskLo), 0x01000193);
    h = Math.imul(h ^ (p.curHi + p.maskHi), 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

function writeTable(stats: Record<string, PlyStats>, book: Book, bytes: number): void {
  const rows = Object.entries(stats).map(([ply, s]) => [
    ply,
    s.positions.toLocaleString('en-US'),
    s.solved.toLocaleString('en-US'),
    s.cpuSeconds === undefined ? '' : duration(s.cpuSeconds),
    s.cpuSeconds === undefined || s.solved === 0
      ? ''
      : `${((1000 * s.cpuSeconds) / s.solved).toFixed(1)} ms`,
    duration(s.wallSeconds),
    s.load === undefined ? '' : s.load.toFixed(1),
  ]);
  writeFileSync(
    TABLE_PATH,
    `# Connect 4 opening book

Written by \`nice -n 15 npm run book:connect4 -- --ply N --workers 1\` (scripts/connect4-book.ts;
\`--report\` rewrites this page from bench/connect4/book.json). Only ply N is searched, in the
generator's order on threads that keep their tables; every position above it is read off its
children. Positions are counted one per mirror pair, leaving out those whose player to move
wins at once. CPU time is the process's, threads included; wall time depends on the load
(the load average, 1 minute, at the last save). The scores solved so far are in
bench/connect4/book/ply-N.scores, one byte each in the generator's order.

${markdownTable(['ply searched', 'positions', 'solved', 'CPU time', 'CPU a position', 'wall time', 'load average'], rows)}

The book: ${book.size.toLocaleString('en-US')} entries, ${bytes.toLocaleString('en-US')} bytes (${book.size === 0 ? 0 : ((8 * bytes) / book.size).toFixed(2)} bits an entry), complete to ply ${book.completePly}.
`,
  );
}

async function main(): Promise<void> {
  const opts = new Command()
    .option(
      '--ply <plies>',
      'solve every position of this many discs, and read off those above',
      '11',
    )
    .option('--workers <n>', 'worker threads', '1')
    .option('--report', 'only rewrite bench/connect4/book.md from the book and its figures')
    .parse()
    .opts<{ ply: string; workers: string; report?: boolean }>();
  const ply = wholeNumber('--ply', opts.ply, 1, 14);
  const workers = wholeNumber('--workers', opts.workers, 1, 16);
  const stats = readStats();
  const old = readBook();
  if (opts.report) return writeTable(stats, old, old.encode().length);
  if (old.completePly >= ply) {
    console.log(`the book is complete to ply ${old.completePly} already`);
    return;
  }
  const held = bookPlies(ply);
  const todo = held[ply] ?? [];
  const order = orderHash(todo);
  const plyStats = stats[ply] ?? {
    positions: todo.length,
    solved: 0,
    cpuSeconds: 0,
    wallSeconds: 0,
    order,
  };
  if (plyStats.order !== order) {
    throw new Error(`ply ${ply}: the journal was written in another order (${plyStats.order})`);
  }
  stats[ply] = plyStats;
  mkdirSync(JOURNAL_DIR, { recursive: true });
  const journalPath = new URL(`ply-${ply}.scores`, JOURNAL_DIR);
  const start = existsSync(journalPath) ? readFileSync(journalPath).length : 0;

  // Results come back by job; the journal takes them in order, every few seconds.
  const jobs: BookJob[] = [];
  for (let i = start; i < todo.length; i += JOB_SIZE) {
    jobs.push({ moves: ply, positions: todo.slice(i, i + JOB_SIZE).map(toWords) });
  }
  const results: (number[] | undefined)[] = [];
  let written = 0;
  let solved = start;
  const cpuStart = cpuSeconds();
  const wallStart = Date.now();
  const base = { cpu: plyStats.cpuSeconds ?? 0, wall: plyStats.wallSeconds };
  const line = progressLine();
  let lastSave = Date.now();
  const save = () => {
    const out: number[] = [];
    for (let r = results[written]; r !== undefined; r = results[written]) {
      out.push(...r);
      results[written++] = undefined;
    }
    appendFileSync(
      journalPath,
      Uint8Array.from(out, (s) => s & 255),
    );
    solved += out.length;
    plyStats.solved = solved;
    plyStats.cpuSeconds = base.cpu + cpuSeconds() - cpuStart;
    plyStats.wallSeconds = base.wall + (Date.now() - wallStart) / 1000;
    plyStats.load = loadavg()[0] ?? 0;
    writeFileSync(STATS_PATH, `${JSON.stringify(stats, null, 2)}\n`);
    writeTable(stats, old, old.encode().length);
    lastSave = Date.now();
  };
  process.on('SIGINT', () => {
    line.clear();
    save();
    console.log(`\ninterrupted: ${solved} of ${todo.length} positions of ply ${ply} journaled`);
    process.exit(130);
  });
  let done = start;
  const pool = createPool(BOOK_TASK, workers, (index, result) => {
    results[index] = result;
    done += result.length;
    const seconds = (Date.now() - wallStart) / 1000;
    const left = ((todo.length - done) * seconds) / (done - start);
    line.show(
      `ply ${ply} ${bar(done, todo.length)} ${done}/${todo.length}, ` +
        `${duration(seconds)} this run, about ${duration(left)} left`,
    );
    if (Date.now() - lastSave > SAVE_EVERY_MS) save();
  });
  await pool.run(jobs);
  await pool.close();
  save();
  line.clear();
  const journal = new Int8Array(readFileSync(journalPath));
  if (journal.length !== todo.length) throw new Error(`ply ${ply}: the journal is incomplete`);
  const book = completeBook(held, ply, journal, old);
  writeBook(book);
  const bytes = book.encode().length;
  writeTable(stats, book, bytes);
  console.log(`ply ${ply} solved; book ${book.size} entries, ${bytes} bytes, at ${BOOK_PATH}`);
}

await main();
