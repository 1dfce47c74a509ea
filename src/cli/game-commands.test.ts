import { existsSync, readdirSync } from 'node:fs';
import { expect, test } from 'vitest';
import { gameCommands } from './game-commands.ts';

test('every game folder with a cli.ts is in the list, and only those', () => {
  const games = new URL('../games/', import.meta.url);
  const withCli = readdirSync(games, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((id) => existsSync(new URL(`${id}/cli.ts`, games)));
  expect(Object.keys(gameCommands).sort()).toEqual(withCli.sort());
});
