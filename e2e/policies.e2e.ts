// The policy library in the browser, on a fresh local stack: a provider creates a category and a sub-category,
// writes a policy, edits it twice and restores the first version from History, searches, and sees it on the
// dashboard; another account sees none of it and gets 404 for its ids. axe finds nothing serious at 1280 and 375 px,
// and no page is wider than the viewport. SCREENSHOT_DIR=<dir> keeps screenshots of each step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestStack, type TestStack } from '../infra/local/testing';
import { seed } from '../infra/local/seed';
import { checkPage, launchBrowser, signInAs } from './browser';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';

let stack: TestStack;
let browser: Browser;
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

const signIn = (page: Page, role: string) => signInAs(page, site, role);

const POLICY = [
  '# Falls Prevention and Management',
  '',
  '## Policy Statement',
  '',
  'Every resident is assessed for falls risk within 24 hours of entry.',
  '',
  '## Procedures',
  '',
  '- Check the call bell is in reach.',
  '- Review the care plan after any fall.',
].join('\n');

let policyUrl = '';

describe('My Policies', () => {
  it('a provider builds a library, edits a policy twice and restores the first version', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, 'paid user');
    await page.goto(`${site}/my-policies`);
    await page.getByText('No items found').waitFor();
    await checkPage(page, 'library-empty-1280');

    // A category, then a sub-category inside it.
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'New Category' }).click();
    let dialog = page.getByRole('dialog', { name: 'New Category' });
    await dialog.getByLabel('Name').fill('Clinical care');
    await dialog.getByLabel('Description (optional)').fill('Falls, medication and wounds');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await page.getByRole('link', { name: 'Open Clinical care' }).click();
    await page.getByText(/This category is empty/).waitFor();

    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'New Category' }).click();
    dialog = page.getByRole('dialog', { name: 'New Category' });
    await dialog.getByLabel('Name').fill('Falls');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await page.getByRole('link', { name: 'Open Falls' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText('Falls').waitFor();
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Home', 'Clinical care']);

    // A policy in the sub-category.
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'New Policy' }).click();
    dialog = page.getByRole('dialog', { name: 'New Policy' });
    await dialog.getByLabel('Title').fill('Falls Prevention');
    await dialog.getByLabel('Content').fill(POLICY);
    await checkPage(page, 'policy-create-1280');
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    await page.getByText('Policy created successfully').waitFor();
    await page.getByRole('button', { name: 'View Falls Prevention' }).waitFor();
    await checkPage(page, 'library-category-1280');

    // Two edits.
    for (const [from, to] of [
      ['24 hours', '12 hours'],
      ['12 hours', '8 hours'],
    ]) {
      await page.getByRole('button', { name: 'Edit Falls Prevention' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Policy' });
      const content = dialog.getByLabel('Content');
      await content.fill((await content.inputValue()).replace(from ?? '', to ?? ''));
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    // History: compare version 1 with the current one and restore it.
    await page.getByRole('button', { name: 'View Falls Prevention' }).click();
    const view = page.getByRole('dialog', { name: 'Falls Prevention' });
    await view.getByText('within 8 hours of entry').waitFor();
    policyUrl = page.url();
    await view.getByRole('tab', { name: 'History' }).click();
    const versions = view.getByRole('list', { name: 'Versions, newest first' });
    await versions.getByRole('listitem').nth(2).waitFor();
    expect(await versions.getByRole('listitem').count()).toBe(3);
    await versions.getByRole('listitem').nth(2).getByRole('button', { name: 'Compare' }).click();
    await view.getByLabel('Differences from the current version').waitFor();
    await checkPage(page, 'policy-history-1280');
    await view.getByRole('button', { name: 'Restore version 1' }).click();
    await page
      .getByRole('alertdialog', { name: 'Restore version 1?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page.getByText('Version 1 restored').waitFor();
    await versions.getByText(/Restored version 1/).waitFor();
    await view.getByRole('tab', { name: 'Policy' }).click();
    await view.getByText('within 24 hours of entry').waitFor();
    await page.keyboard.press('Escape');

    // Ask the assistant about this policy and follow its source.
    await page.getByRole('button', { name: 'Chat with Assistant about Falls Prevention' }).click();
    const chat = page.getByRole('dialog', { name: 'Policy Assistant' });
    await chat.getByLabel('Your question').fill('How soon is a new resident assessed for falls risk?');
    await chat.getByLabel('Your question').press('Enter');
    const log = chat.getByRole('log', { name: 'Conversation' });
    await log.getByText('within 24 hours', { exact: false }).first().waitFor();
    await checkPage(page, 'policy-chat-1280');
    await log.getByRole('link', { name: 'Falls Prevention › Policy Statement' }).click();
    const opened = page.getByRole('dialog', { name: 'Falls Prevention' });
    await opened.getByRole('heading', { name: 'Policy Statement' }).waitFor();
    expect(await opened.locator('#policy-heading-policy-statement').count()).toBe(1);
    await page.keyboard.press('Escape');

    // Upload a Word document: it becomes a draft policy in this category, with the original downloadable.
    const word = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Bed Rails Procedure', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ text: 'Assessment', heading: HeadingLevel.HEADING_2 }),
            new Paragraph('A physiotherapist assesses every resident before bed rails are considered.'),
          ],
        },
      ],
    });
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Upload Policy File' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Policy File' });
    await upload.getByLabel('Policy file').setInputFiles({
      name: 'bed-rails.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await Packer.toBuffer(word),
    });
    await checkPage(page, 'policy-upload-1280');
    await upload.getByRole('button', { name: 'Upload and Convert' }).click();
    const draft = page.getByRole('dialog', { name: 'Bed Rails Procedure' });
    await draft.getByRole('heading', { name: 'Assessment' }).waitFor();
    expect(await draft.getByText('Draft').count()).toBe(1);
    const download = page.waitForEvent('download');
    await draft.getByRole('button', { name: /Original file/ }).click();
    expect((await download).suggestedFilename()).toBe('bed-rails.docx');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'View Bed Rails Procedure' }).waitFor();

    // Search the open view.
    await page.getByRole('searchbox').fill('call bell');
    await page.getByRole('button', { name: 'View Falls Prevention' }).waitFor();
    await page.getByRole('searchbox').fill('parking');
    await page.getByText('No items found').waitFor();

    // A category that still holds something is not deleted.
    await page.getByRole('link', { name: 'Clinical care' }).click();
    await page.getByRole('button', { name: 'Delete Falls' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete category' }).click();
    await page.getByText(/This category still holds 2 policies/).waitFor();

    // The dashboard's Recent Activity.
    await page.goto(`${site}/dashboard`);
    await page.getByRole('link', { name: 'Falls Prevention' }).waitFor();
    await page.getByText('Updated in My Policies').waitFor();

    // Small screens.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(policyUrl);
    await page
      .getByRole('dialog', { name: 'Falls Prevention' })
      .getByText('within 24 hours of entry')
      .waitFor();
    await checkPage(page, 'policy-view-375');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'View Falls Prevention' }).waitFor();
    await checkPage(page, 'library-category-375');
    await page.getByRole('button', { name: 'Chat with Assistant about Falls Prevention' }).click();
    await page
      .getByRole('dialog', { name: 'Policy Assistant' })
      .getByText('How soon is a new resident')
      .waitFor();
    await checkPage(page, 'policy-chat-375');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Upload Policy File' }).click();
    await page.getByRole('dialog', { name: 'Upload Policy File' }).waitFor();
    await checkPage(page, 'policy-upload-375');
    await page.keyboard.press('Escape');
    await page.goto(`${site}/dashboard`);
    await page.getByText('Updated in My Policies').first().waitFor();
    await checkPage(page, 'dashboard-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("another account sees none of it, and the first account's ids answer 404", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto(`${site}/my-policies`);
    await page.getByText('No items found').waitFor();
    expect(await page.getByText('Clinical care', { exact: true }).count()).toBe(0);

    await page.goto(policyUrl);
    await page.getByText('This category was not found').waitFor();
    await page.getByRole('dialog').getByText('This policy could not be opened').waitFor();
    expect(await page.getByText('Falls Prevention').count()).toBe(0);
    await context.close();
  });
});
