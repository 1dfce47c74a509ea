/**
 * The unit suite's time, file by file, as a committed table (tests/times.md), so that a file
 * that grows shows in review. Runs both projects (`unit`, then `slow`) with Vitest's JSON
 * reporter, each as CI runs it, and stamps the table with the command, commit, date, cores and
 * load average: the times are wall-clock on a shared machine, to be read side by side.
 *
 *   npm run test:times                  # runs the suites, writes tests/times.md
 *   npm run test:times -- a.json b.json # tables reports written before (`--reporter=json`)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { formatTable } from '../src/cli/table.ts';

const OUT = 'tests/times.md';
const PROJECTS = ['unit', 'slow'] as const;

/** What this script reads of Vitest's JSON report. */
interface Report {
  startTime: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
}

const root = process.cwd();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const failed: string[] = [];

/**
 * Runs one project as CI does and returns where its report went. A failing test still gives
 * its times; the table then says so, and the script exits with 1.
 */
function runProject(project: string, dir: string): string {
  const file = join(dir, `${project}.json`);
  const args = ['vitest', 'run', '--project', project, '--reporter=json', `--outputFile=${file}`];
  // The slow project is empty until a test needs it, as in npm run test:slow.
  if (project === 'slow') args.push('--passWithNoTests');
  const { status } = spawnSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (status !== 0) failed.push(project);
  return file;
}

const given = process.argv.slice(2);
const loadBefore = load();
const started = Date.now();
const files = given.length
  ? given
  : PROJECTS.map((p) => runProject(p, mkdtempSync(join(tmpdir(), 'test-times-'))));
const loadAfter = load();

const rows: { file: string; tests: number; seconds: number; label: string }[] = [];
const totals: string[] = [];
for (const [k, path] of files.entries()) {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  const label = given.length ? relative(root, path) : (PROJECTS[k] as string);
  let sum = 0;
  let last = report.startTime;
  for (const r of report.testResults) {
    const seconds = (r.endTime - r.startTime) / 1000;
    sum += seconds;
    last = Math.max(last, r.endTime);
    rows.push({ file: relative(root, r.name), tests: r.assertionResults.length, seconds, label });
    // The JSON reporter prints nothing else: name what failed, with the first line of why.
    if (r.message) console.error(`${relative(root, r.name)}: ${r.message.split('\n')[0]}`);
    for (const a of r.assertionResults.filter((t) => t.status === 'failed')) {
      console.error(
        `${relative(root, r.name)} > ${a.fullName}: ${a.failureMessages[0]?.split('\n')[0]}`,
      );
    }
  }
  const wall = (last - report.startTime) / 1000;
  totals.push(
    `- ${label}: ${report.testResults.length} files, ${sum.toFixed(1)} s of tests, ${wall.toFixed(0)} s from start to the last test's end`,
  );
}
rows.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
  encoding: 'utf8',
}).trim();
const command = `npm run test:times${given.length ? ` -- ${given.join(' ')}` : ''}`;
const table = formatTable(
  ['file', 'project', 'tests', 'time (s)'],
  rows.map((r) => [r.file, r.label, String(r.tests), r.seconds.toFixed(1)]),
);
const text = `# Unit test times, file by file

Written by \`${command}\` at commit ${commit}${dirty ? ' (with uncommitted changes)' : ''} on ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC,
${availableParallelism()} cores, load average ${loadBefore} before and ${loadAfter} after (1, 5, 15 minutes).
A file's time runs from its first test's start to its last test's end (imports not counted);
files run side by side on the workers, so the sum is more than the wall-clock time.${failed.length ? `\nSome tests failed (${failed.join(', ')}): fix them before committing this table.` : ''}

${totals.join('\n')}

\`\`\`
${table}
\`\`\`
`;
writeFileSync(OUT, text);
console.log(`${OUT}: ${rows.length} files\n${totals.join('\n')}`);
if (failed.length) {
  console.error(`tests failed in ${failed.join(', ')}`);
  process.exit(1);
}
