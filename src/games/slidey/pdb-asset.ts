import { err, ok, type Result } from '../../core/result.ts';
import { PDB_VERSION, type PdbSpec } from './pdb.ts';

/**
 * The pattern databases as a file the app ships (scripts/slidey-pdb.ts writes the 4×4's), so a
 * first hint reads them instead of building them for half a minute.
 *
 * A table holds a value for each of the 16^k indices, but only placements of k tiles on distinct
 * cells matter, and a placement's value is close to those of its neighbours (one tile moved to a
 * free cell next to it). So the file lists, for each placement in increasing index order, its
 * value less a prediction from the neighbours already listed (a tile one cell left or one cell
 * up has a smaller index): the largest neighbour value less one. Most differences are 0 or 2
 * (a tile move changes a value's parity), so the list compresses well (gzip, which the browser
 * undoes with DecompressionStream): 32 MB of 4×4 tables come to about 1 MB.
 *
 * Layout: "SPDB", format 1, PDB_VERSION, width, height, the number of groups, then each group's
 * size and tiles; a 32-bit checksum of each table as built (little-endian); then each table's
 * differences, one byte a placement. Decoding checks the header against the spec the solver
 * uses and the checksums against the tables it rebuilds, and says what is wrong otherwise.
 */
const MAGIC = [0x53, 0x50, 0x44, 0x42];
const FORMAT = 1;

/** FNV-1a over the table's 32-bit words: a check of the decoding, not a defence. */
export function tableChecksum(table: Uint8Array): number {
  const words = new Uint32Array(table.buffer, table.byteOffset, table.length >>> 2);
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ (words[i] as number), 0x01000193);
  for (let i = words.length * 4; i < table.length; i++)
    h = Math.imul(h ^ (table[i] as number), 0x01000193);
  return h >>> 0;
}

/**
 * Walks every placement of a group of `k` tiles on a board of `cells` cells (at most 16) in
 * increasing index order, predicting each from its neighbours with smaller indices (a tile one
 * cell left or up): the largest of their values less one, or −1 without any. `work` holds each
 * value plus one (mod 256), so that an index with two tiles on a cell, or an unreached
 * placement, both 255 in a built table, holds 0 and predicts nothing: the neighbours need no
 * test of whether their cell is free. Encoding writes each difference from the prediction into
 * `bytes` from `start`; decoding reads it there and fills `work` as it goes. Returns where the
 * bytes end. Written for speed: 4×4's two six-tile tables are 11.5 million placements, decoded
 * while a player waits for the first hint (about half a second).
 */
function code(
  width: number,
  cells: number,
  k: number,
  work: Uint8Array,
  bytes: Uint8Array,
  start: number,
  decode: boolean,
): number {
  // Tile 0's neighbours a cell left and up, for each of its cells (0 where it has none).
  const left = Int32Array.from({ length: cells }, (_, c) => (c % width !== 0 ? 1 : 0));
  const up = Int32Array.from({ length: cells }, (_, c) => (c >= width ? width : 0));
  // The index offsets of the placements with one of tiles 1..k-1 moved a cell left or up.
  const outer = new Int32Array(2 * k);
  const cellOf = new Int32Array(k);
  let at = start;
  // The tiles placed outermost first: tile k-1 is the index's highest digit; tile 0 by a row.
  const place = (s: number, base: number, used: number) => {
    if (s === 0) {
      let n = 0;
      for (let t = 1; t < k; t++) {
        const c = cellOf[t] as number;
        if (c % width !== 0) outer[n++] = 1 << (4 * t);
        if (c >= width) outer[n++] = width << (4 * t);
      }
      const row = decode ? decodeRow : encodeRow;
      at = row(work, bytes, at, base, used, cells, left, up, outer, n);
      return;
    }
    for (let c = 0; c < cells; c++) {
      if (used & (1 << c)) continue;
      cellOf[s] = c;
      place(s - 1, base + c * (1 << (4 * s)), used | (1 << c));
    }
  };
  place(k - 1, 0, 0);
  return at;
}

/**
 * The placements that differ only in tile 0's cell: `code`'s inner loop, one copy a direction,
 * each on its own so the engine compiles it tight.
 */
function decodeRow(
  work: Uint8Array,
  bytes: Uint8Array,
  from: number,
  base: number,
  used: number,
  cells: number,
  left: Int32Array,
  up: Int32Array,
  outer: Int32Array,
  n: number,
): number {
  let at = from;
  for (let c = 0; c < cells; c++) {
    if (used & (1 << c)) continue;
    const index = base + c;
    const l = left[c] as number;
    const u = up[c] as number;
    let lo = l ? (work[index - l] as number) : 0;
    if (u && (work[index - u] as number) > lo) lo = work[index - u] as number;
    for (let i = 0; i < n; i++) {
      const v = work[index - (outer[i] as number)] as number;
      if (v > lo) lo = v;
    }
    work[index] = ((bytes[at++] as number) + lo - 1) & 255;
  }
  return at;
}

function encodeRow(
  work: Uint8Array,
  bytes: Uint8Array,
  from: number,
  base: number,
  used: number,
  cells: number,
  left: Int32Array,
  up: Int32Array,
  outer: Int32Array,
  n: number,
): number {
  let at = from;
  for (let c = 0; c < cells; c++) {
    if (used & (1 << c)) continue;
    const index = base + c;
    const l = left[c] as number;
    const u = up[c] as number;
    let lo = l ? (work[index - l] as number) : 0;
    if (u && (work[index - u] as number) > lo) lo = work[index - u] as number;
    for (let i = 0; i < n; i++) {
      const v = work[index - (outer[i] as number)] as number;
      if (v > lo) lo = v;
    }
    bytes[at++] = ((work[index] as number) - lo + 1) & 255;
  }
  return at;
}

/** A table's values plus one (mod 256), or back: `code` works on the former. */
const shift = (table: Uint8Array, by: 1 | 255) => {
  for (let i = 0; i < table.length; i++) table[i] = ((table[i] as number) + by) & 255;
  return table;
};

/** Placements of k tiles on distinct cells of `cells`: the bytes of a table's differences. */
const placements = (cells: number, k: number) => {
  let n = 1;
  for (let i = 0; i < k; i++) n *= cells - i;
  return n;
};

/** The file's bytes before compression. */
export function encodePdbAsset(spec: PdbSpec, tables: readonly Uint8Array[]): Uint8Array {
  const { width, height, groups } = spec;
  const cells = width * height;
  const header = [...MAGIC, FORMAT, PDB_VERSION, width, height, groups.length];
  for (const g of groups) header.push(g.length, ...g);
  const sums = new DataView(new ArrayBuffer(4 * groups.length));
  tables.forEach((t, i) => {
    sums.setUint32(4 * i, tableChecksum(t), true);
  });
  const total = groups.reduce((n, g) => n + placements(cells, g.length), 0);
  const out = new Uint8Array(header.length + sums.byteLength + total);
  out.set(header);
  out.set(new Uint8Array(sums.buffer), header.length);
  let at = header.length + sums.byteLength;
  groups.forEach((g, i) => {
    const work = shift(Uint8Array.from(tables[i] as Uint8Array), 1);
    at = code(width, cells, g.length, work, out, at, false);
  });
  return out;
}

/**
 * The tables from the file's bytes (uncompressed), if it was written for `spec` and this
 * PDB_VERSION and decodes to the tables it was made from.
 */
export function decodePdbAsset(bytes: Uint8Array, spec: PdbSpec): Result<Uint8Array[]> {
  const { width, height, groups } = spec;
  const cells = width * height;
  const expected = [...MAGIC, FORMAT, PDB_VERSION, width, height, groups.length];
  for (const g of groups) expected.push(g.length, ...g);
  if (bytes.length < expected.length) return err('the pattern database file is too short');
  if (!MAGIC.every((b, i) => bytes[i] === b)) return err('not a pattern database file');
  if (bytes[4] !== FORMAT) return err(`pattern database file format ${bytes[4]}, not ${FORMAT}`);
  if (bytes[5] !== PDB_VERSION)
    return err(`pattern databases of version ${bytes[5]}, not ${PDB_VERSION}`);
  if (!expected.every((b, i) => bytes[i] === b))
    return err(`the pattern database file is not for ${width}×${height} with these tile groups`);
  const sums = new DataView(bytes.buffer, bytes.byteOffset + expected.length, 4 * groups.length);
  let at = expected.length + 4 * groups.length;
  const total = groups.reduce((n, g) => n + placements(cells, g.length), 0);
  if (bytes.length !== at + total)
    return err(`the pattern database file has ${bytes.length} bytes, not ${at + total}`);
  const tables: Uint8Array[] = [];
  for (let i = 0; i < groups.length; i++) {
    const k = (groups[i] as readonly number[]).length;
    const table = new Uint8Array(1 << (4 * k));
    at = code(width, cells, k, table, bytes, at, true);
    shift(table, 255);
    if (tableChecksum(table) !== sums.getUint32(4 * i, true))
      return err(`pattern database ${i} does not decode to the table it was made from`);
    tables.push(table);
  }
  return ok(tables);
}

/** Undoes gzip, in the browser and in Node alike. */
export async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
