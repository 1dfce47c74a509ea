import { defineConfig } from 'vite';

/** The headers bin/serve.js sends: cross-origin isolation, which SharedArrayBuffer requires. */
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  base: './',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { headers: isolation },
  preview: { headers: isolation },
});
