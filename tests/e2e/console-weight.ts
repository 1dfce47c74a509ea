import type { Page } from 'playwright-core';

/** The most JavaScript, decoded, that the console (`#/`) may load, however many games. */
export const CONSOLE_JS_CAP = 150 * 1024;

export interface Script {
  /** The path served, e.g. `/assets/registry-B2x9.js`. */
  readonly path: string;
  /** Its size as the page holds it, decompressed. */
  readonly decoded: number;
}

/**
 * Every script the console loads, from the page's own resource timing, once it has painted its
 * cards and the network has been quiet (the saves' index read, any late chunk fetched). The
 * page must be fresh: nothing cached, nothing opened before.
 */
export async function consoleScripts(page: Page, baseUrl: string): Promise<Script[]> {
  await page.goto(`${baseUrl}/#/`);
  await page.locator('main.console li.tile').first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, decoded: e.decodedBodySize })),
  );
  return scripts.sort((a, b) => b.decoded - a.decoded);
}

export const totalBytes = (scripts: readonly Script[]): number =>
  scripts.reduce((sum, s) => sum + s.decoded, 0);
