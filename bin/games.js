#!/usr/bin/env node
// `games` runs the CLI built to JavaScript in dist-cli/ (scripts/build-cli.mjs: `npm run build:cli`,
// which npm ci's prepare step runs), so it starts without compiling TypeScript. Where there is no
// build, or a source it was built from has changed since, it runs the sources through tsx instead
// and says so in one line; GAMES_CLI=src runs the sources without a word.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** Why the build cannot be run, or undefined when it can (a few milliseconds of stat calls). */
function unbuilt() {
  let build;
  try {
    build = JSON.parse(readFileSync(`${root}dist-cli/inputs.json`, 'utf8'));
  } catch {
    return 'there is no build in dist-cli/';
  }
  for (const input of build.inputs) {
    const stat = statSync(root + input, { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs > build.started) return `${input} changed since the last build`;
  }
  return undefined;
}

const why = process.env.GAMES_CLI === 'src' ? 'GAMES_CLI=src' : unbuilt();
let main;
if (why === undefined) {
  ({ main } = await import('../dist-cli/cli.main.js'));
} else {
  if (process.env.GAMES_CLI !== 'src') {
    console.error(`games: running the sources through tsx: ${why} (npm run build:cli)`);
  }
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv);
