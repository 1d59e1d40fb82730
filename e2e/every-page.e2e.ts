// Every page of the app, as a visitor and as a signed-in administrator, at 1280 and 375 px: no accessibility
// violation of any impact (axe), and no page wider than the viewport. Also with the user menu and a tooltip open,
// which render outside the page's landmarks unless they are put inside one. SCREENSHOT_DIR=<dir> keeps screenshots.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestStack, type TestStack } from '../infra/local/testing';
import { ensureBaseline } from '../infra/local/monitor';
import { seed } from '../infra/local/seed';
import { axeViolations, callFromPage, checkPage, launchBrowser, signInAs } from './browser';

let stack: TestStack;
let browser: Browser;
let site: string;

beforeAll(async () => {
  stack = await startTestStack();
  await seed(stack);
  // Updates in the feed, so that its cards are checked too.
  const baseline = await ensureBaseline(stack);
  if (baseline?.status !== 'SUCCEEDED') throw new Error('The baseline run did not succeed');
  browser = await launchBrowser();
  site = stack.urls.app;
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 740 },
] as const;

const PUBLIC_PAGES = [
  '/',
  '/pro',
  '/auth',
  '/policy-assessment',
  '/welcome',
  '/coming-soon',
  '/privacy',
  '/terms',
  '/help',
  '/contact',
  '/no-such-page',
];

/** An API call from the signed-in page that must succeed. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const res = await callFromPage(page, method, path, body);
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return JSON.parse(res.text) as T;
}

const POLICY = [
  '# Complaints Policy',
  '',
  '## Responding',
  '',
  'The Care Manager acknowledges every complaint within 2 business days.',
  '',
  'The Care Manager resolves most complaints within 10 business days.',
  '',
  'Complaints that are not resolved within 30 days are referred to the General Manager.',
  '',
  'People can contact the Aged Care Quality and Safety Commission on 1800 951 822 at any time.',
  '',
  '## Records',
  '',
  'Every complaint is recorded in the complaints register.',
  '',
  'Complaint records are kept for 7 years.',
  '',
  'The Quality Coordinator reports complaint trends to the Board every quarter.',
].join('\n');

/** A policy, a training module, an assessment and the business profile, so every detail page has something. */
async function makeAccountData(page: Page): Promise<string[]> {
  const category = await api<{ id: string }>(page, 'POST', '/api/policy-categories', {
    name: 'Governance',
    description: null,
    parentId: null,
  });
  const policy = await api<{ id: string }>(page, 'POST', '/api/policies', {
    title: 'Complaints Policy',
    content: POLICY,
    categoryId: category.id,
    isPublished: true,
  });
  const module = await api<{ id: string }>(page, 'POST', '/api/training/modules/generate', {
    policyId: policy.id,
    title: 'Complaints basics',
    numQuestions: 5,
  });
  const jobId = randomUUID();
  await api(page, 'POST', '/api/assessments', { jobId, policyId: policy.id });
  const profile = await api<{ id: string }>(page, 'GET', '/api/business-profile');
  // A message in the admin page's outbox, whose body scrolls.
  await api(page, 'POST', '/api/admin/test-email', {
    email: 'manager@sunrisecare.org.au',
    subject: 'Test email',
    message: Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of a long test message.`).join('\n'),
  });
  return [
    '/dashboard',
    '/feed',
    '/my-policies',
    `/my-policies?policy=${policy.id}`,
    '/assessments',
    `/assessments/${jobId}`,
    '/assessments/coverage',
    '/training',
    `/training/${module.id}`,
    '/business-profile',
    `/business-profile/${profile.id}`,
    '/admin',
    '/account',
  ];
}

/** Waits until the page has shown its content: no spinner or skeleton left. */
async function settled(page: Page): Promise<void> {
  await page.locator('main, [role="main"]').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], [data-slot="skeleton"], .animate-pulse'),
    undefined,
    { timeout: 15_000 },
  );
}

/** Checks the page, keeping the failure so that one run reports every page that fails. */
async function check(page: Page, name: string, failures: string[]): Promise<void> {
  try {
    await checkPage(page, name, { allImpacts: true });
  } catch (error) {
    const found = await axeViolations(page, true);
    failures.push(
      `${name}: ${error instanceof Error ? error.message : String(error)} ${JSON.stringify(found)}`,
    );
  }
}

const slug = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

describe('every page', () => {
  for (const viewport of VIEWPORTS) {
    it(`has no accessibility violation and fits ${viewport.name} px, for a visitor`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const failures: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${site}${path}`);
        await settled(page);
        await check(page, `every-${slug(path)}-${viewport.name}`, failures);
      }
      expect(failures).toEqual([]);
      await context.close();
    });
  }

  it('has no accessibility violation and fits 1280 and 375 px, signed in, with menus and tooltips open', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[0] });
    const page = await context.newPage();
    await signInAs(page, site, 'admin');
    const pages = await makeAccountData(page);
    const failures: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const path of pages) {
        await page.goto(`${site}${path}`);
        await settled(page);
        await check(page, `every-${slug(path)}-${viewport.name}`, failures);
      }
      // The admin page's other tabs (the outbox's message bodies scroll).
      await page.goto(`${site}/admin`);
      await settled(page);
      for (const tab of ['Email Testing', 'Monitoring', 'Outbox']) {
        await page.getByRole('tab', { name: tab }).click();
        await settled(page);
        if (tab === 'Outbox') await page.getByText('Test email').first().waitFor();
        await check(page, `every-admin-${slug(tab)}-${viewport.name}`, failures);
      }
      // The user menu, open.
      await page.goto(`${site}/dashboard`);
      await settled(page);
      // Under 1024 px the user menu is in the navigation drawer.
      const trigger = page.locator('button[aria-haspopup="menu"]:visible').first();
      if (!(await trigger.count()))
        await page.getByRole('button', { name: /open (navigation|menu)/i }).click();
      await page.locator('button[aria-haspopup="menu"]:visible').first().click();
      await page.getByRole('menu').waitFor();
      await check(page, `every-user-menu-${viewport.name}`, failures);
      await page.keyboard.press('Escape');
      // A tooltip, shown.
      await page.goto(`${site}/feed`);
      await settled(page);
      await page.getByRole('button', { name: /Refresh/ }).focus();
      await page.getByRole('tooltip').waitFor();
      await check(page, `every-feed-tooltip-${viewport.name}`, failures);
    }
    // On a phone a toast does not cover the page's heading (nor, under it, the start of the page).
    await page.setViewportSize(VIEWPORTS[1]);
    await page.goto(`${site}/feed`);
    await settled(page);
    await page.getByRole('button', { name: 'Generate Test Update (Admin)' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    const [toastBox, headingBox] = [
      await toast.boundingBox(),
      await page.locator('h1').first().boundingBox(),
    ];
    expect(toastBox && headingBox).toBeTruthy();
    if (toastBox && headingBox) expect(toastBox.y).toBeGreaterThan(headingBox.y + headingBox.height + 200);
    expect(pages.length).toBeGreaterThan(10);
    expect(failures).toEqual([]);
    await context.close();
  });
});
