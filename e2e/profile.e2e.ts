// The business profile in the browser, on a fresh local stack: a paid provider opens their own profile, saves it (the
// toast, and a reload shows it), uploads a document with a description, opens it, and deletes it; another paid
// account that opens the first one's /business-profile/{id} is told it was not found. axe finds nothing serious at
// 1280 and 375 px and no page is wider than the viewport; SCREENSHOT_DIR=<dir> keeps screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { setHasPayment } from '../functions/lib/services/users';
import { callApi, createTestUser, scanTable, startTestStack, type TestStack } from '../infra/local/testing';
import { seed } from '../infra/local/seed';
import { checkPage, launchBrowser, signInAs } from './browser';

let stack: TestStack;
let browser: Browser;
let site: string;
let ownProfileUrl = '';

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

/** A logo in one strong colour, with a script that must never run. */
const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">' +
    '<script>alert("logo script ran")</script>' +
    '<rect width="120" height="60" fill="#b45309"/><circle cx="30" cy="30" r="12" fill="#ffffff"/></svg>',
);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${site}/auth`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe('the business profile', () => {
  it('a provider saves their profile, and uploads, opens and deletes a document', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, site, 'paid user');
    await page.getByRole('link', { name: 'Business Profile' }).first().click();
    await page.waitForURL(/\/business-profile$/);
    const name = page.getByLabel('Business Name');
    await name.waitFor();
    await checkPage(page, 'profile-details-empty-1280');

    await name.fill('Sunrise Community Care');
    await page.getByLabel('Size').fill('120 clients, 45 staff');
    await page.getByLabel('Business Description').fill('Short');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Please provide a description of your business').waitFor();
    await page
      .getByLabel('Business Description')
      .fill('We deliver in-home personal care, nursing and domestic assistance across the Hunter region.');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile Saved').first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Size').inputValue()).toBe('120 clients, 45 staff');
    await checkPage(page, 'profile-details-1280');

    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByText('No documents uploaded yet').waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'Accreditation 2026.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Add an optional description for this document:').fill('Our certificate');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Document Uploaded').first().waitFor();
    const list = page.getByRole('list', { name: 'Documents' });
    await list.getByText('Accreditation 2026.pdf').first().waitFor();
    await list.getByText('Our certificate').waitFor();
    await checkPage(page, 'profile-documents-1280');

    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      list.getByRole('button', { name: 'View Accreditation 2026.pdf' }).click(),
    ]);
    await expect.poll(() => opened.url()).toContain('/documents/');
    await opened.close();

    await page.setViewportSize({ width: 375, height: 800 });
    await checkPage(page, 'profile-documents-375');
    await page.getByRole('tab', { name: 'Business Details' }).click();
    await checkPage(page, 'profile-details-375');
    await page.getByRole('tab', { name: 'Documents' }).click();

    await list.getByRole('button', { name: 'Delete Accreditation 2026.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No documents uploaded yet').waitFor();
    ownProfileUrl = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const res = await fetch('/api/business-profile', {
        headers: { authorization: `Bearer ${key ? (localStorage.getItem(key) ?? '') : ''}` },
      });
      const body = (await res.json()) as { id: string };
      return `/business-profile/${body.id}`;
    });
    await page.goto(`${site}${ownProfileUrl}`);
    await expect.poll(() => page.getByLabel('Business Name').inputValue()).toBe('Sunrise Community Care');
    await context.close();
  });

  it('a visitor who subscribes goes on through sign-up and payment to their own profile, and themes it with a logo', async () => {
    const email = 'director@wattlegrove.example.com.au';
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    // Subscribe on the landing page, then follow 'Complete Business Profile'.
    await page.goto(site);
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Get Policy Alerts' }).click();
    await page.getByRole('link', { name: 'Complete Business Profile' }).click();
    await page.waitForURL(/\/auth/);
    await page.getByText('A business profile needs an account.').waitFor();

    // Sign up with the same email and pay: the profile opens, already linked.
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('First Name').fill('Mei');
    await form.getByLabel('Last Name').fill('Tran');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('Wattle-grove-2026!');
    await form.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/local-checkout\//);
    await page.getByRole('button', { name: /Pay/ }).click();
    await page.waitForURL(/\/business-profile\/[^/]+$/, { timeout: 20_000 });
    const name = page.getByLabel('Business Name');
    await name.waitFor();
    const items = await scanTable(stack);
    const subscribers = items.filter((i) => i.sk === 'SUBSCRIBER' && i.email === email);
    expect(subscribers).toHaveLength(1);
    const user = items.find((i) => i.sk === 'PROFILE' && i.email === email);
    expect(user?.subscriberId).toBe(subscribers[0]?.id);
    expect(page.url()).toContain(`/business-profile/${String(subscribers[0]?.id)}`);

    // Save: the toast, and a reload shows what the server has.
    await name.fill('Wattle Grove Home Care');
    await page
      .getByLabel('Business Description')
      .fill('Support at Home and CHSP services across the Illawarra.');
    await page.getByRole('group', { name: 'Service settings' }).getByLabel('Support at Home').check();
    await page
      .getByRole('group', { name: 'States and territories you operate in' })
      .getByLabel('NSW')
      .check();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile Saved').first().waitFor();
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('Wattle Grove Home Care');
    expect(
      await page.getByRole('group', { name: 'Service settings' }).getByLabel('Support at Home').isChecked(),
    ).toBe(true);

    // The logo: the shell takes its colours, every pair readable.
    const shell = page.locator('[data-theme]').first();
    expect(await shell.getAttribute('data-theme')).toBe('default');
    await page
      .getByTestId('logo-input')
      .setInputFiles({ name: 'wattle.svg', mimeType: 'image/svg+xml', buffer: LOGO_SVG });
    await page.getByText('Logo Uploaded').first().waitFor();
    await expect.poll(() => shell.getAttribute('data-theme')).toBe('logo');
    const sidebar = await shell.evaluate((el) =>
      getComputedStyle(el).getPropertyValue('--color-sidebar').trim(),
    );
    expect(sidebar).toBe('#b45309');
    await page.getByRole('img', { name: /Logo of Wattle Grove Home Care/ }).waitFor();
    await checkPage(page, 'profile-logo-theme-1280');
    expect(dialogs).toEqual([]);
    // The logo is read through the API, with the headers that keep its script from running.
    const served = await page.evaluate(async (id) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const res = await fetch(`/api/subscribers/${id}/logo`, {
        headers: { authorization: `Bearer ${key ? (localStorage.getItem(key) ?? '') : ''}` },
      });
      return { type: res.headers.get('content-type'), csp: res.headers.get('content-security-policy') };
    }, String(subscribers[0]?.id));
    expect(served.type).toBe('image/svg+xml');
    expect(served.csp).toMatch(/^sandbox/);
    // Another page of the shell keeps the colours; a reload paints them at once.
    await page.getByRole('link', { name: 'Updates Feed' }).first().click();
    await page.waitForURL(/\/feed$/);
    expect(await shell.getAttribute('data-theme')).toBe('logo');
    await page.setViewportSize({ width: 375, height: 800 });
    await checkPage(page, 'feed-logo-theme-375');
    await context.close();
  });

  it("another paid account is told the first one's profile was not found", async () => {
    const email = 'second.provider@harbourview.example.com.au';
    const user = await createTestUser(stack, { email, password: 'Second-passw0rd!' });
    // The first call creates the user record; the payment is then set as the webhook would.
    await callApi(stack, 'GET', '/api/user', { token: user.idToken });
    await setHasPayment(user.sub);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWith(page, email, 'Second-passw0rd!');
    await page.goto(`${site}${ownProfileUrl}`);
    await page.getByText('Business profile not found').waitFor();
    expect(await page.getByText('Sunrise Community Care').count()).toBe(0);
    await checkPage(page, 'profile-not-found-1280');
    await context.close();
  });
});
