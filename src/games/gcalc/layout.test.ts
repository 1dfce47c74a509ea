import { describe, expect, it } from 'vitest';
import { lam, lr, v } from './build.ts';
import { DEFAULT_SETTINGS } from './eval.ts';
import { move, refFromKey, refKey } from './layout.ts';
import { svgMarkup } from './picture.ts';
import { draw } from './visible.ts';
import type { CellRef } from './workspace.ts';

describe('the keyboard cursor', () => {
  const at = (key: string) => refFromKey(key) as CellRef;
  const go = (key: string, ...dirs: Parameters<typeof move>[1][]) =>
    refKey(dirs.reduce((r, d) => move(r, d), at(key)));
  it('moves inside a panel and stops at its top and bottom', () => {
    expect(go('main', 'up')).toBe('op:top');
    expect(go('op:top', 'up')).toBe('op:top');
    expect(go('store:0', 'down', 'right')).toBe('store:6');
    expect(go('store:35', 'down')).toBe('store:35');
  });
  it('crosses into the next panel at the row of the same height', () => {
    expect(go('main', 'right', 'right')).toBe('store:20');
    expect(go('store:0', 'left')).toBe('op:func');
    expect(go('op:back', 'left')).toBe('colour:black');
    expect(go('colour:magenta', 'right')).toBe('op:arg');
    expect(go('colour:transparent', 'left')).toBe('colour:transparent');
    expect(go('store:4', 'right')).toBe('store:4');
  });
  it('names every cell by a key that reads back', () => {
    for (const k of ['main', 'op:front', 'colour:dk-cyan', 'store:39'])
      expect(refKey(at(k))).toBe(k);
    expect(refFromKey('nonsense')).toBe(null);
  });
});

describe('drawing', () => {
  it('draws a cube as three faces, leaves transparent out, and a λ as its body plus a circle', () => {
    expect(draw('red', DEFAULT_SETTINGS, 168)).toHaveLength(1);
    expect(draw('transparent', DEFAULT_SETTINGS, 168)).toHaveLength(0);
    expect(draw(lr('red', 'blue'), DEFAULT_SETTINGS, 168).map((s) => s.colour)).toEqual([
      'blue',
      'red',
    ]);
    const shapes = draw(lam('red', lr(v('red'), 'blue')), DEFAULT_SETTINGS, 168);
    expect(shapes.map((s) => s.kind)).toEqual(['cube', 'cube', 'circle']);
  });
  it('exports a standalone SVG with the name', () => {
    const svg = svgMarkup(lr('red', 'blue'), 'a<b', DEFAULT_SETTINGS, 600);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="600"')).toBe(true);
    expect(svg.match(/<polygon /g)).toHaveLength(6);
    expect(svg).toContain('rgb(255,0,0)');
    expect(svg).toContain('a&lt;b');
  });
});
