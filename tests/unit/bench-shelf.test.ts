import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstSentence, INDEX_FILE, shelfIndex, stampOf } from '../../bench/lib/index.ts';
import { BENCH_DIR, benches, openingComment, shelves, tables } from '../../bench/lib/shelf.ts';
import { markedSection } from '../../src/cli/report-file.ts';

describe('the bench shelf', () => {
  it('holds folders and its index, nothing loose', () => {
    const loose = readdirSync(BENCH_DIR).filter(
      (name) => name !== 'README.md' && !statSync(join(BENCH_DIR, name)).isDirectory(),
    );
    expect(loose).toEqual([]);
  });

  it('says in each archived experiment why it is archived', () => {
    const archive = join(BENCH_DIR, 'archive');
    const silent = readdirSync(archive).filter(
      (file) => !openingComment(join(archive, file)).startsWith('Archived: '),
    );
    expect(silent).toEqual([]);
  });

  it('has an index that is current: bench/README.md as `npm run bench -- index` writes it', () => {
    // A table added, renamed or restamped without rewriting the index fails here.
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(shelfIndex());
  });

  it('stamps every table with the command that wrote it, a commit and a date', () => {
    const unstamped = shelves().flatMap((shelf) =>
      tables(shelf)
        .map((file) => ({
          file: `${shelf}/${file}`,
          ...stampOf(readFileSync(join(BENCH_DIR, shelf, file), 'utf8')),
        }))
        .filter(({ command, commit, date }) => !command || !commit || !date)
        .map(({ file }) => file),
    );
    expect(unstamped).toEqual([]);
  });
});

describe('a table stamp', () => {
  it('is read from the table, not from a section another command wrote into it', () => {
    const section = markedSection(
      'baselines',
      'npm run bench -- search baselines',
      'at commit abcdef1, 2026-01-02',
    );
    const table = `# T\n\nWritten by \`npm run bench -- x y --n 3\` at commit 1234567 on 2026-11-28T10:00 UTC.\n\nIt measures a thing. Then more.\n\n${section}`;
    expect(stampOf(table)).toEqual({
      command: 'npm run bench -- x y --n 3',
      commit: '1234567',
      date: '2026-11-28',
    });
    expect(stampOf(`# T\n\nSome prose.\n\n${section}`)).toEqual({
      command: undefined,
      commit: undefined,
      date: undefined,
    });
    expect(firstSentence(table)).toBe('It measures a thing.');
  });

  it('takes a quoted command from a code block when no "Written by" names one', () => {
    const table = '# T\n\nPlayed in parts.\n\n```sh\nnice -n 19 npx games match x --games 2\n```\n';
    expect(stampOf(table).command).toBe('nice -n 19 npx games match x --games 2');
  });
});

describe('npm run bench', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(BENCH_DIR, 'lib/run.ts'), ...args], {
      encoding: 'utf8',
    });

  it('refuses an unknown shelf or bench in one line and lists what there is', () => {
    const shelf = run('no-such-game', 'x');
    expect(shelf.status).toBe(2);
    expect(shelf.stderr.trim().split('\n')).toHaveLength(1);
    expect(shelf.stderr).toContain('pousse');
    const bench = run('pousse', 'no-such-bench');
    expect(bench.status).toBe(2);
    expect(bench.stderr.trim()).toBe(
      `error: no bench "no-such-bench" on pousse; it has: ${benches('pousse').join(', ')}`,
    );
  });

  it('lists every bench, shelf by shelf, when named none', () => {
    const list = run();
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('connect4 perfect-vs-random');
    expect(list.stdout).toContain('pousse as-o');
  });

  it('prints what a bench does on --help, without running it', () => {
    const help = run('pousse', 'as-o', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('bench/pousse/as-o.ts');
    expect(help.stderr).toBe('');
  });
});
