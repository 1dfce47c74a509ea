import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';

describe('games jewel bench', () => {
  it('names an --out it cannot write before the run, which would take minutes', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'jewel-')), 'none', 'jewel.md');
    const { code, out, err } = await runCli('jewel', 'bench', '--games', '1', '--out', missing);
    expect(code).toBe(2);
    // The run prints its table before writing it: nothing printed, nothing was played.
    expect(out).toBe('');
    expect(err).toMatch(/^error: --out .*: cannot write there: its folder .* does not exist\n?$/);
  });
});
