import { describe, expect, it } from 'vitest';
import { buildPdb, PDB_VERSION, type PdbSpec } from './pdb.ts';
import { decodePdbAsset, encodePdbAsset } from './pdb-asset.ts';

const specs: PdbSpec[] = [
  {
    width: 3,
    height: 3,
    groups: [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ],
  },
  {
    width: 2,
    height: 5,
    groups: [
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9],
    ],
  },
  // Half of a 2×2's placements of all three tiles are never reached (255 in the table).
  { width: 2, height: 2, groups: [[1, 2, 3]] },
  { width: 4, height: 4, groups: [[2, 3, 4], [1], [5, 6]] },
];

const build = (spec: PdbSpec) => spec.groups.map((g) => buildPdb(spec.width, spec.height, g));

describe("Slidey's pattern database file", () => {
  it('decodes to the tables it was made from', () => {
    for (const spec of specs) {
      const tables = build(spec);
      const decoded = decodePdbAsset(encodePdbAsset(spec, tables), spec);
      expect(decoded.ok, `${spec.width}×${spec.height}`).toBe(true);
      if (!decoded.ok) continue;
      decoded.value.forEach((t, i) => {
        expect(Buffer.from(t).equals(Buffer.from(tables[i] as Uint8Array))).toBe(true);
      });
    }
    expect(build(specs[2] as PdbSpec)[0]?.includes(255)).toBe(true);
  });

  it('says what is wrong with a file for other tables, of another version, or corrupt', () => {
    const spec = specs[0] as PdbSpec;
    const bytes = encodePdbAsset(spec, build(spec));
    const error = (b: Uint8Array, s: PdbSpec = spec) => {
      const r = decodePdbAsset(b, s);
      return r.ok ? 'decoded' : r.error;
    };
    expect(
      error(bytes, {
        ...spec,
        groups: [
          [1, 2, 3, 5],
          [4, 6, 7, 8],
        ],
      }),
    ).toBe('the pattern database file is not for 3×3 with these tile groups');
    expect(error(bytes, { ...spec, width: 4, height: 4 })).toMatch(/not for 4×4/);
    const old = bytes.slice();
    old[5] = PDB_VERSION + 1;
    expect(error(old)).toBe(`pattern databases of version ${PDB_VERSION + 1}, not ${PDB_VERSION}`);
    expect(error(bytes.slice(0, bytes.length - 1))).toMatch(/has \d+ bytes, not \d+/);
    const flipped = bytes.slice();
    flipped[bytes.length - 100] = ((flipped[bytes.length - 100] as number) + 2) & 255;
    expect(error(flipped)).toBe('pattern database 1 does not decode to the table it was made from');
    expect(error(new Uint8Array([1, 2, 3]))).toBe('the pattern database file is too short');
    expect(error(new Uint8Array(100))).toBe('not a pattern database file');
  });
});
