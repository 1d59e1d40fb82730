// Browser-test helpers: Debian's Chromium (see ./chromium.ts), axe checks, screenshots, and signing in as a demo account.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_ACCOUNTS } from '../infra/local/seed';

export { CHROMIUM_PATH, launchChromium as launchBrowser } from './chromium';

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Accessibility violations on the current page: of every impact, or only serious and critical ones. */
export async function axeViolations(page: Page, allImpacts = true): Promise<AxeViolationSummary[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => allImpacts || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** Signs in one of the seeded demo accounts ('admin', 'paid user') on the site and waits for the dashboard. */
export async function signInAs(page: Page, site: string, role: string): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`The seed has no ${role} account`);
  await page.goto(`${site}/auth`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Closes the toasts (a toast that is still sliding in is half transparent, which axe reads as low contrast). */
export async function dismissToasts(page: Page): Promise<void> {
  for (const button of await page.locator('[data-sonner-toast] [data-close-button]').all())
    await button.click({ force: true }).catch(() => undefined);
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * Checks the page as it stands: no axe violation of any impact, and no wider than the viewport. With SCREENSHOT_DIR set, keeps
 * a screenshot of it under that name.
 */
export async function checkPage(
  page: Page,
  name: string,
  options: { allImpacts?: boolean } = { allImpacts: true },
): Promise<void> {
  if (await page.locator('[data-sonner-toast]').count()) await dismissToasts(page);
  // A menu or tooltip still fading in has text at part opacity, which axe reads as too little contrast: the page is
  // checked once its finite animations have ended (never waiting more than two seconds).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  expect(await axeViolations(page, options.allImpacts ?? true), name).toEqual([]);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${name} is wider than the viewport`).toBeLessThanOrEqual(client);
  const shots = process.env.SCREENSHOT_DIR;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  }
}

/** Calls the API from the page with the signed-in user's stored token, as the app does. */
export async function callFromPage(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const token = key ? localStorage.getItem(key) : null;
      const res = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, path, body },
  );
}
