// The library coverage report as a PDF an auditor can read: for whom and when, the registration categories the
// requirements were chosen for, how many are met, a table of every requirement and Standard outcome with the policy
// that meets it best and its score, then the requirements no policy meets, and the policies with where each stands.
import {
  COVERAGE_POLICY_STATE_LABEL,
  COVERAGE_STATUS_LABEL,
  coverageCategoriesLine,
  type LibraryCoverage,
} from '../../../shared/contracts/assessment';
import { formatDate } from '../notify/render';
import { PdfWriter, WIDTH, type ReportContext } from './pdf-writer';

export function coverageReportPdf(coverage: LibraryCoverage, context: ReportContext = {}): Uint8Array {
  const w = new PdfWriter();
  w.doc.setProperties({ title: 'Policy library coverage', creator: 'Aged Care Policy Tracker' });
  w.text('Policy Library Coverage Report', { size: 18, bold: true, gap: 3 });
  if (context.providerName) w.text(`Prepared for ${context.providerName}`, { size: 11 });
  w.text(`Prepared on ${formatDate(coverage.generatedAt)}`, { size: 11, gap: 1 });
  w.text(
    'Each requirement of the Aged Care Act 2024 (Cth), the Aged Care Rules 2025 and the strengthened Aged Care ' +
      'Quality Standards, with the policy that meets it best by its latest assessment.',
    { size: 10, colour: 80, gap: 1 },
  );
  w.text(coverageCategoriesLine(coverage.categories), { size: 10, colour: 80, gap: 4 });
  const counted = coverage.policies.filter((p) => p.state === 'current').length;
  w.text(
    `${coverage.met} of ${coverage.requirements.length} requirements met, by ${counted} of ${coverage.policies.length} policies assessed as they are now.`,
    { size: 13, bold: true, gap: 4 },
  );

  const widths = [WIDTH * 0.36, WIDTH * 0.34, WIDTH * 0.1, WIDTH * 0.2];
  w.row(['Requirement', 'Best policy', 'Score', 'Status'], widths, { bold: true });
  for (const r of coverage.requirements) {
    const requirement = [
      r.title,
      r.citation,
      ...(r.outcomes.length ? [`Outcomes: ${r.outcomes.join('; ')}`] : []),
    ];
    const best = r.best
      ? `${r.best.policyTitle}${r.best.findings ? ` (${r.best.findings} against the Act)` : ''}`
      : 'None';
    w.row(
      [requirement.join('\n'), best, r.best ? `${r.best.score}/100` : '-', COVERAGE_STATUS_LABEL[r.status]],
      widths,
    );
  }

  const unmet = coverage.requirements.filter((r) => r.status !== 'met');
  w.text('', { gap: 4 });
  w.text('Requirements no policy meets', { size: 12, bold: true, gap: 2 });
  if (!unmet.length) w.text('Every requirement listed is met by at least one policy.', { gap: 2 });
  for (const r of unmet)
    w.text(
      `- ${r.title} (${r.citation}): ${
        r.best
          ? `best is "${r.best.policyTitle}" at ${r.best.score}/100${r.best.findings ? ', with a finding against the Act' : ''}`
          : 'no policy covers it'
      }.`,
      { indent: 2, gap: 1 },
    );

  w.text('', { gap: 4 });
  w.text('Policies', { size: 12, bold: true, gap: 2 });
  const pw = [WIDTH * 0.5, WIDTH * 0.15, WIDTH * 0.35];
  w.row(['Policy', 'Score', 'Standing'], pw, { bold: true });
  for (const p of coverage.policies)
    w.row(
      [
        p.title,
        p.assessment ? `${p.assessment.score}/100` : '-',
        `${COVERAGE_POLICY_STATE_LABEL[p.state]}${p.state === 'current' ? '' : ': not counted'}${p.assessment ? ` (assessed ${formatDate(p.assessment.createdAt)})` : ''}`,
      ],
      pw,
    );
  return new Uint8Array(w.doc.output('arraybuffer'));
}
