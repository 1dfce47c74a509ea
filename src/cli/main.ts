import { Command, CommanderError } from 'commander';
import { loadGames } from '../games/registry.ts';
import { formatTable } from './table.ts';

/**
 * `games`: the collection without the page. Games add their own subcommands under
 * `games <id>`; this file only knows the registry.
 */
export async function buildProgram(): Promise<Command> {
  const games = await loadGames();
  const program = new Command('games')
    .description('Classic games with strong computer players, from the command line.')
    .showHelpAfterError()
    .exitOverride();

  program
    .command('list')
    .description('list the registered games')
    .option('--json', 'print JSON')
    .action((opts: { json?: boolean }) => {
      const rows = games.map((g) =>
        g.descriptor
          ? { id: g.id, title: g.descriptor.rules.title, set: g.descriptor.rules.set }
          : { id: g.id, error: g.error },
      );
      if (opts.json) return console.log(JSON.stringify(rows));
      console.log(
        formatTable(
          ['id', 'title', 'set'],
          rows.map((r) =>
            'error' in r ? [r.id, `(failed to load: ${r.error})`, ''] : [r.id, r.title, r.set],
          ),
        ),
      );
    });

  for (const g of games) {
    if (!g.descriptor?.cli) continue;
    const register = await g.descriptor.cli();
    register(program.command(g.id).description(`${g.descriptor.rules.title} commands`));
  }
  return program;
}

/** Runs the CLI and returns the exit code: 0 done, 1 failure, 2 bad usage or input. */
export async function main(argv: readonly string[]): Promise<number> {
  const program = await buildProgram();
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

/** Bad input from the user: printed as one line and exit code 2, never a stack trace. */
export class UsageError extends Error {}
