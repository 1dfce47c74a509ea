import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import optimise, { init } from '@jsquash/oxipng/optimise.js';
import UPNG from 'upng-js';

/** Colours kept: the pages are flat panels, cards and boards, so a palette loses next to nothing. */
const PALETTE = 256;
/** oxipng's level: 3 takes four times as long for 1% less. */
const OXIPNG_LEVEL = 2;

let ready: Promise<unknown> | undefined;

/** oxipng's WebAssembly, read from its package: Node cannot fetch the file URL its loader uses. */
function loadOxipng(): Promise<unknown> {
  const wasm = import.meta.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm');
  ready ??= init(readFileSync(fileURLToPath(wasm)));
  return ready;
}

/**
 * A screenshot made small enough to commit: its colours reduced to a palette (upng-js, pure
 * JavaScript), then recompressed losslessly by oxipng (WebAssembly). Both are deterministic, so
 * the same page gives the same bytes.
 */
export async function shrinkPng(png: Uint8Array): Promise<Uint8Array> {
  // A copy, so the decoder gets an ArrayBuffer of exactly the file.
  const image = UPNG.decode(new Uint8Array(png).buffer);
  const [rgba] = UPNG.toRGBA8(image);
  if (!rgba) throw new Error('the screenshot has no frame');
  const paletted = UPNG.encode([rgba], image.width, image.height, PALETTE);
  await loadOxipng();
  return new Uint8Array(await optimise(paletted, { level: OXIPNG_LEVEL }));
}
