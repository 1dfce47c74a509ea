import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { svgTextContrast } from './svg-contrast.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe's violations on the page as it is, one line each: rule, impact and where; `color-contrast`
 * is always among the rules run. axe does not judge text drawn in SVG, so the boards' text is
 * checked by svgTextContrast too.
 */
export async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: { rules: Record<string, { enabled: boolean }> },
        ): Promise<{
          violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
        }>;
      };
    };
    const result = await axe.run(document, { rules: { 'color-contrast': { enabled: true } } });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  return [...found, ...(await svgTextContrast(page))];
}
