import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons, ICON_SIZES } from './build/app-icons.ts';
import { inlineCss } from './build/inline-css.ts';

/** The headers bin/serve.js sends: cross-origin isolation, which SharedArrayBuffer requires. */
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * The collection installs as an app and works offline after one visit: the service worker
 * precaches every built file, the games' lazily loaded chunks and the engine worker included,
 * so a game never opened before opens offline too. Responses from its cache keep the headers
 * the server sent with them, isolation included (tests/e2e/offline.e2e.ts checks it).
 */
const offline = VitePWA({
  // Registered by a line in index.html once the page has loaded, not by a script file that
  // would hold up the first paint.
  injectRegister: 'inline',
  manifest: {
    name: 'Games',
    short_name: 'Games',
    description: 'Classic games with strong computer players.',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: '#1b1d22',
    theme_color: '#1b1d22',
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: `icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest,bin}'],
    // The Onitama engine and the solvers make some chunks large; all of them must be there.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // The first visit is served by the worker at once, so the game it opens next works offline.
    clientsClaim: true,
    // A new version waits until no tab runs the old one: an old page still loads its game chunks
    // from the old cache, which the new version would delete.
    skipWaiting: false,
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  base: './',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  worker: {
    format: 'es',
    // A worker's own modules in one chunk beside its entry, not one request each.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'worker', tags: ['$initial'] }] } },
    },
  },
  build: {
    target: 'es2022',
    // The design tokens are light-dark() pairs resolved where they are used, so the card table's
    // felt can take the dark values on a light page; transpiled for older browsers they would
    // resolve once, at the root. These browsers have light-dark() itself.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A few chunks instead of many small ones: on a phone each request costs a round trip
        // or a connection, and the first load used to fetch some 50 files of a few hundred
        // bytes (every game's info and AI names, shared with its lazily loaded rules).
        codeSplitting: {
          groups: [
            // Everything the entry imports: the shell, the console and every game's descriptor.
            // Named as Vite names the entry (tests/e2e/console-weight.e2e.ts looks for it).
            { name: 'index', tags: ['$initial'], priority: 3 },
            // What every game page loads before its game: the page, the session, the stores
            // and the engine's client, with what they share with the rules (zod included).
            {
              name: 'game-page',
              test: /src[\\/]ui[\\/](game[\\/]GamePage\.tsx|app[\\/]deps\.ts)$/,
              priority: 2,
            },
            // The board grid and the card table, shared by the games' views.
            { name: 'play-kit', test: /src[\\/](ui[\\/](board|cards)|cards)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  plugins: [appIcons(), inlineCss(), offline],
  server: { headers: isolation },
  preview: { headers: isolation },
});
