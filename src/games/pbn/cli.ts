import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { ownEntry } from '../../core/own.ts';
import { PUZZLE_DATA } from './data/index.ts';
import { nDom } from './dom.ts';
import { formatNon, formatWebpbn, parsePuzzleFile } from './formats.ts';
import type { Puzzle } from './puzzle.ts';
import { PUZZLE_SETS } from './sets.ts';
import { type SolveReport, solvePuzzle } from './solver/solve.ts';

/**
 * A puzzle named on the command line: `set:n` or `set:name` (PLT's sets), `dom:n` (n-Dom), or
 * a `.non` / webpbn `.xml` file.
 */
export function namedPuzzle(spec: string): Puzzle {
  const m = /^([a-z0-9-]+):(.+)$/i.exec(spec);
  if (m && !spec.includes('/') && !spec.includes('.non') && !spec.includes('.xml')) {
    const [, id, which] = m as unknown as [string, string, string];
    if (id === 'dom') {
      const n = Number(which);
      if (!Number.isInteger(n) || n < 1 || n > 29)
        throw new UsageError(`dom:${excerpt(which)}: n must be 1 to 29`);
      return nDom(n);
    }
    const set = ownEntry(PUZZLE_DATA, id);
    if (!set)
      throw new UsageError(
        `no set ${excerpt(id)} (sets: ${PUZZLE_SETS.map((s) => s.id).join(', ')})`,
      );
    const byNumber = /^\d+$/.test(which) ? set.puzzles[Number(which) - 1] : undefined;
    const found = byNumber ?? set.puzzles.find((p) => p.name === which);
    if (!found)
      throw new UsageError(
        `set ${id} has no puzzle ${excerpt(which)} (1 to ${set.puzzles.length}, or a name)`,
      );
    return found;
  }
  let text: string;
  try {
    text = readFileSync(spec, 'utf8');
  } catch {
    throw new UsageError(
      `cannot read ${excerpt(spec)}: give set:n, set:name, dom:n or a .non / .xml file`,
    );
  }
  const read = parsePuzzleFile(text);
  if (!read.ok) throw new UsageError(`${excerpt(spec)}: ${read.error}`);
  return read.value;
}

const timed = (p: Puzzle): { report: SolveReport; ms: number } => {
  const start = performance.now();
  const report = solvePuzzle(p, { limit: 2 });
  return { report, ms: performance.now() - start };
};

export function registerCommands(command: Command): void {
  command
    .command('solve <puzzle>')
    .description(
      'solve a puzzle (set:n, set:name, dom:n, or a .non / webpbn .xml file) and say if it is unique',
    )
    .option('--json', 'print JSON')
    .action((spec: string, opts: { json?: boolean }) => {
      const p = namedPuzzle(spec);
      const { report, ms } = timed(p);
      const out = {
        name: p.name,
        width: p.cols.length,
        height: p.rows.length,
        status: report.status,
        lineSolvable: report.lineSolvable,
        nodes: report.nodes,
        probes: report.probes,
        lineSolves: report.lineSolves,
        ms: Math.round(ms),
        solution: report.solutions[0] ?? null,
      };
      if (opts.json) return console.log(JSON.stringify(out));
      console.log(
        `${p.name} (${out.width}×${out.height}): ${report.status}${report.lineSolvable ? ', line-solvable' : ''}`,
      );
      console.log(
        `nodes ${out.nodes}, probes ${out.probes}, line solves ${out.lineSolves}, ${out.ms} ms`,
      );
      if (out.solution) console.log(out.solution.join('\n'));
    });

  command
    .command('convert <puzzle>')
    .description('write a puzzle (as for solve) in the .non format or as webpbn XML')
    .option('--to <format>', 'non or xml', 'non')
    .action((spec: string, opts: { to: string }) => {
      if (opts.to !== 'non' && opts.to !== 'xml')
        throw new UsageError(`--to ${excerpt(opts.to)}: must be non or xml`);
      const p = namedPuzzle(spec);
      console.log((opts.to === 'non' ? formatNon(p) : formatWebpbn(p)).trimEnd());
    });

  command
    .command('check [set]')
    .description("solve PLT's puzzles; per set: solved, unique, line-solvable, time")
    .option('--all', 'every set')
    .option('--json', 'print JSON')
    .action((setId: string | undefined, opts: { all?: boolean; json?: boolean }) => {
      if (!opts.all && !setId) throw new UsageError('name a set or give --all');
      // A set with --all was ignored while every set was solved: say which was meant.
      if (opts.all && setId !== undefined) {
        throw new UsageError(`name a set (${excerpt(setId)}) or give --all, not both`);
      }
      const sets = opts.all ? PUZZLE_SETS : PUZZLE_SETS.filter((s) => s.id === setId);
      if (!sets.length) throw new UsageError(`no set ${excerpt(setId ?? '')}`);
      const rows = sets.map((s) => checkSet(s.id));
      if (opts.json) return console.log(JSON.stringify(rows));
      console.log(checkTable(rows));
    });
}

export interface SetCheck {
  set: string;
  puzzles: number;
  solved: number;
  unique: number;
  lineSolvable: number;
  /** Agree with PLT's stored solution, of those that have one. */
  agree: number;
  stored: number;
  ms: number;
}

export function checkSet(id: string): SetCheck {
  const puzzles = ownEntry(PUZZLE_DATA, id)?.puzzles ?? [];
  const row: SetCheck = {
    set: id,
    puzzles: puzzles.length,
    solved: 0,
    unique: 0,
    lineSolvable: 0,
    agree: 0,
    stored: 0,
    ms: 0,
  };
  for (const p of puzzles) {
    const { report, ms } = timed(p);
    row.ms += ms;
    const found = report.solutions[0];
    if (found) row.solved++;
    if (report.status === 'unique') row.unique++;
    if (report.lineSolvable) row.lineSolvable++;
    if (p.solution) {
      row.stored++;
      if (
        found &&
        p.solution.every((r, i) => [...r].every((ch, j) => ch === '?' || ch === found[i]?.[j]))
      )
        row.agree++;
    }
  }
  row.ms = Math.round(row.ms);
  return row;
}

export function checkTable(rows: readonly SetCheck[]): string {
  const head =
    '| Set | Puzzles | Solved | Unique | Line-solvable | Agree with PLT (of stored) | Time (ms) |';
  const lines = rows.map(
    (r) =>
      `| ${r.set} | ${r.puzzles} | ${r.solved} | ${r.unique} | ${r.lineSolvable} | ${r.agree} / ${r.stored} | ${r.ms} |`,
  );
  const sum = (k: keyof SetCheck) => rows.reduce((a, r) => a + (r[k] as number), 0);
  lines.push(
    `| **all** | ${sum('puzzles')} | ${sum('solved')} | ${sum('unique')} | ${sum('lineSolvable')} | ${sum('agree')} / ${sum('stored')} | ${sum('ms')} |`,
  );
  return [head, '|---|---:|---:|---:|---:|---:|---:|', ...lines].join('\n');
}
