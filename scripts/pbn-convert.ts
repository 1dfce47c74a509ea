/**
 * Converts PLT's Paint By Numbers puzzle sets (S-expressions, `problems/<set>` listed in
 * `problems/directory`) once into the JSON the app ships: `src/games/pbn/data/<set>.json`, the
 * light list of sets `src/games/pbn/sets.ts` and the module that gathers them,
 * `src/games/pbn/data/index.ts`. PLT stores each solution as columns with x (filled), space
 * (empty) and U (unknown); the JSON holds rows of `#`, `.` and `?`, or null where PLT has none.
 *
 *   npx tsx scripts/pbn-convert.ts [/work/shared/data/plt/paint-by-numbers/problems]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Sexp = string | number | boolean | Sexp[];

function tokens(text: string): string[] {
  const out: string[] = [];
  const re = /\s*(\(|\)|"(?:[^"\\]|\\.)*"|[^\s()"]+)/gy;
  let end = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(m[1] as string);
    end = re.lastIndex;
  }
  if (text.slice(end).trim()) throw new Error(`unreadable text at ${end}`);
  return out;
}

function read(list: string[], at: { i: number }): Sexp {
  const t = list[at.i++];
  if (t === undefined) throw new Error('unexpected end');
  if (t === '(') {
    const items: Sexp[] = [];
    while (list[at.i] !== ')') items.push(read(list, at));
    at.i++;
    return items;
  }
  if (t.startsWith('"')) return JSON.parse(t) as string;
  if (/^-?\d+$/.test(t)) return Number(t);
  if (t === '#f') return false;
  return t;
}

const quoted = (s: Sexp): Sexp => (Array.isArray(s) && s[0] === 'quote' ? (s[1] as Sexp) : s);

interface Puzzle {
  name: string;
  rows: number[][];
  cols: number[][];
  solution: string[] | null;
}

function findDefine(unit: Sexp[], name: string): Sexp {
  for (const form of unit) {
    if (Array.isArray(form) && form[0] === 'define' && form[1] === name) return form[2] as Sexp;
  }
  throw new Error(`no (define ${name} ...)`);
}

function convertSolution(columns: Sexp, width: number, height: number): string[] | null {
  const cols = quoted(columns);
  if (cols === false) return null;
  if (!Array.isArray(cols) || cols.length !== width) throw new Error('solution: wrong width');
  const rows: string[] = [];
  for (let r = 0; r < height; r++) {
    let row = '';
    for (const col of cols as string[]) {
      if (col.length !== height) throw new Error('solution: wrong height');
      const ch = col[r];
      row += ch === 'x' ? '#' : ch === ' ' ? '.' : ch === 'U' ? '?' : '!';
    }
    if (row.includes('!')) throw new Error(`solution: unknown mark in row ${r + 1}`);
    rows.push(row);
  }
  return rows;
}

function convertSet(text: string): { name: string; puzzles: Puzzle[] } {
  const unit = read(tokens(text), { i: 0 }) as Sexp[];
  const name = findDefine(unit, 'set-name') as string;
  const list = findDefine(unit, 'problems') as Sexp[];
  const puzzles = list.slice(1).map((p) => {
    const [, title, rows, cols, sol] = p as Sexp[];
    const r = quoted(rows as Sexp) as number[][];
    const c = quoted(cols as Sexp) as number[][];
    return {
      name: title as string,
      rows: r,
      cols: c,
      solution: convertSolution(sol as Sexp, c.length, r.length),
    };
  });
  return { name, puzzles };
}

const source = process.argv[2] ?? '/work/shared/data/plt/paint-by-numbers/problems';
const out = new URL('../src/games/pbn/', import.meta.url);
const ids = read(tokens(readFileSync(join(source, 'directory'), 'utf8')), { i: 0 }) as string[];
const sets: { id: string; name: string; count: number }[] = [];
for (const id of ids) {
  const set = convertSet(readFileSync(join(source, id), 'utf8'));
  sets.push({ id, name: set.name, count: set.puzzles.length });
  writeFileSync(new URL(`data/${id}.json`, out), `${JSON.stringify(set)}\n`);
}
const ident = (id: string) => `set_${id.replace(/[^a-z0-9]/gi, '_')}`;
writeFileSync(
  new URL('sets.ts', out),
  `// Written by scripts/pbn-convert.ts from PLT's problems/directory: do not edit.\n` +
    `/** PLT's puzzle sets in its order: file id, display name, number of puzzles. */\n` +
    `export const PUZZLE_SETS = ${JSON.stringify(sets, null, 2)} as const;\n`,
);
writeFileSync(
  new URL('data/index.ts', out),
  `// Written by scripts/pbn-convert.ts: do not edit.\n` +
    `import type { PuzzleSet } from '../puzzle.ts';\n` +
    ids.map((id) => `import ${ident(id)} from './${id}.json';\n`).join('') +
    `\n/** Every set's puzzles by file id (loaded with the rules, never by the console). */\n` +
    `export const PUZZLE_DATA: Readonly<Record<string, PuzzleSet>> = {\n` +
    ids.map((id) => `  '${id}': ${ident(id)} as PuzzleSet,\n`).join('') +
    `};\n`,
);
execFileSync('npx', [
  'biome',
  'check',
  '--write',
  'src/games/pbn/sets.ts',
  'src/games/pbn/data/index.ts',
]);
const total = sets.reduce((n, s) => n + s.count, 0);
console.log(`${sets.length} sets, ${total} puzzles`);
