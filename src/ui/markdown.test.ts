import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown.ts';

describe('help pages', () => {
  it('let the keyboard reach a code block, which may scroll sideways', () => {
    const html = markdownToHtml('Try:\n\n```\nnpx games list\n```\n');
    expect(html).toContain('<pre tabindex="0"><code>npx games list');
  });
});
