/**
 * The one Chromium launcher of the end-to-end journeys (tests/e2e) and the typing benchmark (bench):
 * Debian's Chromium (or CHROME_PATH), headless, with the flags below plus the caller's.
 */
import { chromium, type Browser } from 'playwright-core';

export interface LaunchOptions {
  /** Flags added after the common ones. */
  args?: string[];
  /** The browser's environment (default: this process's). */
  env?: Record<string, string | undefined>;
}

/** Where the browser is: CHROME_PATH, or Debian's Chromium. */
export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchChromium({ args = [], env }: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...args,
    ],
    // Playwright starts every browser with a fresh, empty user-data dir of its own.
    ...(env ? { env } : {}),
  });
}
