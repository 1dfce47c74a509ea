import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPool, type ThreadTask } from './pool.ts';

// Any module's export of plain data to plain data will do; a built-in one needs no fixture file.
const BASENAME: ThreadTask<string, string> = {
  module: new URL('node:path'),
  name: 'basename',
  run: basename,
};

const jobs = Array.from({ length: 9 }, (_, i) => `/tmp/dir${i}/file${i}.txt`);

describe('createPool', () => {
  it('returns results in the order of the jobs, on threads or without', async () => {
    for (const workers of [0, 2]) {
      const done: number[] = [];
      const pool = createPool(BASENAME, workers, (index) => done.push(index));
      try {
        expect(await pool.run(jobs)).toEqual(jobs.map((job) => basename(job)));
        expect(await pool.run([])).toEqual([]);
        expect(done.sort((a, b) => a - b)).toEqual(jobs.map((_, i) => i));
      } finally {
        await pool.close();
      }
    }
  });
});
