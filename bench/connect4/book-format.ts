import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { Book, bookKey } from '../../src/games/connect4/solver/book.ts';
import { bookPlies } from '../../src/games/connect4/solver/book-job.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * The opening book's format at full size: a book complete to each ply up to `--to`, with
 * made-up scores (the hash and the 6-bit scores take the same room whatever the scores are),
 * its bytes per entry, and in CPU time how long it takes to build, to decode (what the worker
 * does when it loads the book) and to look a position up. Writes bench/connect4/book-format.md.
 *
 *   npx tsx bench/connect4/book-format.ts [--from 9] [--to 11]
 */

const { values: args } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' } },
});
const from = wholeArg('--from', args.from, 9);
const to = wholeArg('--to', args.to, 11);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const timed = <T>(f: () => T): [T, number] => {
  const started = cpuMs();
  const value = f();
  return [value, cpuMs() - started];
};

const loadBefore = loadavg()[0] ?? 0;
const plies = bookPlies(to);
const made = (key: number) => (key % 37) - 18;
const rows: string[][] = [];
for (let ply = from; ply <= to; ply++) {
  const positions = plies.slice(0, ply + 1).flat();
  const entries = new Map(positions.map((p) => [bookKey(p), made(bookKey(p))]));
  const [book, buildMs] = timed(() => Book.of(entries, ply));
  const bytes = book.encode();
  const [decoded, decodeMs] = timed(() => Book.decode(bytes));
  const sample = positions.filter((_, i) => i % 7 === 0);
  const [wrong, lookupMs] = timed(() => sample.filter((p) => decoded.get(p) !== made(bookKey(p))));
  if (wrong.length > 0) throw new Error(`ply ${ply}: ${wrong.length} lookups wrong`);
  rows.push([
    String(ply),
    book.size.toLocaleString('en-US'),
    bytes.length.toLocaleString('en-US'),
    ((8 * bytes.length) / book.size).toFixed(2),
    gzipSync(bytes, { level: 9 }).length.toLocaleString('en-US'),
    `${(buildMs / 1000).toFixed(1)} s`,
    `${decodeMs.toFixed(0)} ms`,
    `${((1000 * lookupMs) / sample.length).toFixed(2)} µs`,
  ]);
  console.log(rows.at(-1)?.join(' | '));
}

writeFileSync(
  new URL('./book-format.md', import.meta.url),
  `# Connect 4 opening book: the format at full size

A book complete to each ply (every position up to that many discs, one per mirror pair, less
those whose player to move wins at once), with made-up scores: a minimal perfect hash of the
positions' keys (about e = 2.72 bits a key) and 6 bits of score an entry, whatever the scores.
Gzip (level 9, for comparison) of made-up scores says nothing of real ones, whose few common
values would pack tighter; the hash's bits do not compress. Build, decode (what the worker
does on loading the book) and lookup (the mean of every seventh position) in CPU time.

${markdownTable(
  [
    'complete to ply',
    'entries',
    'bytes',
    'bits an entry',
    'gzip bytes',
    'build',
    'decode',
    'lookup',
  ],
  rows,
)}

Load average (1 minute) ${loadBefore.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end.

${stampLine(`npm run bench -- connect4 book-format --from ${from} --to ${to}`)}
`,
);
