// The business profile in the browser, on a fresh local stack: a paid provider opens their own profile, saves it (the
// toast, and a reload shows it), uploads a document with a description, opens it, and deletes it; another paid
// account that opens the first one's /business-profile/{id} is told it was not found. axe finds nothing serious at
// 1280 and 375 px and no page is wider than the viewport; SCREENSHOT_DIR=<dir> keeps screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { setHasPayment } from '../functions/lib/services/users';
import { callApi, createTestUser, startTestStack, type TestStack } from '../infra/local/testing';
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
