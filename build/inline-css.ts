import type { Plugin } from 'vite';

/** A `<link rel="stylesheet">` that Vite wrote into index.html for a built stylesheet. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\.\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Puts the stylesheets index.html links into index.html itself. A linked stylesheet blocks the
 * first paint until it arrives, a round trip after the page; inlined, it comes with the page (a
 * few kilobytes once compressed). The stylesheets of lazily loaded chunks stay files of their
 * own, loaded with their chunks.
 */
export function inlineCss(): Plugin {
  return {
    name: 'games:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          return `<style>${String(asset.source).trim()}</style>`;
        });
      },
    },
  };
}
