// The policy assessment of a paid account in the browser, on a fresh seeded stack: the provider writes an incident
// policy with a 72-hour Priority 1 deadline, assesses it from its My Policies card (the finding against the Act shows),
// edits it to 24 hours, assesses it again and sees the change per requirement and in the history; then the library's
// coverage shows the requirement met by that policy, what no policy meets, and downloads as a PDF. axe finds nothing
// serious at 1280 and 375 px, and no page is wider than the viewport. SCREENSHOT_DIR=<dir> keeps screenshots.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestStack, type TestStack } from '../infra/local/testing';
import { seed } from '../infra/local/seed';
import { checkPage, launchBrowser, signInAs } from './browser';

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

const POLICY = [
  '# Incident Management Policy',
  '',
  '## Reporting reportable incidents',
  '',
  'Priority 1 reportable incidents are notified to the Aged Care Quality and Safety Commission within 72 hours.',
  '',
  'Priority 2 reportable incidents are notified within 30 days.',
  '',
  'Staff report every incident to the RN on duty straight away, and the RN makes the person safe.',
  '',
  'The manager investigates each incident, records what happened and tells the person and their family.',
].join('\n');

const SIRS = 'Incident management and reportable incidents (SIRS)';

describe("a paid account's assessments", () => {
  it('assesses a policy from My Policies, fixes the finding, re-assesses it and sees the change and the coverage', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAs(page, site, 'paid user');

    // A policy in the library.
    await page.goto(`${site}/my-policies`);
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'New Category' }).click();
    let dialog = page.getByRole('dialog', { name: 'New Category' });
    await dialog.getByLabel('Name').fill('Governance');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await page.getByRole('link', { name: 'Open Governance' }).click();
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'New Policy' }).click();
    dialog = page.getByRole('dialog', { name: 'New Policy' });
    await dialog.getByLabel('Title').fill('Incident Management Policy');
    await dialog.getByLabel('Content').fill(POLICY);
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    await page.getByText('Policy created successfully').waitFor();
    const myPolicies = page.url();

    // Assess it from its card: the assessment starts at once and shows what goes against the Act.
    await page.getByRole('link', { name: 'Assess Incident Management Policy' }).click();
    await page.waitForURL(/\/assessments$/);
    await page.getByRole('tab', { name: 'Assessment Results', selected: true }).waitFor({ timeout: 20_000 });
    const card = page.getByRole('listitem').filter({ hasText: SIRS });
    await card.getByText('Against the Act').waitFor();
    await card
      .getByText(/within 72 hours/)
      .first()
      .waitFor();
    const firstScore = Number(
      (
        await card.getByLabel(new RegExp(`${SIRS.replace(/[()]/g, '\\$&')}: \\d+ out of 100`)).textContent()
      )?.replace('%', ''),
    );
    expect(firstScore).toBeLessThanOrEqual(40);
    const history = page.getByRole('listitem').filter({ hasText: 'My Policies, version 1' });
    await history.waitFor();
    await checkPage(page, 'account-assessment-1280');

    // Fix the finding: 24 hours, as the Act requires.
    await page.goto(myPolicies);
    await page.getByRole('button', { name: 'Edit Incident Management Policy' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Policy' });
    const content = dialog.getByLabel('Content');
    await content.fill((await content.inputValue()).replace('within 72 hours', 'within 24 hours'));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Re-assess from the card: the change per requirement, and both runs in the history.
    await page.getByRole('link', { name: 'Assess Incident Management Policy' }).click();
    await page.getByRole('tab', { name: 'Assessment Results', selected: true }).waitFor({ timeout: 20_000 });
    await page.getByText(/^Previous assessment: \d+% → now \d+%\.$/).waitFor();
    const change = await card
      .getByText(new RegExp(`^${SIRS.replace(/[()]/g, '\\$&')} ${firstScore} → \\d+$`))
      .textContent();
    const secondScore = Number(change?.split('→ ')[1]);
    expect(secondScore).toBeGreaterThan(firstScore);
    expect(await card.getByText('Against the Act').count()).toBe(0);
    await page.getByRole('listitem').filter({ hasText: 'My Policies, version 2' }).waitFor();
    await checkPage(page, 'account-reassessment-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await checkPage(page, 'account-reassessment-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The saved assessment opens from the history, with its report.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'My Policies, version 2' })
      .getByRole('link', { name: 'Incident Management Policy' })
      .click();
    await page.waitForURL(/\/assessments\/[0-9a-f-]{36}$/);
    await page.getByText(`${SIRS} ${firstScore} → ${secondScore}`).waitFor();
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Assessment' }).click(),
    ]);
    expect(report.suggestedFilename()).toBe('Assessment - Incident Management Policy.pdf');

    // Library coverage: the incident requirement met by the policy, what no policy meets, and the PDF.
    await page.getByRole('link', { name: 'Library Coverage' }).click();
    await page.getByText(/^\d+ of \d+ requirements met$/).waitFor();
    const row = page.getByRole('row').filter({ hasText: SIRS });
    await row.getByRole('link', { name: 'Incident Management Policy' }).waitFor();
    await row.getByText('Met', { exact: true }).waitFor();
    const unmet = page.getByRole('list', { name: 'Requirements no policy meets' });
    await unmet.getByText('Whistleblower protections').first().waitFor();
    expect(await page.getByRole('button', { name: 'Assess Library' }).isDisabled()).toBe(true);
    await checkPage(page, 'library-coverage-1280');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^Library coverage - \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await page.setViewportSize({ width: 375, height: 800 });
    await checkPage(page, 'library-coverage-375');

    expect(errors).toEqual([]);
    await context.close();
  });
});
