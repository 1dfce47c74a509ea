import { marked } from 'marked';

/**
 * Help pages are our own Markdown files, so their HTML is trusted. A code block scrolls
 * sideways on a narrow screen rather than widen the page; tabindex lets the keyboard scroll it.
 */
export function markdownToHtml(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true });
  return html.replaceAll('<pre>', '<pre tabindex="0">');
}
