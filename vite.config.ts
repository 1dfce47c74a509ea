import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons, ICON_SIZES } from './build/app-icons.ts';

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
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // The design tokens are light-dark() pairs resolved where they are used, so the card table's
    // felt can take the dark values on a light page; transpiled for older browsers they would
    // resolve once, at the root. These browsers have light-dark() itself.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    sourcemap: true,
  },
  plugins: [appIcons(), offline],
  server: { headers: isolation },
  preview: { headers: isolation },
});
