import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { search as todaysSearch } from '../../../src/games/onitama/engine/search.ts';
import type { TranspositionTable } from '../../../src/search/transposition-table.ts';

/**
 * The Onitama engine of an earlier commit, for the benches that measure today's against it:
 * the whole of src/ at that commit, taken out of git once into node_modules/.cache (where its
 * imports of packages still resolve), and loaded from there. So the baseline is that commit's
 * engine exactly, its search library included, and no copy of it lives in the repository.
 */

/** The engine before issue 14. */
export const BASELINE_REV = '8044eb5';

export interface Baseline {
  readonly search: (
    ...args: Parameters<typeof todaysSearch>
  ) => Pick<ReturnType<typeof todaysSearch>, 'move' | 'nodes'>;
  readonly TranspositionTable: new (megabytes: number) => TranspositionTable;
}

export async function loadBaseline(rev = BASELINE_REV): Promise<Baseline> {
  const root = new URL('../../..', import.meta.url).pathname;
  const dir = join(root, 'node_modules', '.cache', 'onitama-baseline', rev);
  if (!existsSync(dir)) {
    // Taken out into a fresh folder, then renamed: threads starting together never see half.
    mkdirSync(join(dir, '..'), { recursive: true });
    const fresh = mkdtempSync(`${dir}-`);
    execFileSync('tar', ['-x', '-C', fresh], {
      input: execFileSync('git', ['-C', root, 'archive', rev, 'src'], { maxBuffer: 1 << 28 }),
    });
    try {
      renameSync(fresh, dir);
    } catch {
      rmSync(fresh, { recursive: true, force: true });
    }
  }
  const engine = await import(join(dir, 'src/games/onitama/engine/search.ts'));
  const table = await import(join(dir, 'src/search/transposition-table.ts'));
  return { search: engine.search, TranspositionTable: table.TranspositionTable };
}
