import * as z from 'zod';
import { excerpt } from '../../core/excerpt.ts';
import { gameRecordSchema } from '../../core/record.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { registry } from '../../games/registry.ts';
import { gameQuery } from './game-url.ts';
import { gameOfKey, type KeptAside } from './save-store.ts';

/**
 * The file a player keeps their saves in: the records exactly as stored, under their keys, and
 * the lines kept aside. `version` goes up when the shape changes, so an older page can say it
 * cannot read a newer file instead of misreading it.
 */
export const SAVES_FILE_FORMAT = 'games-collection-saves';
export const SAVES_FILE_VERSION = 1;

const savedEntrySchema = z.object({ key: z.string().min(1), record: z.unknown() });

const keptAsideSchema = savedEntrySchema.extend({ reason: z.string(), at: z.string() });

const savesFileSchema = z.object({
  format: z.literal(SAVES_FILE_FORMAT),
  version: z.literal(SAVES_FILE_VERSION),
  exported: z.string(),
  saves: z.array(savedEntrySchema),
  aside: z.array(keptAsideSchema),
});

export type SavesFile = z.infer<typeof savesFileSchema>;

/** The file for `saves` (all of them, or one game's) and the lines kept aside. */
export function savesFile(
  saves: readonly { key: string; data: unknown }[],
  aside: readonly KeptAside[],
  now = new Date(),
): SavesFile {
  return {
    format: SAVES_FILE_FORMAT,
    version: SAVES_FILE_VERSION,
    exported: now.toISOString(),
    saves: saves.map(({ key, data }) => ({ key, record: data })),
    aside: aside.map(({ key, record, reason, at }) => ({ key, record, reason, at })),
  };
}

/** Why a record cannot be kept under `key`, or null when it can. */
function recordProblem(key: string, record: unknown): string | null {
  const id = gameOfKey(key);
  const descriptor = registry.find((d) => d.info.id === id);
  if (!descriptor) return `key ${excerpt(key)} names no game of this collection`;
  // An app's document is the app's to read; it checks the shape when it opens.
  if (descriptor.kind === 'app') return key === `${id}?app` ? null : `bad app key ${excerpt(key)}`;
  const parsed = gameRecordSchema().safeParse(record);
  if (!parsed.success) return zodProblem(parsed.error, 'record');
  const { game, params, seed } = parsed.data;
  if (game !== id) return `record is for ${excerpt(game)} but its key is for "${id}"`;
  if (gameQuery(game, params, seed) !== key) return `key ${excerpt(key)} does not match its record`;
  return null;
}

function zodProblem(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  const path = [where, ...(issue?.path ?? [])].join('.');
  return `${path}: ${issue?.message ?? 'invalid'}`;
}

/**
 * Reads a saves file from its text; the error names what is wrong (not JSON, another kind of
 * file, a newer version, the first bad entry by its place in the file).
 */
export function readSavesFile(text: string): Result<SavesFile> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err(`it is not JSON (${(e as Error).message})`);
  }
  const head = z.object({ format: z.unknown(), version: z.unknown() }).safeParse(data);
  if (!head.success || head.data.format !== SAVES_FILE_FORMAT) {
    return err(
      'it is not a saves file of this games collection (no "format": "games-collection-saves")',
    );
  }
  if (typeof head.data.version === 'number' && head.data.version > SAVES_FILE_VERSION) {
    return err(
      `it was written by a newer version of the games (file version ${head.data.version}; this page reads ${SAVES_FILE_VERSION})`,
    );
  }
  const parsed = savesFileSchema.safeParse(data);
  if (!parsed.success) return err(zodProblem(parsed.error, 'file'));
  for (const [list, entries] of [
    ['saves', parsed.data.saves],
    ['aside', parsed.data.aside],
  ] as const) {
    for (const [i, { key, record }] of entries.entries()) {
      const problem = recordProblem(key, record);
      if (problem) return err(`${list}.${i}: ${problem}`);
    }
  }
  return ok(parsed.data);
}
