import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The browser of the e2e tests and of bench/foundation.ts, which runs outside Vitest. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: EXECUTABLE, args: ARGS });
}
