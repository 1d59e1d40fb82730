// The policy assessment in the browser, as a visitor: a .docx incident policy with a 72-hour Priority 1 deadline is
// uploaded, the server's stages show, and the results say what goes against the Act, with the citation and the
// policy's own words; a file of the wrong type gets the spec's message; axe finds nothing serious at 1280 and 375.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { startTestStack, type TestStack } from '../infra/local/testing';
import { checkPage, launchBrowser } from './browser';

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

async function incidentPolicy(): Promise<Buffer> {
  const p = (text: string) => new Paragraph({ text });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Incident Management Policy', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Reporting reportable incidents', heading: HeadingLevel.HEADING_2 }),
          p(
            'Priority 1 reportable incidents are notified to the Aged Care Quality and Safety Commission within 72 hours.',
          ),
          p('Priority 2 reportable incidents are notified within 30 days.'),
          p('Staff report every incident to the RN on duty straight away, and the RN makes the person safe.'),
          p(
            'The manager investigates each incident, records what happened and tells the person and their family.',
          ),
          p('Incident records are kept for 7 years.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

describe('the policy assessment', () => {
  it('assesses a visitor’s .docx policy, with its stages, and shows what goes against the Act', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.urls.app}/policy-assessment`);
    await page.getByRole('heading', { name: 'Policy Assessment', level: 1 }).waitFor();
    expect(await page.getByRole('tab', { name: 'Assessment Results' }).isDisabled()).toBe(true);
    await checkPage(page, 'assessment-upload-1280');

    // The spec's checks before anything is sent.
    await page.getByRole('button', { name: 'Analyze Policy Document' }).click();
    await page.getByText('Please select a file to upload.').waitFor();
    await page.getByTestId('assessment-file').setInputFiles({
      name: 'policy.png',
      mimeType: 'image/png',
      buffer: Buffer.from('x'),
    });
    await page.getByText('File must be a PDF, TXT, DOC, or DOCX.').waitFor();

    const stages: string[] = [];
    await page.exposeFunction('recordStage', (s: string) => stages.push(s));
    await page.evaluate(() => {
      const seen = new Set<string>();
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role=status]')) {
          const text = el.textContent ?? '';
          if (text && !seen.has(text)) {
            seen.add(text);
            void (window as unknown as { recordStage: (s: string) => Promise<void> }).recordStage(text);
          }
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByTestId('assessment-file').setInputFiles({
      name: 'Incident Management Policy.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await incidentPolicy(),
    });
    await page.getByRole('button', { name: 'Analyze Policy Document' }).click();
    await page.getByRole('tab', { name: 'Assessment Results', selected: true }).waitFor({ timeout: 20_000 });
    expect(stages.some((s) => /Uploading|Reading|Assessing requirement/.test(s))).toBe(true);

    const incidents = page
      .getByRole('listitem')
      .filter({ hasText: 'Incident management and reportable incidents' });
    await incidents.getByText('Against the Act').waitFor();
    await incidents
      .getByText(/within 72 hours/)
      .first()
      .waitFor();
    await incidents.getByText('Relevant Act Section:').waitFor();
    const score = await incidents
      .getByLabel(/Incident management and reportable incidents \(SIRS\): \d+ out of 100/)
      .textContent();
    expect(Number(score?.replace('%', ''))).toBeLessThanOrEqual(40);
    await page.getByText('Your document was deleted once it was read.').waitFor();
    // The report downloads as a PDF named after the document.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Assessment' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Assessment - Incident Management Policy.pdf');
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await checkPage(page, 'assessment-results-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await checkPage(page, 'assessment-results-375');

    await page.getByRole('button', { name: 'Upload Another Document' }).click();
    await page.getByRole('tab', { name: 'Upload Policy', selected: true }).waitFor();
    await checkPage(page, 'assessment-upload-375');
    await context.close();
  });
});
