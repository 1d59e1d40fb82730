// Browser journeys through the public site against a fresh local stack: countdown, subscribing (and refusing a bad
// phone without storing anything), the other public pages, accessibility, and the mobile drawer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { scanTable, startTestStack, type TestStack } from '../infra/local/testing';
import { axeViolations, checkPage, launchBrowser } from './browser';

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

async function openPage(
  path: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${stack.urls.app}${path}`);
  return { context, page };
}

// Subscriber items only: a subscriber's deliveries (welcome messages) are kept under the same key.
const subscribers = async () =>
  (await scanTable(stack)).filter((i) => String(i.pk).startsWith('SUB#') && i.sk === 'SUBSCRIBER');

describe('public site', () => {
  it('says the Act is in effect and subscribes with email and phone', async () => {
    const { context, page } = await openPage('/');
    await page
      .getByRole('heading', { name: 'Stay informed on Australian aged care policy changes' })
      .waitFor();
    await page.getByRole('heading', { name: 'In effect since 1 November 2025' }).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    await page
      .getByText(/has been in effect since 1 November 2025/)
      .first()
      .waitFor();

    await page.getByLabel('Email Address').fill('Manager@SunriseCare.org.au');
    await page.getByLabel(/Phone Number/).fill('0412 345 678');
    await page.getByRole('button', { name: 'Get Policy Alerts' }).click();

    await page.getByText('Get Personalised Policy Insights').waitFor();
    await page.getByText('Try More Features').waitFor();
    await page.getByText('Subscription Successful').waitFor();
    await checkPage(page, 'public-subscribed');
    const link = page.getByRole('link', { name: 'Complete Business Profile' });
    const saved = await subscribers();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      email: 'manager@sunrisecare.org.au',
      phone: '+61412345678',
      emailEnabled: true,
      smsEnabled: true,
      consent: true,
    });
    expect(await link.getAttribute('href')).toBe(`/business-profile/${String(saved[0]?.id)}`);
    await context.close();
  });

  it('scrolls as a site does: to #subscribe from another page, to the top of a new page, back on Back', async () => {
    const { context, page } = await openPage('/pro', { width: 375, height: 700 });
    await page.getByRole('link', { name: 'Get Started Free' }).first().click();
    await page.waitForURL(/\/#subscribe$/);
    const form = page.getByRole('form', { name: 'Subscribe to policy alerts' });
    await form.waitFor();
    await page.waitForFunction(() => {
      // Just below the sticky header (the page's scroll padding).
      const top = document.getElementById('subscribe')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 120;
    });
    const atSubscribe = await page.evaluate(() => window.scrollY);
    expect(atSubscribe).toBeGreaterThan(300);

    // A link in the footer opens its page at the top.
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await privacy.scrollIntoViewIfNeeded();
    const whereLeft = await page.evaluate(() => window.scrollY);
    expect(whereLeft).toBeGreaterThan(atSubscribe);
    await privacy.click();
    await page.waitForURL(/\/privacy$/);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Back returns to where the reader was when they left.
    await page.goBack();
    await page.waitForURL(/\/#subscribe$/);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, whereLeft);
    await context.close();
  });

  it('refuses an invalid phone with its message and stores nothing', async () => {
    const before = (await subscribers()).length;
    const { context, page } = await openPage('/');
    await page.getByLabel(/Phone Number/).fill('12345');
    await page.getByRole('button', { name: 'Get Policy Alerts' }).click();
    await page.getByText('Please enter a valid Australian phone number').waitFor();
    await checkPage(page, 'public-invalid-phone');
    expect(await page.getByText('Get Personalised Policy Insights').count()).toBe(0);
    expect((await subscribers()).length).toBe(before);
    await context.close();
  });

  it.each([
    ['/pro', 'Upgrade to PRO'],
    ['/coming-soon', 'Join Waitlist'],
    ['/welcome', 'The episode is being produced and is not available yet'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/no-such-page', '404 Page Not Found'],
  ])('renders %s', async (path, text) => {
    const { context, page } = await openPage(path);
    await page.getByText(text).first().waitFor();
    await context.close();
  });

  it('joins the waitlist for real', async () => {
    const { context, page } = await openPage('/coming-soon');
    await page.getByLabel(/email/i).fill('owner@provider.org.au');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await page
      .getByText(/on the list|You're on|joined/i)
      .first()
      .waitFor();
    const items = (await scanTable(stack)).filter((i) => String(i.pk).startsWith('WAITLIST#'));
    expect(items.map((i) => i.email)).toEqual(['owner@provider.org.au']);
    await context.close();
  });

  it.each(['/', '/pro', '/coming-soon', '/welcome', '/privacy', '/terms', '/missing'])(
    'has no accessibility violations on %s',
    async (path) => {
      const { context, page } = await openPage(path);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('unsubscribes from an email link on a phone, says so when the link is opened again, and welcomes the person back', async () => {
    const email = 'leaving@bluegumcare.org.au';
    const { context, page } = await openPage('/', { width: 375, height: 812 });
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Get Policy Alerts' }).click();
    await page.getByText('Subscription Successful').waitFor();
    // The link in the confirmation email.
    const welcome = (await scanTable(stack)).find(
      (i) => String(i.pk).startsWith('OUTBOX#') && i.to === email && i.channel === 'email',
    );
    const link = /https?:\/\/\S+\/api\/unsubscribe\?token=[\w.-]+/.exec(String(welcome?.text))?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Unsubscribe from policy alerts' }).waitFor();
    await checkPage(page, 'unsubscribe-confirm-375');
    await page.getByRole('button', { name: 'Unsubscribe from email alerts' }).click();
    await page.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();
    await checkPage(page, 'unsubscribe-done-375');
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'You are already unsubscribed' }).waitFor();
    await checkPage(page, 'unsubscribe-already-375');
    // The way back is a real link to the home page, where subscribing again turns the alerts on again.
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${stack.urls.app}/`);
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Get Policy Alerts' }).click();
    await page.getByText('Welcome back: your policy alerts are on again by email.').waitFor();
    expect(await page.getByText('You were already subscribed').count()).toBe(0);
    await context.close();
  });

  it('opens the navigation drawer on a 375 px wide screen', async () => {
    const { context, page } = await openPage('/', { width: 375, height: 812 });
    await page.getByRole('button', { name: /menu/i }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    for (const name of ['Overview', 'Login', 'PRO']) {
      expect(await drawer.getByRole('link', { name }).isVisible()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });
});
