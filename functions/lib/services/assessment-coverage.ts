// Library coverage: what the whole policy library meets of the Act and the Standards, by the latest assessment of each
// policy as it is now. Every requirement and Standard outcome that applies to the provider's registration categories
// is a row with the policy that meets it best and its score; a requirement no policy scores at least 70 on, with nothing
// against the Act, is not met. A policy changed since its assessment, or never assessed, counts for nothing until it
// is (the page assesses those one by one); an assessment of a deleted policy counts for nothing.
import { ACT_REQUIREMENTS, appliesToCategories, formatCitation } from '../../../shared/act';
import {
  COVERAGE_MET_SCORE,
  type CoveragePolicy,
  type CoverageRow,
  type LibraryCoverage,
} from '../../../shared/contracts/assessment';
import type { AssessmentItem } from '../data/entities/assessment';
import type { Caller } from '../http/auth';
import { accountAssessments, providerName, registrationCategories } from './assessment';
import { listAllPolicies } from './policies';

type Done = AssessmentItem & { result: NonNullable<AssessmentItem['result']> };

const isDone = (a: AssessmentItem): a is Done => a.status === 'done' && a.result !== undefined;

type Best = NonNullable<CoverageRow['best']>;

/** Nothing against the Act beats a finding; then the higher score; then the title, so the answer is stable. */
function better(a: Best, b: Best): boolean {
  if ((a.findings === 0) !== (b.findings === 0)) return a.findings === 0;
  if (a.score !== b.score) return a.score > b.score;
  return a.policyTitle.localeCompare(b.policyTitle, 'en-AU') < 0;
}

export async function libraryCoverage(caller: Caller, now = new Date()): Promise<LibraryCoverage> {
  const [policies, assessments, categories] = await Promise.all([
    listAllPolicies(caller.sub),
    accountAssessments(caller),
    registrationCategories(caller),
  ]);
  // Newest first: the first seen of a policy is its latest.
  const latest = new Map<string, Done>();
  for (const a of assessments)
    if (a.policyId && isDone(a) && !latest.has(a.policyId)) latest.set(a.policyId, a);

  const current: Array<{ policyId: string; policyTitle: string; assessment: Done }> = [];
  const policyRows: CoveragePolicy[] = policies.map((p) => {
    const a = latest.get(p.id);
    if (!a) return { id: p.id, title: p.title, version: p.version, state: 'not-assessed' };
    const state = a.policyVersion === p.version ? 'current' : 'outdated';
    if (state === 'current') current.push({ policyId: p.id, policyTitle: p.title, assessment: a });
    return {
      id: p.id,
      title: p.title,
      version: p.version,
      state,
      assessment: {
        id: a.id,
        score: a.result.score,
        createdAt: a.createdAt,
        ...(a.policyVersion !== undefined ? { policyVersion: a.policyVersion } : {}),
      },
    };
  });

  const requirements: CoverageRow[] = ACT_REQUIREMENTS.filter((r) =>
    appliesToCategories(r, categories ?? []),
  ).map((r) => {
    let best: Best | undefined;
    for (const c of current) {
      const section = c.assessment.result.sections.find((s) => s.id === r.id);
      if (!section) continue;
      const candidate = {
        policyId: c.policyId,
        policyTitle: c.policyTitle,
        assessmentId: c.assessment.id,
        score: section.score,
        findings: section.findings?.length ?? 0,
      };
      if (!best || better(candidate, best)) best = candidate;
    }
    const status: CoverageRow['status'] = !best
      ? 'missing'
      : best.score >= COVERAGE_MET_SCORE && best.findings === 0
        ? 'met'
        : 'partly';
    return {
      id: r.id,
      title: r.title,
      kind: r.kind,
      citation: formatCitation(r),
      outcomes: (r.outcomes ?? []).map((o) => `${o.code} ${o.title}`),
      status,
      ...(best ? { best } : {}),
    };
  });

  return {
    generatedAt: now.toISOString(),
    categories: categories ?? [],
    policies: policyRows,
    requirements,
    met: requirements.filter((r) => r.status === 'met').length,
  };
}

/** The coverage as a printable PDF, with the provider's name. */
export async function libraryCoverageReport(
  caller: Caller,
  now = new Date(),
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const [coverage, name] = await Promise.all([libraryCoverage(caller, now), providerName(caller)]);
  const { coverageReportPdf } = await import('../reports/coverage-pdf');
  return {
    bytes: coverageReportPdf(coverage, { providerName: name }),
    fileName: `Library coverage - ${now.toISOString().slice(0, 10)}.pdf`,
  };
}
