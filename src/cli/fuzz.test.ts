import { Readable } from 'node:stream';
import type { Command } from 'commander';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameCommands } from './game-commands.ts';
import { buildProgram } from './main.ts';
import { runCli } from './run-for-test.ts';

/**
 * The command line fuzzed: commands, options and arguments taken from commander's own tree (so a
 * new command is fuzzed by being registered), given values that have broken it before: the names
 * JavaScript objects carry (`toString:1` once reached a puzzle set's prototype), control
 * characters, long and empty strings, negative, fractional and huge numbers, paths that cannot be
 * read or written. Every run ends with exit 0 or 2, never a thrown error or a stack trace, and an
 * error is a few short lines. Run in-process with empty standard input; a fixed seed, so CI sees
 * the same runs each time. SOAK_CLI_RUNS=5000 SOAK_CLI_SEED=7 runs more, from another seed.
 */
const RUNS = Number(process.env.SOAK_CLI_RUNS ?? 300);
const SEED = Number(process.env.SOAK_CLI_SEED ?? 0xc11);

/**
 * The longest line an error may print: words around an excerpt or two of the input (80
 * characters each, src/core/excerpt.ts), and a list of choices ("no game … (known: …)").
 */
const MAX_LINE = 400;

/** One command that runs (no subcommands under it), as the command line reaches it. */
interface Leaf {
  path: string[];
  /** Positional arguments, in order. */
  args: { required: boolean; variadic: boolean }[];
  /** Long option names, whether each takes a value, and whether the command requires it. */
  options: { flag: string; takesValue: boolean; mandatory: boolean }[];
}

function leaves(command: Command, path: string[]): Leaf[] {
  if (command.commands.length > 0) {
    return command.commands.flatMap((sub) => leaves(sub, [...path, sub.name()]));
  }
  return [
    {
      path,
      args: command.registeredArguments.map((a) => ({
        required: a.required,
        variadic: a.variadic,
      })),
      options: command.options.map((o) => ({
        flag: o.long ?? o.short ?? '',
        takesValue: o.required || o.optional,
        mandatory: o.mandatory,
      })),
    },
  ];
}

/** Every command of the CLI: the generic ones, and each game's own, loaded as its id loads them. */
async function commandTree(): Promise<Leaf[]> {
  const found = new Map<string, Leaf>();
  for (const id of ['list', ...Object.keys(gameCommands)]) {
    const program = await buildProgram(['node', 'games', id]);
    for (const sub of program.commands) {
      for (const leaf of leaves(sub, [sub.name()])) found.set(leaf.path.join(' '), leaf);
    }
  }
  return [...found.values()];
}

const BUILT_INS = [
  'toString',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'valueOf',
  'prototype',
];

/** Values no command should take, each to be refused in one line. */
const hostile: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...BUILT_INS),
  fc.constantFrom(...BUILT_INS).map((name) => `${name}:1`),
  fc.constantFrom(...BUILT_INS).map((name) => `${name}(${name}=1)`),
  fc.constantFrom('\u001b]0;pwned\u0007', '\u0000', 'a\nb', '\r', '\u202e', '\t', '💥'),
  fc.constantFrom('', ' ', '-', '--', '=', ',', ':', '(', ')', '#'),
  fc.constantFrom('-1', '-0', '1.5', '1e999', 'NaN', 'Infinity', '0x10', '4294967296'),
  fc.constantFrom('99999999999999999999', '9007199254740993', '-9007199254740993'),
  fc.constantFrom('/nonexistent/dir/x', '/tmp', '/', '/dev/full/x', '../../../../etc/shadow'),
  fc.constantFrom('x', '💥', '\u001b[2J').map((unit) => unit.repeat(3000)),
  fc.string({ maxLength: 12 }),
);

/** An option this command does not have, or one spelled as a built-in name. */
const unknownOption = fc.constantFrom('--toString', '--__proto__', '--constructor', '--nope', '-z');

/** The arguments of one run: a command, a hostile value in at least one place, maybe more. */
function runOf(tree: Leaf[]): fc.Arbitrary<string[]> {
  return fc.constantFrom(...tree).chain((leaf) => {
    const slots = [
      ...leaf.args.map((a) => ({ kind: 'arg' as const, ...a })),
      ...leaf.options.map((o) => ({ kind: 'option' as const, ...o })),
    ];
    return fc
      .record({
        // Which places get a value: at least one, so that no run is a command's default workload.
        used: fc.array(fc.boolean(), { minLength: slots.length, maxLength: slots.length }),
        first: fc.nat(Math.max(slots.length - 1, 0)),
        values: fc.array(hostile, { minLength: slots.length + 1, maxLength: slots.length + 1 }),
        // Now and then one more: commander's own refusal, which most runs should get past.
        extra: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, unknownOption, hostile),
      })
      .map(({ used, first, values, extra }) => {
        const argv = [...leaf.path];
        const options: string[] = [];
        slots.forEach((slot, k) => {
          if (
            !(used[k] || k === first || (slot.kind === 'option' ? slot.mandatory : slot.required))
          )
            return;
          const value = values[k] as string;
          if (slot.kind === 'arg') argv.push(value);
          else if (slot.takesValue) options.push(slot.flag, value);
          else options.push(slot.flag);
        });
        // A flag without a value is no hostile place: give a value one more chance to land.
        if (
          slots.length > 0 &&
          slots.every((s, k) => !(used[k] || k === first) || (s.kind === 'option' && !s.takesValue))
        ) {
          argv.push(values[slots.length] as string);
        }
        return extra === null ? [...argv, ...options] : [...argv, ...options, extra];
      });
  });
}

const tree = await commandTree();

afterEach(() => vi.restoreAllMocks());

describe('games, fuzzed over its command tree', () => {
  it('reaches every command of every game', () => {
    const paths = tree.map((leaf) => leaf.path.join(' '));
    expect(paths).toContain('pbn solve');
    for (const id of Object.keys(gameCommands)) {
      expect(paths.some((p) => p.startsWith(`${id} `))).toBe(true);
    }
  });

  it('exits 0 or 2 on hostile input, with no stack trace and short error lines', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 9, arbitrary: runOf(tree) },
          { weight: 1, arbitrary: fc.array(hostile, { maxLength: 3 }) },
        ),
        async (args) => {
          vi.restoreAllMocks();
          // Empty standard input, as `< /dev/null`: a command that reads it must end, not wait.
          vi.spyOn(process, 'stdin', 'get').mockReturnValue(
            Readable.from([]) as typeof process.stdin,
          );
          const shown = JSON.stringify(args.map((a) => (a.length > 40 ? `${a.slice(0, 40)}…` : a)));
          let run: Awaited<ReturnType<typeof runCli>>;
          try {
            run = await runCli(...args);
          } catch (e) {
            expect.fail(`games ${shown} threw ${(e as Error).stack ?? e}`);
          }
          const { code, err } = run;
          expect([0, 2], `games ${shown} exit code`).toContain(code);
          expect(err, `games ${shown}`).not.toMatch(/^\s+at /m);
          expect(err, `games ${shown}`).not.toMatch(
            /\b(TypeError|ReferenceError|RangeError|SyntaxError)\b/,
          );
          for (const line of err.split('\n')) {
            expect(line.length, `games ${shown}: "${line.slice(0, 120)}…"`).toBeLessThanOrEqual(
              MAX_LINE,
            );
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);
});
