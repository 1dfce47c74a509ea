import { marked } from 'marked';

/** Help pages are our own Markdown files, so their HTML is trusted. */
export function markdownToHtml(text: string): string {
  return marked.parse(text, { async: false, gfm: true });
}
