import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { eloText } from '../../../cli/elo-text.ts';
import { progressLine, valid, wholeNumber } from '../../../cli/options.ts';
import { UsageError } from '../../../cli/usage-error.ts';
import { parseSeed } from '../../../core/rng.ts';
import { checkMatch, MAX_GAMES, type MatchResult, type MatchSettings, runMatch } from './match.ts';

const round = (x: number, places: number): number => Math.round(x * 10 ** places) / 10 ** places;
const rounded = (elo: number | null): number | null => (elo === null ? null : round(elo, 1));

function matchJson(r: MatchResult, s: MatchSettings, run: { workers: number; seconds: number }) {
  return {
    games: r.games.length,
    a: { id: r.a, wins: r.wins, draws: r.draws, losses: r.losses },
    b: { id: r.b, wins: r.losses, draws: r.draws, losses: r.wins },
    score: round(r.elo.score, 4),
    elo: rounded(r.elo.elo),
    eloError: rounded(r.elo.error),
    eloLow: rounded(r.elo.low),
    eloHigh: rounded(r.elo.high),
    averagePlies: round(r.averagePlies, 1),
    seed: s.seed,
    maxPlies: s.maxPlies,
    ...run,
  };
}

function matchText(
  r: MatchResult,
  s: MatchSettings,
  run: { workers: number; seconds: number },
): string {
  const sets = r.games.length / 2;
  const threads =
    run.workers === 0
      ? 'in the main thread'
      : `on ${run.workers} worker thread${run.workers === 1 ? '' : 's'}`;
  return [
    `a: ${r.a}   b: ${r.b}`,
    `games  ${r.games.length} on ${sets} card set${sets === 1 ? '' : 's'}, each with both colours; seed ${s.seed}`,
    `a      wins ${r.wins}, draws ${r.draws}, losses ${r.losses}: score ${(100 * r.elo.score).toFixed(1)}%`,
    `Elo    ${eloText(r.elo)}`,
    `plies  ${r.averagePlies.toFixed(1)} a game on average; a game is a draw after ${s.maxPlies}`,
    `time   ${run.seconds} s ${threads}`,
  ].join('\n');
}

const PLAYERS =
  'random, seed-alphabeta:<depth>, seed-minimax:<depth>, engine[:<ms>], engine-depth:<n>, engine-nodes:<n> or level:<name>';

/** `--movetime` gives a bare `engine` its time per move. */
const playerSpec = (text: string, movetime: number): string =>
  text.trim() === 'engine' ? `engine:${movetime}` : text;

export function matchCommand(command: Command): void {
  command
    .command('match')
    .description(
      'play two computer players on random card sets, each set twice with colours swapped, and estimate the Elo difference of a over b',
    )
    .requiredOption('--a <ai>', PLAYERS)
    .requiredOption('--b <ai>', 'the other player, in the same forms')
    .option('--games <n>', `an even number of games, 2-${MAX_GAMES}`, '100')
    .option('--movetime <ms>', 'time per move of a bare "engine"', '100')
    .option(
      '--seed <n>',
      "seed for the card sets and the players' random choices; a match replays exactly unless a player searches by time",
      '1',
    )
    .option('--max-plies <n>', 'an unfinished game is a draw after this many plies', '200')
    .option(
      '--workers <n>',
      'worker threads, 0 to play in the main thread',
      String(availableParallelism()),
    )
    .option('--json', 'print JSON')
    .action(
      async (opts: {
        a: string;
        b: string;
        games: string;
        movetime: string;
        seed: string;
        maxPlies: string;
        workers: string;
        json?: boolean;
      }) => {
        const movetime = wholeNumber('movetime', opts.movetime, 1, 3_600_000);
        const settings: MatchSettings = {
          a: playerSpec(opts.a, movetime),
          b: playerSpec(opts.b, movetime),
          games: wholeNumber('games', opts.games, 2, MAX_GAMES),
          seed: valid(parseSeed(opts.seed)),
          maxPlies: wholeNumber('max-plies', opts.maxPlies, 1, 100_000),
        };
        const problem = checkMatch(settings);
        if (problem) throw new UsageError(problem);
        const workers = wholeNumber('workers', opts.workers, 0, 64);
        const progress = progressLine();
        const started = performance.now();
        let result: MatchResult;
        try {
          result = await runMatch(settings, {
            workers,
            onGame: (p) =>
              progress.show(`game ${p.done}/${p.total}: a +${p.wins} =${p.draws} -${p.losses}`),
          });
        } finally {
          progress.clear();
        }
        const run = { workers, seconds: round((performance.now() - started) / 1000, 1) };
        console.log(
          opts.json
            ? JSON.stringify(matchJson(result, settings, run))
            : matchText(result, settings, run),
        );
      },
    );
}
