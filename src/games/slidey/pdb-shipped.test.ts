import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { HOLE, solvedTiles } from './board.ts';
import { neighbourLists } from './neighbours.ts';
import { solveOptimal } from './optimal.ts';
import { buildPdb, pdbSpec } from './pdb.ts';
import { decodePdbAsset, gunzip } from './pdb-asset.ts';
import { SHIPPED_URL } from './pdb-shipped.ts';

/** A 4×4 board `moves` random slides from solved (never straight back). */
function scrambled(seed: number, moves: number): number[] {
  const rng = createRng(seed);
  const near = neighbourLists(4, 4);
  const tiles = solvedTiles(4, 4);
  let hole = tiles.indexOf(HOLE);
  let from = -1;
  for (let i = 0; i < moves; i++) {
    const options = (near[hole] as number[]).filter((c) => c !== from);
    const next = options[rng.int(0, options.length - 1)] as number;
    tiles[hole] = tiles[next] as number;
    tiles[next] = HOLE;
    from = hole;
    hole = next;
  }
  return tiles;
}

/**
 * The committed file (npm run pdb:slidey writes it) must match pdb.ts: its spec and
 * PDB_VERSION, checked by decoding it as the engine does, and its values, checked against
 * an independent optimal solver (IDA* on the tiles' Manhattan distances: one-tile databases).
 */
describe("Slidey's shipped 4×4 pattern databases", () => {
  it('decode for the 4×4 partition and PDB_VERSION, and give shortest solutions', async () => {
    const spec = pdbSpec(4, 4);
    const file = new Uint8Array(readFileSync(fileURLToPath(SHIPPED_URL)));
    const decoded = decodePdbAsset(await gunzip(file), spec);
    if (!decoded.ok) throw new Error(`${decoded.error}: run npm run pdb:slidey`);
    const tables = decoded.value;
    // The three-tile table is cheap to build: it must be the same.
    const small = spec.groups.findIndex((g) => g.length === 3);
    const built = buildPdb(4, 4, spec.groups[small] as number[]);
    expect(Buffer.from(tables[small] as Uint8Array).equals(Buffer.from(built))).toBe(true);

    const singles = { width: 4, height: 4, groups: [...Array(15)].map((_, i) => [i + 1]) };
    const manhattan = singles.groups.map((g) => buildPdb(4, 4, g));
    for (let seed = 1; seed <= 8; seed++) {
      const tiles = scrambled(seed, 40);
      const shipped = solveOptimal(spec, tables, tiles).moves.length;
      expect(shipped).toBeGreaterThan(15);
      expect(shipped, `seed ${seed}`).toBe(solveOptimal(singles, manhattan, tiles).moves.length);
    }
  });
});
