import { Command, CommanderError } from 'commander';
import { excerpt } from '../core/excerpt.ts';
import { listed, registry } from '../games/registry.ts';
import { gameCommands } from './game-commands.ts';
import { type LineReader, stdinLines } from './line-reader.ts';
import { matchCommand } from './match.ts';
import { playCommand } from './play.ts';
import { formatTable } from './table.ts';
import { UsageError } from './usage-error.ts';

/** Where the CLI reads what people type: standard input, or lines a test feeds. */
export interface CliInput {
  lines(): LineReader;
}

const terminal: CliInput = { lines: stdinLines };

/**
 * `games`: the collection without the page. Games add their own subcommands under
 * `games <id>`; this file only knows the registry, and loads the code of the one game that
 * the command line names. `play` and `match` work on any game through its game string, and
 * load that game's rules and engine when they run.
 */
export async function buildProgram(
  argv: readonly string[] = [],
  input: CliInput = terminal,
): Promise<Command> {
  const program = new Command('games')
    .description('Classic games with strong computer players, from the command line.')
    // The error's line and where to look, not the whole help after it.
    .showHelpAfterError('(see --help)')
    .configureOutput({ outputError: (text, write) => write(quotedShort(text)) })
    .exitOverride();

  program
    .command('list')
    .description('list the games')
    .option('--all', 'also the small games the tests use')
    .option('--json', 'print JSON')
    .action((opts: { all?: boolean; json?: boolean }) => {
      const games = opts.all ? registry : listed();
      const rows = games.map(({ info }) => ({ id: info.id, title: info.title, set: info.set }));
      if (opts.json) return console.log(JSON.stringify(rows));
      console.log(
        formatTable(
          ['id', 'title', 'set'],
          rows.map((r) => [r.id, r.title, r.set]),
        ),
      );
    });

  playCommand(program, input.lines);
  matchCommand(program);

  const named = argv[2];
  for (const { kind, info } of registry) {
    const command = program.command(info.id).description(`${info.title} commands`);
    // A game's own subcommands live in its folder's `cli.ts`, loaded only when it is named.
    const load = gameCommands[info.id];
    if (!load) {
      command.action(() => {
        const instead =
          kind === 'game'
            ? `try games play ${info.id}, or games match ${info.id} --players random,random`
            : 'it runs in the browser (npm start)';
        throw new UsageError(`${info.id} has no commands of its own: ${instead}`);
      });
    }
    if (info.id !== named || !load) continue;
    (await load()).registerCommands(command);
  }
  return program;
}

/**
 * Commander's messages quote what was typed in single quotes ('chess'): each quote is written as
 * every other quote of input is (control characters escaped, cut to a line), so a long or
 * hostile argument is neither printed in full nor acts on the terminal.
 */
function quotedShort(text: string): string {
  return text.replace(/'([^'\n]*)'/g, (_, typed: string) => excerpt(typed));
}

/** Runs the CLI and returns the exit code: 0 done, 1 failure, 2 bad usage or input. */
export async function main(argv: readonly string[], input?: CliInput): Promise<number> {
  const program = await buildProgram(argv, input);
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 1 ? 2 : e.exitCode;
    if (e instanceof UsageError) {
      console.error(`error: ${e.message}`);
      return 2;
    }
    throw e;
  }
}
