import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedSection, sectionsOf, withSection, writeReport } from './report-file.ts';

describe('report files with sections of other commands', () => {
  const baselines = markedSection(
    'baselines',
    'npm run bench -- search baselines',
    '## Baselines\n\nrows',
  );

  it('adds a section at the end, and replaces it when written again', () => {
    const once = withSection('# Go Fish\n\ntable\n', 'baselines', baselines);
    expect(once).toBe(`# Go Fish\n\ntable\n\n${baselines}`);
    const newer = markedSection(
      'baselines',
      'npm run bench -- search baselines',
      '## Baselines\n\nnew',
    );
    const twice = withSection(`${once}\n## Notes written by hand\n`, 'baselines', newer);
    expect(sectionsOf(twice)).toEqual([newer.trim()]);
    expect(twice).toContain('## Notes written by hand');
    expect(twice).not.toContain('rows');
  });

  it('keeps the sections a report had when its own command rewrites it', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'report-')), 'go-fish.md');
    writeReport(path, '# Go Fish\n\nold table\n');
    writeFileSync(path, withSection(readFileSync(path, 'utf8'), 'baselines', baselines));
    writeReport(path, '# Go Fish\n\nnew table\n');
    expect(readFileSync(path, 'utf8')).toBe(`# Go Fish\n\nnew table\n\n${baselines}`);
  });
});
