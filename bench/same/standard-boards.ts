import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Converts the standard SameGame test set (the 20 boards of the js-games.de contest that Schadd
 * et al. 2008, Cazenave 2009 and Rosin 2011 report on: 15×15, 5 colours) into
 * `src/games/same/standard-boards.ts`.
 *
 *   npx tsx bench/same/standard-boards.ts --from <dir>
 *
 * `<dir>` holds the JSON test cases of CodinGame's SameGame puzzle as kept in
 * https://github.com/Coni63/cg_samegame_rust (folder `testcases/`, commit c401cd7, 2024-09-13):
 * the ones titled "Standard Testset N" (N 1-20), each a board of 15 rows from the top, colours
 * 0-4. Boards 1 and 10 match, cell for cell, the "jsGames01"/"jsGames10" boards of
 * https://github.com/battermann/mcs (`src/main/scala/mcs/data/Games.scala`), kept there as columns from the
 * bottom: two independent copies of the same set. Colours become the game's digits 1-5.
 */
const { values: args } = parseArgs({
  options: {
    from: { type: 'string' },
    out: {
      type: 'string',
      default: new URL('../../src/games/same/standard-boards.ts', import.meta.url).pathname,
    },
  },
});
if (!args.from) {
  console.error('error: --from <dir>: the folder of the CodinGame test case JSON files');
  process.exit(2);
}

const boards = new Map<number, string>();
for (const name of readdirSync(args.from).filter((f) => f.endsWith('.json'))) {
  const test = JSON.parse(readFileSync(join(args.from, name), 'utf8')) as {
    title: Record<string, string>;
    testIn: string;
  };
  const m = /^Standard Testset (\d+)$/.exec(test.title['1'] ?? '');
  if (!m) continue;
  const rows = test.testIn
    .trim()
    .split('\n')
    .map((r) => r.trim().split(/\s+/));
  if (rows.length !== 15 || rows.some((r) => r.length !== 15 || r.some((c) => !/^[0-4]$/.test(c))))
    throw new Error(`${name}: not 15 rows of 15 colours 0-4`);
  boards.set(Number(m[1]), rows.map((r) => r.map((c) => Number(c) + 1).join('')).join('/'));
}
const numbers = [...boards.keys()].sort((a, b) => a - b);
if (numbers.length !== 20 || numbers.some((n, i) => n !== i + 1))
  throw new Error(`expected Standard Testset 1-20, found ${numbers.join(', ')}`);

const text = `// Written by \`npx tsx bench/same/standard-boards.ts\` (see there for the source); do not edit.

/**
 * The standard SameGame test set: the 20 boards (15×15, 5 colours) the research literature
 * reports totals on, as rows from the top joined by \`/\`, colours 1-5 (the game's board form).
 */
export const STANDARD_BOARDS: readonly string[] = [
${numbers.map((n) => `  '${boards.get(n)}',`).join('\n')}
];
`;
writeFileSync(args.out, text);
console.log(`wrote ${numbers.length} boards to ${args.out}`);
