import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { excerpt } from '../../src/core/excerpt.ts';
import { INDEX_FILE, shelfIndex } from './index.ts';
import {
  BENCH_DIR,
  benches,
  benchFile,
  firstSentenceOf,
  openingComment,
  shelves,
} from './shelf.ts';

/**
 * The one way to run a bench:
 *
 *   npm run bench -- <shelf> <name> [args…]   # runs bench/<shelf>/<name>.ts (or .sh) with args
 *   npm run bench -- <shelf> <name> --help    # prints what the bench does, without running it
 *   npm run bench -- <shelf>                  # lists the shelf's benches
 *   npm run bench                             # lists every shelf
 *   npm run bench -- index                    # rewrites bench/README.md, the index of the tables
 *
 * A shelf is a game's folder (connect4, pousse, …), app, search or rules. A .ts bench runs in
 * this process (already under tsx), with its arguments in process.argv as if started alone; a
 * .sh bench runs under sh. Both run from the repository's root, where their paths start.
 */

const fail = (line: string): never => {
  console.error(`error: ${line}`);
  process.exit(2);
};

/** The first sentence of a bench's opening comment: what it measures. */
const summary = (file: string) => firstSentenceOf(openingComment(file).split('\n\n')[0] ?? '', 100);

function listShelf(shelf: string): string {
  return benches(shelf)
    .map((name) => `  ${shelf} ${name}`.padEnd(32) + summary(benchFile(shelf, name) ?? ''))
    .join('\n');
}

const [shelf, name, ...rest] = process.argv.slice(2);

if (shelf === undefined || shelf === '--help' || shelf === '-h') {
  console.log('usage: npm run bench -- <shelf> <name> [args…] (or --help after the name)\n');
  console.log(shelves().map(listShelf).join('\n'));
  console.log('  index                         rewrites bench/README.md');
  // Listing is what `npm run bench` alone is for (the README says so): not a usage error.
  process.exit(0);
}

if (shelf === 'index') {
  if (name !== undefined) fail(`index takes no arguments, got ${excerpt(name)}`);
  writeFileSync(INDEX_FILE, shelfIndex());
  console.error('wrote bench/README.md');
  process.exit(0);
}

if (!shelves().includes(shelf)) {
  fail(`no shelf ${excerpt(shelf)} in bench/; the shelves: ${shelves().join(', ')}`);
}

if (name === undefined) {
  console.error(`error: name a bench of ${shelf}:\n${listShelf(shelf)}`);
  process.exit(2);
}

const file =
  benchFile(shelf, name) ??
  fail(`no bench ${excerpt(name)} on ${shelf}; it has: ${benches(shelf).join(', ')}`);

if (rest[0] === '--help' || rest[0] === '-h') {
  console.log(openingComment(file) || `${file} has no opening comment`);
  process.exit(0);
}

process.chdir(`${BENCH_DIR}/..`);
if (file.endsWith('.sh')) {
  const run = spawnSync('sh', [file, ...rest], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
process.argv = [process.argv[0] ?? 'node', file, ...rest];
await import(pathToFileURL(file).href);
