import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIPPED_URL, ships, useShippedBytes } from './pdb-shipped.ts';
import { type TableStore, tablesAtHand } from './tables.ts';

/** The user's cache folder: `$XDG_CACHE_HOME/games`, else `~/.cache/games`. */
export function cacheFolder(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'games');
}

/**
 * Pattern databases as files named by their key (which carries the version stamp). A missing,
 * unreadable or wrong-sized file is rebuilt by the caller; writes go through a temporary file
 * so a run stopped half-way never leaves a short table behind.
 */
export function diskStore(folder: string = cacheFolder()): TableStore {
  return {
    load(key) {
      try {
        return new Uint8Array(readFileSync(join(folder, `${key}.bin`)));
      } catch {
        return undefined;
      }
    },
    save(key, table) {
      try {
        mkdirSync(folder, { recursive: true });
        const file = join(folder, `${key}.bin`);
        writeFileSync(`${file}.${process.pid}.tmp`, table);
        renameSync(`${file}.${process.pid}.tmp`, file);
      } catch {
        // A read-only or full cache only costs the next run the build.
      }
    },
  };
}

/**
 * For the CLI: the tables of a W×H board from the file the app ships (beside the sources), when
 * it ships them and neither memory nor the store has them; they are then saved to the store.
 * Without the file, or with one that does not match pdb.ts, they are built when needed.
 */
export async function useShippedFile(width: number, height: number): Promise<void> {
  if (!ships(width, height) || tablesAtHand(width, height)) return;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(readFileSync(fileURLToPath(SHIPPED_URL)));
  } catch {
    return;
  }
  const used = await useShippedBytes(bytes);
  if (!used.ok) process.stderr.write(`the pattern databases will be built: ${used.error}\n`);
}
