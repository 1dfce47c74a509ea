import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sectionsOf } from '../../src/cli/report-file.ts';
import { BENCH_DIR, firstSentenceOf, openingComment, shelves, tables } from './shelf.ts';

/**
 * bench/README.md, the index of the tables: one line a table, shelf by shelf, with its title
 * (its first heading), what it measures (the first sentence of its first paragraph that is not
 * its stamp) and its stamp (the command that wrote it, the commit and the date). Written by
 * `npm run bench -- index`; a unit test regenerates it in memory and compares, so it cannot go
 * stale.
 */

export const INDEX_FILE = join(BENCH_DIR, 'README.md');

export interface Stamp {
  readonly command?: string;
  readonly commit?: string;
  readonly date?: string;
}

/** A table's own text: without the sections other commands write into it (report-file.ts). */
const ownText = (text: string) =>
  sectionsOf(text).reduce((own, section) => own.replace(section, ''), text);

/** A command as a table quotes it: in a code span or on a line of a code block. */
const COMMAND = /(?:^|`)((?:[A-Z_]+=\S+ )*(?:nice -n \d+ )?(?:npm run|npx|sh|node) [^`\n]+)/m;

/**
 * The command, commit and date a table names (outside the sections others write), each where it
 * names one: the command after "Written by" or the first one quoted, the first commit hash after
 * "commit" or "at", the first ISO date.
 */
export function stampOf(text: string): Stamp {
  const own = ownText(text);
  const command = /[Ww]ritten by `([^`]+)`/.exec(own)?.[1] ?? COMMAND.exec(own)?.[1];
  const commit = /\b(?:commit|at) `?([0-9a-f]{7,40})\b/.exec(own)?.[1];
  const date = /\b(20\d\d-\d\d-\d\d)(?!\d)/.exec(own)?.[1];
  return { command: command?.trim(), commit, date };
}

/** Paragraphs that are not prose: the stamp, a table, code, a comment, a list, a heading. */
const NOT_PROSE = /^(Written by|Figures from|Run by|`|\||<!--|#|- |\* |!\[)/;

/** The first sentence of the table's first prose paragraph, on one line. */
export function firstSentence(text: string): string {
  const paragraphs = ownText(text)
    .split(/\n\s*\n/)
    .map((p) => p.trim());
  const prose = paragraphs.find((p) => p.length > 0 && !NOT_PROSE.test(p)) ?? '';
  return firstSentenceOf(prose, 200);
}

const titleOf = (text: string, file: string) =>
  /^#+ (.+)$/m.exec(text)?.[1]?.trim() ?? file.replace(/\.md$/, '');

const stampText = ({ command, commit, date }: Stamp) =>
  [
    command ? `\`${command}\`` : 'no command named',
    commit ? `commit ${commit}` : 'no commit named',
    date ?? 'no date named',
  ].join(', ');

/** The index's line for one table. */
function tableLine(shelf: string, file: string, dir: string): string {
  const text = readFileSync(join(dir, shelf, file), 'utf8');
  const what = firstSentence(text);
  return `- [${titleOf(text, file)}](${shelf}/${file})${what ? `: ${what}` : ''} (${stampText(stampOf(text))})`;
}

/** The whole of bench/README.md as the tables on the shelf make it now. */
export function shelfIndex(dir = BENCH_DIR): string {
  const parts = [
    '# Bench tables',
    '',
    "Written by `npm run bench -- index` from the tables themselves: each line is a table's title,",
    'the first sentence of what it measures and its stamp (the command that wrote it, the commit',
    'and the date). Run a bench with `npm run bench -- <shelf> <name> [args…]`; `npm run bench`',
    'lists them, and `--help` after a name says what one does without running it. bench/lib/ holds',
    "the shared helpers, each shelf's lib/ its own, bench/archive/ experiments that measured no gain.",
  ];
  for (const shelf of shelves(dir)) {
    const lines = tables(shelf, dir).map((file) => tableLine(shelf, file, dir));
    if (lines.length > 0) parts.push('', `## ${shelf}`, '', ...lines);
  }
  const archived = existsSync(join(dir, 'archive')) ? readdirSync(join(dir, 'archive')).sort() : [];
  if (archived.length > 0) {
    parts.push('', '## archive', '', 'Experiments that measured no gain, kept for the record:', '');
    for (const file of archived) {
      const why = openingComment(join(dir, 'archive', file)).split('\n\n')[0] ?? '';
      parts.push(
        `- [${file}](archive/${file}): ${firstSentenceOf(why.replace(/^Archived: [^.]*\.\s*/, ''), 300)}`,
      );
    }
  }
  return `${parts.join('\n')}\n`;
}
