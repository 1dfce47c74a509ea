import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeList,
  decodeMaze,
  encodeList,
  encodeMaze,
  mazeCount,
  mazeWalls,
  wallsToString,
} from './maze.ts';

/**
 * plt-walls.txt was written by racket (scripts/tally-maze-walls.rkt) from PLT's own enumeration
 * over Racket's data/enumerate: counts, and the walls of many maze numbers, 50-digit ones among
 * them. The port must give the same.
 */
const lines = readFileSync(new URL('./plt-walls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => l.split(' '));
const countLines = lines.filter((l) => l[0] === 'count');
const wallLines = lines.filter((l) => l[0] === 'walls');

describe('Tally Maze numbering', () => {
  it('counts the mazes as PLT does', () => {
    expect(mazeCount(2, 2)).toBe(4n);
    expect(mazeCount(3, 3)).toBe(192n);
    expect(mazeCount(4, 4)).toBe(48_576n);
    expect(mazeCount(5, 5)).toBe(64_276_480n);
    expect(mazeCount(12, 12)).toBe(254377512893447941210664002794210519990861507330048n);
    expect(countLines.length).toBeGreaterThan(80);
    for (const [, w, h, n] of countLines) {
      expect(mazeCount(Number(w), Number(h)), `${w}×${h}`).toBe(BigInt(n as string));
    }
  });

  it("decodes every listed maze number to PLT's walls", () => {
    expect(wallLines.length).toBeGreaterThan(400);
    expect(wallLines.filter((l) => (l[3] as string).length >= 50).length).toBeGreaterThan(10);
    for (const [, w, h, n, walls] of wallLines) {
      const width = Number(w);
      const maze = decodeMaze(width, Number(h), BigInt(n as string));
      expect(wallsToString(width, mazeWalls(width, Number(h), maze)), `${w}×${h} #${n}`).toBe(
        walls,
      );
    }
  });

  it('numbers back every decoded maze: index → maze → index', () => {
    for (const [, w, h, n] of wallLines) {
      const [width, height, index] = [Number(w), Number(h), BigInt(n as string)];
      expect(encodeMaze(width, height, decodeMaze(width, height, index))).toBe(index);
    }
  });

  it('makes every 3×3 number a spanning tree, some trees with several numbers (as PLT)', () => {
    const seen = new Set<string>();
    for (let i = 0n; i < 192n; i++) {
      const walls = mazeWalls(3, 3, decodeMaze(3, 3, i));
      seen.add(wallsToString(3, walls));
      // A spanning tree of 9 cells has 8 open edges and reaches every cell.
      const open = [...walls].reduce((s, b) => s + (b & 1) + (b >> 1), 0);
      expect(open).toBe(8);
      const reached = new Set([0]);
      for (const c of reached) {
        const x = c % 3;
        for (const [d, ok] of [
          [1, (walls[c] as number) & 1],
          [3, (walls[c] as number) & 2],
          [-1, x > 0 && (walls[c - 1] as number) & 1],
          [-3, c >= 3 && (walls[c - 3] as number) & 2],
        ] as const) {
          if (ok) reached.add(c + d);
        }
      }
      expect(reached.size, `maze ${i}`).toBe(9);
    }
    // The split-and-doors numbering does not reach all 192 trees of the 3×3 grid, and reaches
    // some twice: Board #N names a maze, a maze may have more than one number.
    expect(seen.size).toBe(144);
  });

  it('inverts the list decoding for every index of an odd-sized list', () => {
    const sizes = [3n, 5n, 2n, 7n, 4n];
    for (let n = 0n; n < 3n * 5n * 2n * 7n * 4n; n++) {
      const parts = decodeList(sizes, n);
      expect(parts.every((p, i) => p < (sizes[i] as bigint))).toBe(true);
      expect(encodeList(sizes, parts)).toBe(n);
    }
  });

  it('rejects numbers and sizes out of range, saying which', () => {
    expect(() => decodeMaze(3, 3, 192n)).toThrow('numbered 0 to 191');
    expect(() => decodeMaze(3, 3, -1n)).toThrow('out of range');
    expect(() => mazeCount(31, 2)).toThrow('width must be a whole number from 1 to 30');
    expect(() => mazeCount(2, 0)).toThrow('height');
  });
});
