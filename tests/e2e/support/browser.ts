import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

// Flags that work headless on these machines (env notes): no sandbox as root, no background
// networking (the closed network refuses it). The journeys and the browser benchmarks use them.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 900 };

/** Saves a screenshot under tests/e2e/artifacts (ignored by git) for a person to look at. */
export async function snap(page: Page, name: string) {
  const dir = path.resolve('tests/e2e/artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
