// The monitoring journey in the browser, on a fresh local stack whose sources are the offline fixture sites (their
// baseline recorded as `npm start` does on a first start): the feed shows the month before monitoring began, marked
// so; an admin runs monitoring from /admin, the updates it finds appear in /feed newest first and in the dashboard's
// Recent Activity; a source that cannot be read shows its reason on /admin and a quiet line on /feed; a provider who
// is not an admin sees no test button, and the server refuses the admin call. Checked with axe at 1280 and 375 px;
// SCREENSHOT_DIR=<dir> keeps screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestStack, type TestStack } from '../infra/local/testing';
import { ensureBaseline } from '../infra/local/monitor';
import { seed } from '../infra/local/seed';
import { callFromPage, checkPage, launchBrowser, signInAs } from './browser';

let stack: TestStack;
let browser: Browser;
let site: string;

beforeAll(async () => {
  stack = await startTestStack();
  await seed(stack);
  const baseline = await ensureBaseline(stack);
  if (baseline?.status !== 'SUCCEEDED') throw new Error('The baseline run did not succeed');
  browser = await launchBrowser();
  site = stack.urls.app;
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const signIn = (page: Page, role: string) => signInAs(page, site, role);

describe('policy monitoring', () => {
  it('an admin runs monitoring; the feed and the dashboard show the new updates, newest first', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin');

    // Before the run: only what the first check found from the month before (none when the fixtures are older),
    // each marked as from before monitoring began.
    await page.goto(`${site}/feed`);
    await page.getByRole('button', { name: /Refresh/ }).waitFor();
    await page.locator('ol[aria-label="Policy updates"], :text("No updates yet")').first().waitFor();
    const before = page.getByRole('list', { name: 'Policy updates' }).getByRole('listitem');
    const beforeCount = await before.count();
    expect(await page.getByText('From before you subscribed').count()).toBe(beforeCount);
    if (beforeCount) await checkPage(page, 'feed-before-monitoring-1280');

    await page.goto(`${site}/admin`);
    await page.getByRole('tab', { name: 'Monitoring' }).click();
    await page.getByRole('button', { name: 'Run monitoring now' }).click();
    await page.getByText('Monitoring run started').first().waitFor();
    await page.getByText('Succeeded').first().waitFor({ timeout: 30_000 });
    expect(await page.getByText('Federal Register of Legislation').first().isVisible()).toBe(true);
    // The run's toasts are closed first: one still sliding in is half transparent, which axe reads as low contrast.
    await checkPage(page, 'admin-monitoring-run-1280');

    await page.goto(`${site}/feed`);
    const timeline = page.getByRole('list', { name: 'Policy updates' });
    await timeline.getByRole('listitem').first().waitFor();
    const titles = await timeline.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.length).toBeGreaterThan(beforeCount + 2);
    expect(titles).toContain('Star Ratings update for December 2026');
    const times = await timeline
      .locator('time')
      .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute('datetime') ?? '')));
    expect(times.length).toBe(titles.length);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const source = page.getByRole('link', { name: /View Source/ }).first();
    expect(await source.getAttribute('target')).toBe('_blank');
    await checkPage(page, 'feed-after-monitoring-1280');

    await page.goto(`${site}/dashboard`);
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await page.getByText(titles[0] ?? '', { exact: true }).waitFor();
    expect(await page.getByText(/^New policy update from /).count()).toBe(Math.min(5, titles.length));
    await context.close();
  });

  it('says on /admin why a source failed, and quietly on /feed that it could not be checked today', async () => {
    stack.fixtures?.setFaults({ 'services-australia': 'truncated' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto(`${site}/admin`);
    await page.getByRole('tab', { name: 'Monitoring' }).click();
    await page.getByRole('button', { name: 'Run monitoring now' }).click();
    await page
      .getByText(/cut off before its end/)
      .first()
      .waitFor({ timeout: 30_000 });
    await checkPage(page, 'admin-monitoring-fault-1280');

    await page.goto(`${site}/feed`);
    const quiet = page.getByRole('list', { name: 'Sources not checked today' });
    await quiet
      .getByText('Services Australia could not be checked today; we will try again tomorrow')
      .waitFor();
    await checkPage(page, 'feed-unchecked-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await checkPage(page, 'feed-unchecked-375');
    await page.goto(`${site}/admin`);
    await page.getByRole('tab', { name: 'Monitoring' }).click();
    await page
      .getByText(/cut off before its end/)
      .first()
      .waitFor();
    await checkPage(page, 'admin-monitoring-fault-375');

    // The source recovers: the line goes.
    stack.fixtures?.setFaults({});
    await page.getByRole('button', { name: 'Run monitoring now' }).click();
    await page.getByText('Monitoring run started').first().waitFor();
    await page.goto(`${site}/feed`);
    await page.getByRole('button', { name: /Refresh/ }).waitFor();
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('button', { name: /Refresh/ }).waitFor();
          return page.getByRole('list', { name: 'Sources not checked today' }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(0);
    await context.close();
  });

  it('shows a provider who is not an admin no test button, and the server refuses the admin call', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'paid user');
    await page.goto(`${site}/feed`);
    await page.getByRole('button', { name: /Refresh/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Generate Test Update (Admin)' }).count()).toBe(0);
    const { status } = await callFromPage(page, 'POST', '/api/test-policy-update', {});
    expect(status).toBe(403);
    await context.close();
  });
});
