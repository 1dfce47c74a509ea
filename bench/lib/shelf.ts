import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What is on the bench shelf: bench/<shelf>/ holds a game's (or the app's, or the generic
 * search's) bench scripts and the tables they write; each shelf's lib/ and bench/lib/ hold
 * helpers, bench/archive/ experiments kept for the record. A bench is a .ts or .sh file directly
 * in a shelf; the runner and the index both read the shelf from here, so they list the same.
 */

export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Folders of bench/ that are not shelves of benches. */
const NOT_SHELVES = new Set(['lib', 'archive']);

const isDir = (path: string) => statSync(path).isDirectory();

/** The shelves, by name. */
export function shelves(dir = BENCH_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => !NOT_SHELVES.has(name) && isDir(join(dir, name)))
    .sort();
}

const BENCH_FILE = /^([a-z0-9][a-z0-9-]*)\.(ts|sh)$/;

/** The benches of a shelf, by name (the file name without .ts or .sh). */
export function benches(shelf: string, dir = BENCH_DIR): string[] {
  return readdirSync(join(dir, shelf))
    .map((file) => BENCH_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

/** The file of bench `name` on `shelf`, or undefined when there is none. */
export function benchFile(shelf: string, name: string, dir = BENCH_DIR): string | undefined {
  if (!shelves(dir).includes(shelf) || !benches(shelf, dir).includes(name)) return undefined;
  const ts = join(dir, shelf, `${name}.ts`);
  return existsSync(ts) ? ts : join(dir, shelf, `${name}.sh`);
}

/** The tables of a shelf: its .md files, by name. */
export function tables(shelf: string, dir = BENCH_DIR): string[] {
  return readdirSync(join(dir, shelf))
    .filter((file) => file.endsWith('.md'))
    .sort();
}

/**
 * The comment a bench script opens with, as plain lines: a .ts file's first doc comment (`/**`),
 * a shell script's `#` lines after the `#!` line. Empty when it has none.
 */
export function openingComment(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.sh')) {
    const lines = text.split('\n');
    const start = lines[0]?.startsWith('#!') ? 1 : 0;
    const comment: string[] = [];
    for (const line of lines.slice(start)) {
      if (!line.startsWith('#')) break;
      comment.push(line.replace(/^# ?/, ''));
    }
    return comment.join('\n');
  }
  const found = /\/\*\*\n([\s\S]*?)\*\//.exec(text);
  if (!found?.[1]) return '';
  return found[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trimEnd();
}

/** The first sentence of `text` (up to a full stop), on one line, cut to `max` characters. */
export function firstSentenceOf(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.?])(\s|$)/.exec(flat)?.[1] ?? flat;
  return sentence.length > max ? `${sentence.slice(0, max - 1)}…` : sentence;
}
