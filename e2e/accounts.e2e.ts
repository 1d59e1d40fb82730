// The account journey in the browser against a fresh local stack: register, the $4.50 payment step, the local
// checkout, payment verification, sign-in, the dashboard inside the shell, sign-out and the protected-page redirect;
// plus the shell at 1280 and 375 px and accessibility of /auth, /payment-success and the shell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { scanTable, startTestStack, type TestStack } from '../infra/local/testing';
import { seed, DEMO_ACCOUNTS } from '../infra/local/seed';
import { axeViolations, callFromPage, checkPage, launchBrowser } from './browser';

let stack: TestStack;
let browser: Browser;
/** The browser uses the app URL (as printed by npm start): Stripe's return URL and the session live on that origin. */
let site: string;

beforeAll(async () => {
  stack = await startTestStack();
  await seed(stack);
  browser = await launchBrowser();
  site = stack.urls.app;
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function newPage(
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${site}/auth`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Fills in and sends the Register form on /auth (checking the filled form when `check` names a screenshot). */
async function register(
  page: Page,
  details: { firstName: string; lastName: string; email: string; password: string },
  check?: string,
): Promise<void> {
  await page.goto(`${site}/auth`);
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First Name').fill(details.firstName);
  await form.getByLabel('Last Name').fill(details.lastName);
  await form.getByLabel('Email').fill(details.email);
  await form.getByLabel('Password').fill(details.password);
  if (check) await checkPage(page, check);
  await form.getByRole('button', { name: 'Register' }).click();
}

const paidDemo = DEMO_ACCOUNTS.find((a) => a.role === 'paid user');
if (!paidDemo) throw new Error('The seed has no paid demo account');

describe('accounts and payment', () => {
  it('registers, pays through the local checkout, signs in, uses the shell and signs out', async () => {
    const { context, page } = await newPage();
    const email = 'new.provider@sunrisecare.org.au';
    await register(
      page,
      { firstName: 'Nora', lastName: 'Walsh', email: email, password: 'Sunrise-care-2025!' },
      'accounts-register-filled',
    );

    // The payment step starts the redirect on its own, to the local stand-in for Stripe Checkout.
    await page.waitForURL(/\/local-checkout\//);
    await page.getByRole('button', { name: /Pay/ }).click();

    await page.waitForURL(/\/payment-success\?session_id=/);
    await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
    const user = (await scanTable(stack)).find((i) => i.sk === 'PROFILE' && i.email === email);
    expect(user).toMatchObject({ hasPayment: true, firstName: 'Nora', lastName: 'Walsh' });
    const payments = (await scanTable(stack)).filter(
      (i) => String(i.sk).startsWith('PAYMENT#') && i.userId === user?.id,
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 450, currency: 'aud' });

    // The dashboard inside the shell.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByText('Recent Activity').first().waitFor();
    expect(await page.getByText('NW', { exact: true }).first().isVisible()).toBe(true);
    await checkPage(page, 'accounts-dashboard');

    // Sign out, then a protected page sends the visitor to /auth.
    await page.getByRole('button', { name: /Nora Walsh/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    await checkPage(page, 'accounts-user-menu');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/auth/);
    await page.goto(`${site}/feed`);
    await page.waitForURL(/\/auth/);
    await page.getByRole('form', { name: 'Login' }).waitFor();
    await checkPage(page, 'accounts-signed-out');

    // Signing in again goes straight to the dashboard: the payment is on the account.
    await login(page, email, 'Sunrise-care-2025!');
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('sends an unpaid account to the payment step and refuses it on the server', async () => {
    const { context, page } = await newPage();
    await register(page, {
      firstName: 'Una',
      lastName: 'Paid',
      email: 'unpaid@sunrisecare.org.au',
      password: 'Sunrise-care-2025!',
    });
    await page.waitForURL(/\/local-checkout\//);
    // Leave the checkout without paying: the signed-in area stays closed, in the browser and on the server.
    // The payment step sends the browser back to the checkout on its own; its checkout request is held here until
    // the step has been seen, otherwise a fast machine leaves the page before the text can be observed.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/payment/create-checkout-session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site}/dashboard`);
    await page.getByText('Complete Your Payment').waitFor();
    await page.getByText('Redirecting to secure payment page...').waitFor();
    expect(page.url()).not.toMatch(/\/dashboard$/);
    const { status } = await callFromPage(page, 'GET', '/api/policy-updates');
    expect(status).toBe(402);
    release();
    await page.waitForURL(/\/local-checkout\//);
    await context.close();
  });

  it('lets someone who cancelled the checkout delete the account from the payment step', async () => {
    const { context, page } = await newPage({ width: 375, height: 812 });
    const email = 'changed.mind@sunrisecare.org.au';
    await register(page, {
      firstName: 'Cam',
      lastName: 'Mind',
      email: email,
      password: 'Sunrise-care-2025!',
    });
    await page.waitForURL(/\/local-checkout\//);
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    await page.getByText('The payment was cancelled and nothing was charged.').waitFor();
    const userId = (await scanTable(stack)).find((i) => i.sk === 'PROFILE' && i.email === email)?.id;
    expect(userId).toBeTruthy();

    await page.getByRole('button', { name: 'Delete this account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await checkPage(page, 'accounts-unpaid-delete');
    await dialog.getByLabel(/to confirm/).fill(email);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(new RegExp(`${site}/$`));
    await page.getByText('Your account has been deleted').waitFor();
    expect((await scanTable(stack)).filter((i) => String(i.pk) === `USER#${String(userId)}`)).toEqual([]);

    // The sign-in is gone too.
    await login(page, email, 'Sunrise-care-2025!');
    await page.getByText('Incorrect email or password.').first().waitFor();
    expect(page.url()).toMatch(/\/auth/);
    await context.close();
  });

  it('shows the sidebar collapsed to icons at 1280 px and behind a menu button at 375 px', async () => {
    const wide = await newPage({ width: 1280, height: 900 });
    await login(wide.page, paidDemo.email, paidDemo.password);
    await wide.page.waitForURL(/\/dashboard$/);
    const main = wide.page.getByRole('navigation', { name: 'Main' });
    await main.waitFor();
    for (const name of ['Dashboard', 'Updates Feed', 'My Policies', 'Training Modules', 'Business Profile']) {
      // The links render a moment after the navigation landmark (CI counted them too early once).
      await main.getByRole('link', { name }).waitFor();
      expect(await main.getByRole('link', { name }).count()).toBe(1);
    }
    // Collapsed to icons until hovered, then expanded with the labels.
    const collapsed = await main.boundingBox();
    expect(collapsed?.width).toBeLessThan(100);
    await main.hover();
    await wide.page.waitForTimeout(400);
    expect((await main.boundingBox())?.width).toBeGreaterThan(150);
    await wide.page.goto(`${site}/training/abc`);
    await main.getByRole('link', { name: 'Training Modules' }).waitFor();
    expect(await main.getByRole('link', { name: 'Training Modules' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await wide.page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await wide.context.close();

    const narrow = await newPage({ width: 375, height: 812 });
    await login(narrow.page, paidDemo.email, paidDemo.password);
    await narrow.page.waitForURL(/\/dashboard$/);
    expect(await narrow.page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    // The dashboard's own header first: a click on the menu button of the page it replaces opens nothing.
    await narrow.page.getByRole('heading', { level: 1 }).first().waitFor();
    const mobile = narrow.page.getByRole('navigation', { name: 'Mobile' });
    for (let attempt = 1; ; attempt++) {
      await narrow.page.getByRole('button', { name: 'Open menu' }).click();
      const opened = await mobile.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
      if (opened || attempt === 3) break;
    }
    await mobile.waitFor();
    expect(await mobile.getByRole('link', { name: 'Updates Feed' }).isVisible()).toBe(true);
    await narrow.context.close();
  });

  it('has no accessibility violations on /auth, /payment-success and the shell', async () => {
    const { context, page } = await newPage();
    for (const path of ['/auth', '/payment-success']) {
      await page.goto(`${site}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), path).toEqual([]);
    }
    await login(page, paidDemo.email, paidDemo.password);
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Recent Activity').first().waitFor();
    await page.waitForLoadState('networkidle');
    await checkPage(page, 'shell-1280');
    await context.close();
  });
});
