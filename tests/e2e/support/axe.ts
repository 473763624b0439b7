import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core's WCAG 2.2 A and AA rules on a page as it is now (docs/look-and-feel.md#phone-first).
const AXE_SOURCE = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'),
  'utf8',
);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * One line per violation and element; empty when none. `scriptsOff`: the page was loaded with
 * JavaScript disabled (the server's HTML alone).
 */
export async function axeViolations(page: Page, { scriptsOff = false } = {}): Promise<string[]> {
  if (scriptsOff)
    // With scripts off timers never fire, and axe waits on setTimeout between rules: run those
    // callbacks as promise jobs, which still do.
    await page.evaluate(() => {
      window.setTimeout = ((fn: () => void) => void Promise.resolve().then(fn)) as unknown as typeof setTimeout;
    });
  // Colours mid-transition (a toast sliding in) are not the colours a person reads.
  else
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
  // Evaluated through the debugging protocol, which neither the page's CSP nor disabled scripts stop.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values },
      }),
    WCAG_TAGS,
  );
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${v.help} [${n.failureSummary ?? ''}]`),
  );
}
