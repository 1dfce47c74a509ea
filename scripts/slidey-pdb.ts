/**
 * Writes src/games/slidey/pdb-4x4.bin, the 4×4 pattern databases the app ships (the format is
 * in src/games/slidey/pdb-asset.ts): builds the three tables (about 20 s of CPU), encodes them and
 * gzips the result. Deterministic: the same pdb.ts gives the same bytes (gzip level 9, no name
 * and no time in its header), so a rerun after a change of PDB_VERSION or the partition shows in
 * git as a changed file and nothing else does. The CLI and the engine refuse a file that does
 * not match pdb.ts (and build the tables instead): src/games/slidey/pdb-shipped.test.ts fails
 * until it is written again.
 *
 *   npm run pdb:slidey
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildPdb, pdbSpec } from '../src/games/slidey/pdb.ts';
import { decodePdbAsset, encodePdbAsset } from '../src/games/slidey/pdb-asset.ts';
import { SHIPPED, SHIPPED_URL } from '../src/games/slidey/pdb-shipped.ts';

const spec = pdbSpec(SHIPPED.width, SHIPPED.height);
const tables = spec.groups.map((group, i) => {
  const started = performance.now();
  const table = buildPdb(spec.width, spec.height, group);
  const s = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(`table ${i} (tiles ${group.join(', ')}): built in ${s} s\n`);
  return table;
});
const raw = encodePdbAsset(spec, tables);
// The round trip, before anything is written.
const back = decodePdbAsset(raw, spec);
if (!back.ok) throw new Error(back.error);
const gz = gzipSync(raw, { level: 9 });
const path = fileURLToPath(SHIPPED_URL);
writeFileSync(path, gz);
process.stderr.write(
  `wrote ${path}: ${gz.length} bytes (${raw.length} before gzip; the tables are ${tables.reduce((n, t) => n + t.length, 0)})\n`,
);
