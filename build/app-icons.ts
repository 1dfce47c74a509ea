import { crc32, deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Orange like the page's favicon, on the page's background. */
const BACKGROUND = [0x1b, 0x1d, 0x22];
const LIT = [0xff, 0xa5, 0x00];
const DARK = [0x3a, 0x40, 0x4a];

/** Which cells of the icon's 3×3 Lights Out board are lit: a plus, the pattern of one press. */
const LIT_CELLS = new Set([1, 3, 4, 5, 7]);

/**
 * The colour at (x, y) of a `size`-pixel icon: a 3×3 board of rounded cells in the middle 60%,
 * inside the safe zone of a maskable icon, so one image serves as both kinds.
 */
function pixel(x: number, y: number, size: number): number[] {
  const board = size * 0.6;
  const start = (size - board) / 2;
  const cell = board / 3;
  const gap = cell * 0.12;
  const bx = x + 0.5 - start;
  const by = y + 0.5 - start;
  if (bx < 0 || by < 0 || bx >= board || by >= board) return BACKGROUND;
  const col = Math.floor(bx / cell);
  const row = Math.floor(by / cell);
  const inner = (v: number) => v - gap >= 0 && v + gap < cell;
  if (!inner(bx - col * cell) || !inner(by - row * cell)) return BACKGROUND;
  return LIT_CELLS.has(row * 3 + col) ? LIT : DARK;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The icon as a PNG file: 8-bit RGB, one filter byte (none) before each row. */
export function iconPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set(pixel(x, y, size), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const ICON_SIZES = [192, 512] as const;

/** Writes the app's icons into the build, where the web app manifest names them. */
export function appIcons(): Plugin {
  return {
    name: 'app-icons',
    apply: 'build',
    generateBundle() {
      for (const size of ICON_SIZES) {
        this.emitFile({ type: 'asset', fileName: `icon-${size}.png`, source: iconPng(size) });
      }
    },
  };
}
