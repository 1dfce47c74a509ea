import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findDescriptor, findGame, listed, registry } from './registry.ts';

/** A game's folder is one with a descriptor (index.ts). */
const folders = readdirSync(new URL('.', import.meta.url)).filter((name) =>
  existsSync(new URL(`./${name}/index.ts`, import.meta.url)),
);

describe('registry', () => {
  it('registers every game folder once, under its folder name', () => {
    const ids = registry.map((d) => d.info.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const folder of folders) expect(ids, `src/games/${folder}`).toContain(folder);
  });

  it('lists the games the console shows, without the test games', () => {
    expect(listed().map((d) => d.info.id)).toEqual(
      registry.filter((d) => d.listed !== false).map((d) => d.info.id),
    );
  });

  it('gives every listed game a one-line tagline for its console tile', () => {
    for (const d of listed()) {
      expect(d.tagline?.trim(), d.info.id).toBeTruthy();
      expect(d.tagline, d.info.id).not.toMatch(/\n/);
      expect(d.tagline?.length ?? 0, d.info.id).toBeLessThanOrEqual(70);
    }
  });

  it('finds a game by id, and names the known games when asked for an unknown one', () => {
    expect(findGame('connect4').info.title).toBe('Connect 4');
    const known = listed()
      .map((d) => d.info.id)
      .join(', ');
    expect(() => findDescriptor('chess')).toThrow(`no game "chess" (known: ${known})`);
    expect(() => findDescriptor('constructor')).toThrow('no game "constructor"');
  });

  it('loads each game rules whose id is the one registered', async () => {
    for (const d of registry) {
      if (d.kind !== 'game') continue;
      expect((await d.rules()).id).toBe(d.info.id);
      expect((await d.engine()).rules.id).toBe(d.info.id);
    }
  });
});
