import type { TaskContext } from '../../core/task.ts';
import { buildPdb, type PdbSpec, pdbKey, pdbSpec } from './pdb.ts';

/**
 * Where built pattern databases are kept between runs: a folder on disk for the CLI, IndexedDB
 * in the browser's worker. The key names the board, the partition and PDB_VERSION, so a table
 * of another version is never read: it is rebuilt and saved over.
 */
export interface TableStore {
  load(key: string): Uint8Array | undefined;
  save(key: string, table: Uint8Array): void;
}

let store: TableStore | undefined;
const memory = new Map<string, Uint8Array>();

/** Sets where tables are kept; the tables already in memory are forgotten. */
export function setTableStore(next: TableStore | undefined): void {
  store = next;
  memory.clear();
}

const keys = (spec: PdbSpec) => spec.groups.map((_, i) => `${pdbKey(spec)}-${i}`);
const fits = (table: Uint8Array | undefined, group: readonly number[]): table is Uint8Array =>
  table !== undefined && table.length === 16 ** group.length;

/**
 * Whether the databases of a W×H board are at hand without building them: in memory, or in the
 * store (then they are read into memory).
 */
export function tablesAtHand(width: number, height: number): boolean {
  const spec = pdbSpec(width, height);
  return keys(spec).every((key, i) => {
    const group = spec.groups[i] as readonly number[];
    if (fits(memory.get(key), group)) return true;
    const table = store?.load(key);
    if (!fits(table, group)) return false;
    memory.set(key, table);
    return true;
  });
}

/**
 * Takes the databases of a W×H board from elsewhere (the file the app ships, decoded and
 * checked): kept in memory, and in the store for the next run.
 */
export function provideTables(width: number, height: number, tables: readonly Uint8Array[]): void {
  const spec = pdbSpec(width, height);
  keys(spec).forEach((key, i) => {
    const table = tables[i];
    if (!fits(table, spec.groups[i] as readonly number[]))
      throw new Error(`pattern database ${i} of ${width}×${height} has the wrong size`);
    memory.set(key, table);
    store?.save(key, table);
  });
}

/**
 * The databases of a W×H board: from memory, else the store, else built (a few seconds for the
 * 4×4's two six-tile groups) and saved. Progress runs over the groups still to build.
 */
export function pdbTables(
  width: number,
  height: number,
  context?: Pick<TaskContext, 'progress' | 'stopped'>,
): { spec: PdbSpec; tables: Uint8Array[] } {
  const spec = pdbSpec(width, height);
  const names = keys(spec);
  const tables: Uint8Array[] = [];
  const weights = spec.groups.map((g) => 16 ** g.length);
  const all = weights.reduce((a, b) => a + b, 0);
  let before = 0;
  spec.groups.forEach((group, i) => {
    const key = names[i] as string;
    let table = memory.get(key) ?? store?.load(key);
    if (!fits(table, group)) {
      const share = (weights[i] as number) / all;
      table = buildPdb(
        width,
        height,
        group,
        (done) => context?.progress(before + share * done),
        context?.stopped,
      );
      store?.save(key, table);
    }
    memory.set(key, table);
    before += (weights[i] as number) / all;
    tables.push(table);
  });
  return { spec, tables };
}
