// The public pages a newcomer meets, as a phone sees them: Lighthouse's accessibility audit scores 100 on "/",
// "/pro" and "/auth", and the landing page downloads at most 120 KiB of JavaScript (compressed, as served) before
// someone can use it. Lighthouse's performance score depends on the machine's load, so `npm run bench lighthouse`
// prints it instead of a test asserting it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestStack, type TestStack } from '../infra/local/testing';
import { ACCESSIBILITY_TARGET, auditPages, LIGHTHOUSE_PAGES } from '../bench/lighthouse';
import { launchBrowser } from './browser';

const LANDING_JS_BUDGET_KIB = 120;

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('public pages on a phone', () => {
  it('score 100 for accessibility in Lighthouse on /, /pro and /auth', async () => {
    const audits = await auditPages(stack.urls.app, LIGHTHOUSE_PAGES, ['accessibility']);
    expect(audits.map((a) => a.path)).toEqual([...LIGHTHOUSE_PAGES]);
    for (const audit of audits) {
      const failed = audit.failures.map((f) => `${f.title} (${f.items.join('; ')})`);
      expect({ path: audit.path, score: audit.scores.accessibility, failed }).toEqual({
        path: audit.path,
        score: ACCESSIBILITY_TARGET,
        failed: [],
      });
    }
  });

  it('downloads at most 120 KiB of JavaScript before the landing page can be used', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${stack.urls.app}/`);
    // Usable: the subscribe form is on the page. Everything fetched later (the toast outlet when the browser is
    // idle, form checks on first use) is not part of the first download.
    await page.getByRole('form', { name: 'Subscribe to policy alerts' }).waitFor();
    const scripts = await page.evaluate(() => {
      const ready = performance.now();
      return performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
        .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime < ready)
        .map((e) => ({ name: new URL(e.name).pathname, bytes: e.encodedBodySize }));
    });
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    expect(scripts.length).toBeGreaterThan(1);
    // Served compressed, as CloudFront serves it: far smaller than the files on disk.
    expect(scripts.every((s) => s.bytes > 0)).toBe(true);
    expect(
      total / 1024,
      `landing JS: ${scripts.map((s) => `${s.name} ${s.bytes}`).join(', ')}`,
    ).toBeLessThanOrEqual(LANDING_JS_BUDGET_KIB);
    expect(scripts.some((s) => /sonner|toaster/.test(s.name))).toBe(false);
    await context.close();
  });
});
