import UPNG from 'upng-js';
import { describe, expect, it } from 'vitest';
import { shrinkPng } from '../../scripts/shrink-png.ts';

const W = 64;
const H = 48;

/** A PNG of W×H pixels whose colour `paint` gives, written without any loss. */
function png(paint: (x: number, y: number) => [number, number, number]): Uint8Array {
  const rgba = new Uint8Array(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      rgba.set([...paint(x, y), 255], (y * W + x) * 4);
    }
  }
  return new Uint8Array(UPNG.encode([rgba.buffer], W, H, 0));
}

const pixels = (file: Uint8Array) => {
  const image = UPNG.decode(new Uint8Array(file).buffer);
  return { image, rgba: new Uint8Array(UPNG.toRGBA8(image)[0] ?? new ArrayBuffer(0)) };
};

const colours = (rgba: Uint8Array) => {
  const seen = new Set<number>();
  for (let i = 0; i < rgba.length; i += 4) seen.add(new DataView(rgba.buffer).getUint32(i));
  return seen.size;
};

describe('shrinkPng (the screenshots command)', () => {
  it('keeps a picture of a few flat colours exactly, in fewer bytes', async () => {
    const panels = png((x, y) => (x < 20 ? [27, 29, 34] : y < 10 ? [255, 165, 0] : [38, 42, 49]));
    const small = await shrinkPng(panels);
    expect(pixels(small).rgba).toEqual(pixels(panels).rgba);
    expect(small.length).toBeLessThan(panels.length);
  });

  it('reduces a picture of many colours to a palette of at most 256, same size', async () => {
    const gradient = png((x, y) => [x * 4, y * 5, (x * y) % 256]);
    expect(colours(pixels(gradient).rgba)).toBeGreaterThan(256);
    const { image, rgba } = pixels(await shrinkPng(gradient));
    expect([image.width, image.height]).toEqual([W, H]);
    expect(colours(rgba)).toBeLessThanOrEqual(256);
  });
});
