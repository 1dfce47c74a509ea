// Builds the `games` command to JavaScript in dist-cli/, so that it starts without compiling
// TypeScript at each run (bin/games.js runs it; `npm run build:cli`, and npm ci's prepare step).
//
// One esbuild bundle of src/cli/main.ts, split so that each game's code stays in chunks of its
// own that load only when a command needs them, as they do from the sources. Every file lands
// flat in dist-cli/, so that a URL relative to `import.meta.url` means the same folder from
// whichever chunk a module ends up in. Such URLs are rewritten as the sources are read:
//   - a module (a worker thread's entry, or a task a thread imports: pool.ts's ThreadTask) becomes
//     an entry of the build of its own, `new URL('./cli.match-thread.js', import.meta.url)`;
//   - a data file (Connect 4's book, a sample) is read where it lies in the sources,
//     `new URL('../src/games/connect4/solver/book.bin', import.meta.url)`.
// Packages stay imports of node_modules. The build also writes dist-cli/inputs.json, the source
// files it read, which bin/games.js checks to run the sources instead of a build older than them.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = resolve(root, 'dist-cli');
const MAIN = 'src/cli/main.ts';

/** The name of a module's own output file: its path from src/ (or the root), dots for slashes. */
const entryName = (file) =>
  relative(root, file)
    .replace(/^src\//, '')
    .slice(0, -extname(file).length)
    .replaceAll('/', '.');

const CODE = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs']);
const URL_OF_FILE = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

const BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** The modules found behind `new URL(…)`: entries the next round builds. */
const wanted = new Map([['cli.main', resolve(root, MAIN)]]);

const importMetaUrl = {
  name: 'import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, async ({ path }) => {
      if (path.includes('/node_modules/')) return undefined;
      const source = await readFile(path, 'utf8');
      const all = source.match(/new URL\([^)]*import\.meta\.url/g)?.length ?? 0;
      const rewritable = source.match(URL_OF_FILE)?.length ?? 0;
      if (all !== rewritable) {
        throw new Error(
          `${relative(root, path)}: a URL from import.meta.url not of the form new URL('./file', import.meta.url)`,
        );
      }
      const contents = source.replace(URL_OF_FILE, (_, _quote, spec) => {
        const target = resolve(dirname(path), spec);
        if (!CODE.has(extname(target))) {
          const data = relative(outdir, target);
          return `new URL(${JSON.stringify(data)}, import.meta.url)`;
        }
        const name = entryName(target);
        wanted.set(name, target);
        return `new URL(${JSON.stringify(`./${name}.js`)}, import.meta.url)`;
      });
      const loader = extname(path) === '.tsx' ? 'tsx' : extname(path) === '.mjs' ? 'js' : 'ts';
      return { contents, loader };
    });
  },
};

/** Vite's `./help.md?raw`: the file's text. */
const raw = {
  name: 'raw',
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, ({ path, resolveDir }) => ({
      path: resolve(resolveDir, path.slice(0, -'?raw'.length)),
      namespace: 'raw',
    }));
    b.onLoad({ filter: /.*/, namespace: 'raw' }, async ({ path }) => ({
      contents: await readFile(path, 'utf8'),
      loader: 'text',
    }));
  },
};

/** Builds until every module a URL names is an entry too (a new entry may name more). */
async function buildAll() {
  for (;;) {
    const entries = [...wanted];
    await rm(outdir, { recursive: true, force: true });
    const result = await build({
      absWorkingDir: root,
      entryPoints: entries.map(([out, file]) => ({ in: file, out })),
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Packages are bundled too (a module less to find and load each, commander's CommonJS
      // given a require), but for tsx, which only a thread running TypeScript loads.
      external: ['tsx', 'tsx/*'],
      banner: { js: BANNER },
      chunkNames: 'chunk-[hash]',
      sourcemap: true,
      metafile: true,
      logLevel: 'warning',
      plugins: [importMetaUrl, raw],
    });
    if (wanted.size === entries.length) return result;
  }
}

const started = Date.now();
const { metafile } = await buildAll();
const inputs = Object.keys(metafile.inputs)
  .map((input) => input.replace(/^raw:/, ''))
  .map((input) => relative(root, resolve(root, input)))
  .filter((input) => !input.startsWith('node_modules/'))
  .sort();
// A source changed after `started` may not be in the build: bin/games.js compares with it.
await writeFile(resolve(outdir, 'inputs.json'), `${JSON.stringify({ started, inputs })}\n`);
const files = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js')).length;
console.log(
  `dist-cli/: ${files} files from ${inputs.length} sources, ${wanted.size} entries, in ${Date.now() - started} ms`,
);
