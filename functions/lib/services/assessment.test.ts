// Policy assessment jobs against dynalite and s3rver: a public visitor's file is uploaded through the presigned POST,
// read once, deleted and assessed, with each stage recorded; a file that is not what its name says fails with a clear
// message and leaves nothing; the public limit answers 429; an account assesses its own policy, edits it, assesses it
// again and sees the change per requirement; another account finds nothing.
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { newCaller, useTableAndBucket } from '../../testing/local-services';
import { NotFound, TooManyRequests, UnprocessableContent } from '../errors';
import { s3 } from '../s3-client';
import {
  assessmentReport,
  getAssessment,
  listAssessments,
  PUBLIC_HOURLY_LIMIT,
  runAssessment,
  startAssessmentUpload,
  type AssessmentOwner,
} from './assessment';
import { createCategory, createPolicy, updatePolicy } from './policies';
import { ensureUser } from './users';
import { profileFields } from '../../testing/profiles';

const services = useTableAndBucket();

const INCIDENTS = `# Incident Management Policy

## Reporting reportable incidents
Priority 1 reportable incidents are notified to the Aged Care Quality and Safety Commission within 72 hours.
Priority 2 reportable incidents are notified within 30 days.
Staff report every incident to the RN on duty straight away, and the RN makes the person safe.
The manager investigates each incident, records what happened and tells the person and their family.
Incident records are kept for 7 years.
`;

async function keysUnder(prefix: string): Promise<string[]> {
  const res = await s3().send(new ListObjectsV2Command({ Bucket: services.bucket().bucket, Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key ?? '');
}

async function uploadFile(owner: AssessmentOwner, name: string, body: string | Uint8Array) {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const ticket = await startAssessmentUpload(owner, { fileName: name, size: bytes.length, contentType: '' });
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', new Blob([Buffer.from(bytes)]), name);
  const sent = await fetch(ticket.url.replace(/\/?$/, '/'), { method: 'POST', body: form });
  expect(sent.status).toBeLessThan(300);
  return ticket;
}

describe('a public assessment', () => {
  it('reads the file once, deletes it, records each stage and keeps only the result, for an hour', async () => {
    const visitor: AssessmentOwner = { kind: 'public', address: '203.0.113.7' };
    const ticket = await uploadFile(visitor, 'incidents.txt', INCIDENTS);
    const jobId = randomUUID();
    const job = await runAssessment(visitor, { jobId, uploadId: ticket.uploadId });
    expect(job).toMatchObject({ id: jobId, status: 'done', fileName: 'incidents.txt' });
    expect(job.total).toBeGreaterThan(0);
    expect(job.done).toBe(job.total);
    const incidents = job.result?.sections.find((s) => s.id === 'incidents');
    expect(incidents?.score).toBeLessThanOrEqual(40);
    expect(incidents?.findings?.[0]?.policyText).toContain('72 hours');
    expect(Date.parse(job.expiresAt ?? '') - Date.parse(job.createdAt)).toBe(3600_000);
    // Nothing of the file is kept.
    expect(await keysUnder('uploads/public-')).toEqual([]);
    // Anyone with the id reads it; another id is not found.
    expect((await getAssessment({ kind: 'public', address: '198.51.100.1' }, jobId)).status).toBe('done');
    await expect(getAssessment(visitor, randomUUID())).rejects.toBeInstanceOf(NotFound);
    // The same job id cannot be run twice.
    await expect(runAssessment(visitor, { jobId, uploadId: ticket.uploadId })).rejects.toThrow(
      'already been started',
    );
  });

  it('refuses a file that is not what its name says, records why, and leaves nothing', async () => {
    const visitor: AssessmentOwner = { kind: 'public', address: '203.0.113.8' };
    const ticket = await uploadFile(visitor, 'policy.pdf', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]));
    const jobId = randomUUID();
    const run = runAssessment(visitor, { jobId, uploadId: ticket.uploadId });
    await expect(run).rejects.toBeInstanceOf(UnprocessableContent);
    const failed = await getAssessment(visitor, jobId);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/named \.pdf but its content is/);
    expect(await keysUnder('uploads/public-')).toEqual([]);
  });

  it(`answers 429 after ${PUBLIC_HOURLY_LIMIT} assessments an hour from one address, saying when to try again`, async () => {
    const visitor: AssessmentOwner = { kind: 'public', address: '203.0.113.99' };
    const now = new Date('2026-11-24T10:15:00Z');
    for (let i = 0; i < PUBLIC_HOURLY_LIMIT; i++) {
      const ticket = await uploadFile(visitor, `p${i}.txt`, INCIDENTS);
      await runAssessment(visitor, { jobId: randomUUID(), uploadId: ticket.uploadId }, now);
    }
    const refused = runAssessment(visitor, { jobId: randomUUID(), uploadId: 'unused' }, now);
    await expect(refused).rejects.toBeInstanceOf(TooManyRequests);
    await expect(refused).rejects.toThrow(
      `You have assessed ${PUBLIC_HOURLY_LIMIT} documents in the last hour. Try again in 45 minutes.`,
    );
    // Another address is not held back, and the next hour starts afresh.
    const other: AssessmentOwner = { kind: 'public', address: '203.0.113.100' };
    const ticket = await uploadFile(other, 'other.txt', INCIDENTS);
    await runAssessment(other, { jobId: randomUUID(), uploadId: ticket.uploadId }, now);
    const later = await uploadFile(visitor, 'later.txt', INCIDENTS);
    await runAssessment(
      visitor,
      { jobId: randomUUID(), uploadId: later.uploadId },
      new Date('2026-11-24T11:01:00Z'),
    );
  });
});

describe("an account's assessments", () => {
  it('assesses a policy, then the edited policy, showing the change per requirement; kept in the history', async () => {
    const me = newCaller('assess');
    await ensureUser(me);
    const owner: AssessmentOwner = { kind: 'account', caller: me };
    const category = await createCategory(me, { name: 'Clinical', description: null, parentId: null });
    const policy = await createPolicy(me, {
      title: 'Incident Management Policy',
      content: INCIDENTS,
      categoryId: category.id,
      isPublished: true,
    });
    const first = await runAssessment(
      owner,
      { jobId: randomUUID(), policyId: policy.id },
      new Date('2026-11-24T09:00:00Z'),
    );
    expect(first).toMatchObject({ status: 'done', policyId: policy.id, policyVersion: 1 });
    expect(first.previous).toBeUndefined();
    const before = first.result?.sections.find((s) => s.id === 'incidents')?.score ?? 100;

    await updatePolicy(me, policy.id, {
      title: policy.title,
      content: INCIDENTS.replace('within 72 hours', 'within 24 hours'),
      isPublished: true,
    });
    const second = await runAssessment(
      owner,
      { jobId: randomUUID(), policyId: policy.id },
      new Date('2026-11-24T09:30:00Z'),
    );
    const after = second.result?.sections.find((s) => s.id === 'incidents')?.score ?? 0;
    expect(after).toBeGreaterThan(before);
    expect(second.policyVersion).toBe(2);
    expect(second.previous?.id).toBe(first.id);
    expect(second.previous?.sections.find((s) => s.id === 'incidents')?.score).toBe(before);

    // The report: the provider, the document, the scores and the finding of the first run, readable as text.
    const report = await assessmentReport(owner, first.id);
    expect(report.fileName).toBe('Assessment - Incident Management Policy.pdf');
    expect(Buffer.from(report.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { pdfToMarkdown } = await import('../convert/pdf');
    const text = (await pdfToMarkdown(report.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Prepared for Jane Citizen');
    expect(text).toContain('Document: Incident Management Policy');
    expect(text).toContain(`Overall score: ${first.result?.score}/100`);
    expect(text).toContain(`Incident management and reportable incidents (SIRS): ${before}/100`);
    expect(text).toContain('within 72 hours');
    expect(text).toContain('within 24 hours of becoming aware of it');
    expect(text).toContain('Relevant Act Section: Aged Care Act 2024 (Cth) s 16');

    const history = await listAssessments(me);
    expect(history.assessments.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(history.assessments[0]?.score).toBe(second.result?.score);

    // Another account finds none of it, and cannot assess the policy.
    const other = newCaller('assess-other');
    await ensureUser(other);
    await expect(getAssessment({ kind: 'account', caller: other }, first.id)).rejects.toBeInstanceOf(
      NotFound,
    );
    await expect(
      runAssessment({ kind: 'account', caller: other }, { jobId: randomUUID(), policyId: policy.id }),
    ).rejects.toBeInstanceOf(NotFound);
    expect((await listAssessments(other)).assessments).toEqual([]);
    // A public caller cannot read an account's assessment by its id either.
    await expect(getAssessment({ kind: 'public', address: '203.0.113.1' }, first.id)).rejects.toBeInstanceOf(
      NotFound,
    );
  });

  it('leaves out requirements that do not apply to the registration categories on the business profile', async () => {
    const me = newCaller('assess-categories');
    const { accountSubscriber, saveBusinessProfile } = await import('./business-profile');
    const { id } = await accountSubscriber(me);
    await saveBusinessProfile(
      me,
      id,
      profileFields({
        registrationCategories: [1, 3],
        serviceSettings: ['chsp'],
        description: 'Community transport and social support in the Riverina.',
      }),
    );
    const owner: AssessmentOwner = { kind: 'account', caller: me };
    const ticket = await uploadFile(
      owner,
      'medication.txt',
      "# Medication Management Policy\n\n## Administration\nRegistered nurses administer Schedule 8 medicines and two staff check each dose against the medication chart.\nMedicines are stored in locked trolleys. A pharmacist reviews each person's medicines every 12 months.\n",
    );
    const job = await runAssessment(owner, { jobId: randomUUID(), uploadId: ticket.uploadId });
    expect(job.result?.sections.map((s) => s.id)).not.toContain('medicines');
    expect(job.result?.notAssessed?.find((n) => n.id === 'medicines')?.reason).toBe(
      'Not assessed: does not apply to your registration categories',
    );
  });
});
