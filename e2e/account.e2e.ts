// The account page in the browser, on a fresh stack: a paid provider opens it from the user menu, sees the payment
// record, turns SMS alerts on with a mobile number, changes the password (a wrong current password is refused), then
// deletes the account by typing its email; they land on the home page, and the old sign-in no longer works. Checked
// with axe and for width at 1280 and 375 px; SCREENSHOT_DIR=<dir> keeps screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestUser, scanTable, startTestStack, type TestStack } from '../infra/local/testing';
import { fulfil } from '../functions/lib/payments/fulfilment';
import { ensureUser } from '../functions/lib/services/users';
import { checkPage, launchBrowser } from './browser';

let stack: TestStack;
let browser: Browser;
let site: string;

const EMAIL = 'rosa.nguyen@riverbendcare.org.au';
const PASSWORD = 'Riverbend-care-2025!';
const NEW_PASSWORD = 'Riverbend-care-2026!';

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  site = stack.urls.app;
  const user = await createTestUser(stack, {
    email: EMAIL,
    password: PASSWORD,
    givenName: 'Rosa',
    familyName: 'Nguyen',
  });
  // The user record, as the first API call makes it; then the payment, as the webhook records it.
  await ensureUser({
    sub: user.sub,
    email: EMAIL,
    username: 'rosa',
    givenName: 'Rosa',
    familyName: 'Nguyen',
    groups: [],
  });
  await fulfil(
    {
      id: 'cs_test_account_page',
      paymentStatus: 'paid',
      amountTotal: 450,
      currency: 'aud',
      userId: user.sub,
      customerEmail: EMAIL,
      paymentIntentId: 'pi_test_account_page',
    },
    'webhook',
    new Date('2026-11-02T03:00:00Z'),
  );
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function logIn(page: Page, password: string): Promise<void> {
  await page.goto(`${site}/auth`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(EMAIL);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

describe('the account page', () => {
  it('shows the account, saves alerts, changes the password and deletes the account', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, PASSWORD);
    await page.waitForURL(/\/dashboard$/);

    // From the user menu.
    await page.getByRole('button', { name: /Rosa Nguyen/ }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByText('pi_test_account_page').waitFor();
    expect(await page.getByText(/\$4\.50 AUD on 2 November 2026/).count()).toBe(1);
    await checkPage(page, 'account-1280');

    // Alerts: SMS needs a number; with one, it is saved on the server.
    const alerts = page.getByRole('form', { name: 'Alert preferences' });
    await alerts.getByLabel('SMS alerts').check();
    await alerts.getByRole('button', { name: 'Save alert preferences' }).click();
    await alerts.getByText('Add a mobile number to receive SMS alerts').waitFor();
    await alerts.getByLabel('Mobile number').fill('0412 555 010');
    await alerts.getByRole('button', { name: 'Save alert preferences' }).click();
    await page.getByText('Alert preferences saved').waitFor();
    const subscriber = (await scanTable(stack)).find((i) => i.sk === 'SUBSCRIBER' && i.email === EMAIL);
    expect(subscriber).toMatchObject({ smsEnabled: true, phone: '+61412555010', status: 'active' });

    // Password: the current one is checked.
    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill('Not-the-password-1!');
    await password.getByLabel('New password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Your current password is not correct.').waitFor();
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').waitFor();

    // At 375 px the page fits.
    await page.setViewportSize({ width: 375, height: 812 });
    await checkPage(page, 'account-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Delete: the button stays off until the email is typed.
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await checkPage(page, 'account-delete-dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await dialog.getByLabel(/Type .* to confirm/).fill('rosa@riverbendcare.org.au');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type .* to confirm/).fill(EMAIL.toUpperCase());
    // A slow connection: the home page's code takes a while, and the account page stays until it is in. The session
    // must not end before the browser has left the account's pages, or their guard would send it to the login page.
    await page.route('**/assets/landing-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await confirm.click();
    await page.getByText('Your account has been deleted').waitFor();
    await page.waitForURL(`${site}/`);
    await page
      .getByRole('heading', { name: 'Stay informed on Australian aged care policy changes' })
      .waitFor();
    expect(page.url()).toBe(`${site}/`);
    expect((await scanTable(stack)).filter((i) => JSON.stringify(i).includes(EMAIL))).toEqual([]);

    // Neither password signs in any more.
    // The session in this browser is ended too (after the page has left the signed-in area).
    await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.endsWith('.idToken')));
    for (const attempt of [PASSWORD, NEW_PASSWORD]) {
      await logIn(page, attempt);
      await page.getByText('Incorrect email or password.').first().waitFor();
    }
    await context.close();
  });
});
