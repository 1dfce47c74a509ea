import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as z from 'zod';
import { excerpt } from '../core/excerpt.ts';
import type { MatchGame, MatchJob } from '../search/match.ts';
import type { NamedMatch } from './match-thread.ts';
import { checkOutput } from './output.ts';
import { UsageError } from './usage-error.ts';

/**
 * A match's journal: a JSON-lines file whose first line names the match and each further line
 * is one finished game, written as it finishes. A match run again with the same journal plays
 * only the games it lacks, so a long match (Gobblet's 200 games at 3 s a move) survives an
 * interruption and can be spread over several runs, and `--games` can grow it later.
 */

const header = z.object({
  game: z.string(),
  players: z.array(z.string()),
  seed: z.number(),
  maxPlies: z.number(),
});

const outcome = z.union([
  z.object({ kind: z.literal('win'), winner: z.number().int(), detail: z.string().optional() }),
  z.object({ kind: z.enum(['draw', 'solved', 'failed']), detail: z.string().optional() }),
  z.object({
    kind: z.literal('scores'),
    scores: z.array(z.number()),
    detail: z.string().optional(),
  }),
]);

const game = z.object({
  deal: z.number().int().nonnegative(),
  rotation: z.number().int().nonnegative(),
  seats: z.array(z.number().int().nonnegative().nullable()),
  outcome: outcome.nullable(),
  plies: z.number().int().nonnegative(),
});

type Header = z.infer<typeof header>;

const headerOf = (match: NamedMatch): Header => ({
  game: match.game,
  players: [...match.players],
  seed: match.seed,
  maxPlies: match.maxPlies,
});

export const jobKey = (job: MatchJob): string => `${job.deal}/${job.rotation}`;

function parseLine<T>(schema: z.ZodType<T>, path: string, n: number, line: string): T {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    throw new UsageError(`journal ${excerpt(path)} line ${n}: not JSON`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'the line';
    throw new UsageError(
      `journal ${excerpt(path)} line ${n}: ${where}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

/** The header's first field that differs from this match's, if any. */
function mismatch(found: Header, wanted: Header): string | undefined {
  for (const key of ['game', 'players', 'seed', 'maxPlies'] as const) {
    if (JSON.stringify(found[key]) !== JSON.stringify(wanted[key])) {
      return `${key} is ${JSON.stringify(found[key])} there, ${JSON.stringify(wanted[key])} here`;
    }
  }
  return undefined;
}

export interface Journal {
  /** The games already played, by `jobKey`. */
  readonly played: ReadonlyMap<string, MatchGame>;
  record(game: MatchGame): void;
}

/**
 * Opens `path` for `match`: reads the games it holds, or starts it with the match's header. A
 * journal of another match (game, players, seed or ply limit) is refused, never overwritten.
 */
export function openJournal(path: string, match: NamedMatch): Journal {
  checkOutput('--journal', path);
  const wanted = headerOf(match);
  const played = new Map<string, MatchGame>();
  if (existsSync(path)) {
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n');
    if (!text.endsWith('\n')) {
      // A run killed while writing leaves a part of a line: that game is played again.
      lines.pop();
      writeFileSync(path, lines.map((line) => `${line}\n`).join(''));
    }
    const found = parseLine(header, path, 1, lines[0] ?? '');
    const differs = mismatch(found, wanted);
    if (differs) throw new UsageError(`journal ${excerpt(path)} is of another match: ${differs}`);
    for (const [i, line] of lines.entries()) {
      if (i === 0 || line.trim() === '') continue;
      const g = parseLine(game, path, i + 1, line);
      if (g.seats.length !== match.fixed.length) {
        throw new UsageError(
          `journal ${excerpt(path)} line ${i + 1}: seats: not one per seat of the game`,
        );
      }
      played.set(jobKey(g), g);
    }
  } else {
    writeFileSync(path, `${JSON.stringify(wanted)}\n`);
  }
  return {
    played,
    record: (g) => appendFileSync(path, `${JSON.stringify(g)}\n`),
  };
}
