import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchBrowser } from './launch.ts';

export interface BrowserTest {
  /** The current test's page, in a context of its own (so a fresh, empty IndexedDB). */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Uncaught exceptions and unhandled rejections the page reported during the current test. */
  readonly errors: readonly Error[];
  /** The served app's address, e.g. `http://127.0.0.1:40123`. */
  readonly baseUrl: string;
  /** Loads the app at `hash` (`#/`, `#/lights-out?seed=1`). */
  goto(hash: string): Promise<void>;
  /**
   * Opens the app at `hash` in a page of a phone's size with a touch screen, in a context of
   * its own that closes after the test; its errors count as the test page's.
   */
  phone(hash: string): Promise<Page>;
  /** Fails the test when the page threw. */
  expectNoPageErrors(): void;
}

/**
 * Registers the hooks for one spec file: one browser for the file, a new context and page for
 * every test, and the page's errors collected so each test can assert there were none.
 */
export function useBrowser(): BrowserTest {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: Error[] = [];
  let phones: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    errors = [];
    context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    // Well under the test timeout, so a stuck wait reports what it was waiting for.
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    const seen = errors;
    page.on('pageerror', (e) => seen.push(e));
  });
  afterEach(async () => {
    for (const phone of phones) await phone.close();
    phones = [];
    await context?.close();
    context = undefined;
    page = undefined;
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`no ${what}: use it inside a test`);
    return value;
  };

  return {
    get page() {
      return need(page, 'page');
    },
    get context() {
      return need(context, 'browser context');
    },
    get errors() {
      return errors;
    },
    baseUrl,
    async goto(hash) {
      await need(page, 'page').goto(`${baseUrl}/${hash}`);
    },
    async phone(hash) {
      const phone = await need(browser, 'browser').newContext({
        viewport: { width: 390, height: 800 },
        hasTouch: true,
      });
      phones.push(phone);
      phone.setDefaultTimeout(10_000);
      const page = await phone.newPage();
      const seen = errors;
      page.on('pageerror', (e) => seen.push(e));
      await page.goto(`${baseUrl}/${hash}`);
      return page;
    },
    expectNoPageErrors() {
      expect(errors.map((e) => e.stack ?? e.message)).toEqual([]);
    },
  };
}
