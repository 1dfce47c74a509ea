import { err, type Result } from '../../core/result.ts';
import { StoppedError, type TaskContext } from '../../core/task.ts';
import { pdbSpec } from './pdb.ts';
import { decodePdbAsset, gunzip } from './pdb-asset.ts';
import { provideTables, tablesAtHand } from './tables.ts';

/**
 * The 4×4 pattern databases ship with the app as a file (about 1 MB, gzip; written by
 * `npm run pdb:slidey`, scripts/slidey-pdb.ts), which the service worker precaches: a first hint
 * reads them in well under a second where building them takes half a minute of CPU. A file
 * that is missing, stale (another PDB_VERSION or partition) or corrupt is refused, and the
 * tables are built as before.
 */
export const SHIPPED = { width: 4, height: 4 } as const;
export const SHIPPED_URL = new URL('./pdb-4x4.bin', import.meta.url);

/** Whether the file ships the tables of a W×H board. */
export const ships = (width: number, height: number) =>
  width === SHIPPED.width && height === SHIPPED.height;

/** Decodes the file's (gzipped) bytes and hands the tables over, or says what is wrong. */
export async function useShippedBytes(bytes: Uint8Array<ArrayBuffer>): Promise<Result<void>> {
  let raw: Uint8Array;
  try {
    raw = await gunzip(bytes);
  } catch (error) {
    return err(`the pattern database file is not gzip: ${String(error)}`);
  }
  const tables = decodePdbAsset(raw, pdbSpec(SHIPPED.width, SHIPPED.height));
  if (!tables.ok) return tables;
  provideTables(SHIPPED.width, SHIPPED.height, tables.value);
  return { ok: true, value: undefined };
}

type Context = Pick<TaskContext, 'progress' | 'stopped'>;

/**
 * In the browser: fetches the file when a W×H board that it ships needs the tables and they are
 * not already at hand (IndexedDB keeps them after the first time). Progress runs to 0.9 over
 * the download (the decoding, a fraction of a second, ends it); a stop ends it with
 * StoppedError. Any other failure leaves the tables to be built.
 */
export async function fetchShipped(width: number, height: number, context: Context): Promise<void> {
  if (!ships(width, height) || SHIPPED_URL.protocol === 'file:') return;
  if (tablesAtHand(width, height)) return;
  try {
    const response = await fetch(SHIPPED_URL);
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const size = Number(response.headers.get('Content-Length')) || 1_100_000;
    const reader = response.body.getReader();
    const parts: Uint8Array[] = [];
    let got = 0;
    for (;;) {
      if (context.stopped()) {
        await reader.cancel();
        throw new StoppedError();
      }
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      got += value.length;
      context.progress(0.8 * Math.min(1, got / size));
    }
    const bytes = new Uint8Array(got);
    let at = 0;
    for (const p of parts) {
      bytes.set(p, at);
      at += p.length;
    }
    const used = await useShippedBytes(bytes);
    if (!used.ok) console.warn(`Slidey's pattern databases will be built: ${used.error}`);
    context.progress(0.9);
  } catch (error) {
    if (error instanceof StoppedError) throw error;
    console.warn("Slidey's pattern databases will be built: the file did not load:", error);
  }
}
