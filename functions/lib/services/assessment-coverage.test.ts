// Library coverage against dynalite: the requirements that apply to the provider's registration categories, each with
// the policy that meets it best by its current assessment; a policy with a finding against the Act does not meet its
// requirement; a policy edited since its assessment, never assessed, or deleted counts for nothing; the PDF reads back
// with the figures; another account sees none of it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatCitation, getActRequirement } from '../../../shared/act';
import { newCaller, useTableAndBucket } from '../../testing/local-services';
import { runAssessment, type AssessmentOwner } from './assessment';
import { libraryCoverage, libraryCoverageReport } from './assessment-coverage';
import { createCategory, createPolicy, deletePolicy, updatePolicy } from './policies';
import { ensureUser } from './users';

useTableAndBucket();

const COMPLAINTS = `# Complaints and Feedback Policy

## Making a complaint
Anyone can make a complaint in person, by phone, by email, in writing or anonymously. We provide interpreters and help
people access advocates, including the Older Persons Advocacy Network (OPAN).

## Timeframes
We acknowledge every complaint within 2 business days and aim to resolve it within 30 days.

## Resolving complaints
The Complaints Officer investigates each complaint, uses open disclosure, and agrees the outcome with the person. No one
will be treated unfairly or suffer any reprisal for making a complaint.

## Escalation
A person can contact the Aged Care Quality and Safety Commission at any time on 1800 951 822, whether or not they have
complained to us first.

## Learning from complaints
Complaints are recorded in the complaints register and analysed every quarter by the governing body to improve care.
`;

const INCIDENTS = `# Incident Management Policy

## Reporting reportable incidents
Priority 1 reportable incidents are notified to the Aged Care Quality and Safety Commission within 72 hours.
Priority 2 reportable incidents are notified within 30 days.
Staff report every incident to the RN on duty straight away, and the RN makes the person safe.
The manager investigates each incident, records what happened and tells the person and their family.
`;

async function library(categories: Array<1 | 2 | 3 | 4 | 5 | 6>) {
  const me = newCaller('coverage');
  await ensureUser(me);
  const { accountSubscriber, saveBusinessProfile } = await import('./business-profile');
  const { id } = await accountSubscriber(me);
  await saveBusinessProfile(me, id, {
    businessName: 'Wattle Grove Care',
    businessType: undefined,
    size: undefined,
    mission: undefined,
    clientele: undefined,
    challenges: undefined,
    registrationCategories: categories,
    serviceSettings: undefined,
    states: undefined,
    description: 'A residential and home care provider in regional Victoria.',
  });
  const category = await createCategory(me, { name: 'Governance', description: null, parentId: null });
  const add = (title: string, content: string) =>
    createPolicy(me, { title, content, categoryId: category.id, isPublished: true });
  return { me, owner: { kind: 'account', caller: me } as AssessmentOwner, add };
}

describe('library coverage', () => {
  it('shows the policy that meets each requirement best, what no policy meets, and what is not counted', async () => {
    const { me, owner, add } = await library([6]);
    const complaints = await add('Complaints and Feedback Policy', COMPLAINTS);
    const incidents = await add('Incident Management Policy', INCIDENTS);
    const medication = await add(
      'Medication Policy',
      '# Medication Policy\n\nNurses give medicines as charted.\n',
    );

    // Nothing assessed yet: every policy is listed as not assessed, and nothing is met.
    const empty = await libraryCoverage(me);
    expect(empty.policies.map((p) => p.state)).toEqual(['not-assessed', 'not-assessed', 'not-assessed']);
    expect(empty.met).toBe(0);
    expect(empty.requirements.every((r) => r.status === 'missing' && !r.best)).toBe(true);
    // Residential care: the Standards apply, Standard 7 among them.
    expect(empty.categories).toEqual([6]);
    expect(empty.requirements.map((r) => r.id)).toEqual(expect.arrayContaining(['standard-7', 'medicines']));

    const c = await runAssessment(owner, { jobId: randomUUID(), policyId: complaints.id });
    const i = await runAssessment(owner, { jobId: randomUUID(), policyId: incidents.id });
    const coverage = await libraryCoverage(me);
    const row = (id: string) => coverage.requirements.find((r) => r.id === id);

    const complaintsScore = c.result?.sections.find((s) => s.id === 'complaints')?.score ?? 0;
    expect(complaintsScore).toBeGreaterThanOrEqual(70);
    expect(row('complaints')).toMatchObject({
      status: 'met',
      best: {
        policyId: complaints.id,
        policyTitle: 'Complaints and Feedback Policy',
        score: complaintsScore,
      },
    });
    // 72 hours against the Act's 24: the incident policy is the best there is, but it does not meet the requirement.
    expect(row('incidents')).toMatchObject({
      status: 'partly',
      best: { policyId: incidents.id, assessmentId: i.id },
    });
    expect(row('incidents')?.best?.findings).toBeGreaterThan(0);
    expect(row('medicines')).toMatchObject({ status: 'missing' });
    expect(row('medicines')?.best).toBeUndefined();
    expect(row('incidents')?.citation).toBe(formatCitation(getActRequirement('incidents')!));
    expect(row('standard-5')?.outcomes).toContain('5.3 Safe and quality use of medicines');
    expect(coverage.met).toBe(coverage.requirements.filter((r) => r.status === 'met').length);
    expect(coverage.policies.find((p) => p.id === medication.id)?.state).toBe('not-assessed');
    expect(coverage.policies.find((p) => p.id === complaints.id)).toMatchObject({
      state: 'current',
      assessment: { id: c.id, policyVersion: 1 },
    });

    // The PDF: the provider, the count, the table and what no policy meets, read back as text.
    const report = await libraryCoverageReport(me, new Date('2026-11-24T10:00:00Z'));
    expect(report.fileName).toBe('Library coverage - 2026-11-24.pdf');
    const { pdfToMarkdown } = await import('../convert/pdf');
    const text = (await pdfToMarkdown(report.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Prepared for Wattle Grove Care');
    expect(text).toContain(
      `${coverage.met} of ${coverage.requirements.length} requirements met, by 2 of 3 policies assessed as they are now`,
    );
    expect(text).toContain('your registration categories: 6. Residential care');
    expect(text).toContain(`${complaintsScore}/100`);
    expect(text).toContain('Requirements no policy meets');
    expect(text).toMatch(/Outcome 5\.3: Safe and quality use of medicines \([^)]*\): no policy covers it/);
    expect(text).toContain('Medication Policy - Not assessed yet: not counted');

    // Edited since: the complaints policy counts for nothing until it is assessed again; a deleted policy is gone.
    await updatePolicy(me, complaints.id, {
      title: complaints.title,
      content: `${COMPLAINTS}\nReviewed.`,
      isPublished: true,
    });
    await deletePolicy(me.sub, incidents.id);
    const after = await libraryCoverage(me);
    expect(after.policies.map((p) => [p.title, p.state])).toEqual([
      ['Complaints and Feedback Policy', 'outdated'],
      ['Medication Policy', 'not-assessed'],
    ]);
    expect(after.requirements.find((r) => r.id === 'complaints')?.status).toBe('missing');
    expect(after.requirements.find((r) => r.id === 'incidents')?.best).toBeUndefined();

    // Another account: none of it.
    const other = newCaller('coverage-other');
    await ensureUser(other);
    const theirs = await libraryCoverage(other);
    expect(theirs.policies).toEqual([]);
    expect(theirs.requirements.some((r) => r.best)).toBe(false);
  });

  it('lists only the requirements of the registration categories on the profile', async () => {
    const { me } = await library([1, 3]);
    const coverage = await libraryCoverage(me);
    const ids = coverage.requirements.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['complaints', 'incidents', 'whistleblower', 'records']));
    expect(ids.some((id) => id.startsWith('standard-') || id === 'medicines')).toBe(false);
  });
});
