// The assessment report as a PDF (jsPDF): who it was for, the document, the date, the overall score and summary, then
// for each requirement its score, citation, what goes against the Act (the policy's words beside the Act's), the
// policy's own evidence and the suggestions, and the requirements not assessed with why. A4, standard fonts, text only,
// so an auditor can read, search and print it.
import type { AssessmentJob } from '../../../shared/contracts/assessment';
import { formatDate, markdownToText } from '../notify/render';
import { PdfWriter, type ReportContext } from './pdf-writer';

export type { ReportContext };

/** The report of a finished assessment, as PDF bytes. */
export function assessmentReportPdf(job: AssessmentJob, context: ReportContext = {}): Uint8Array {
  const result = job.result;
  if (!result) throw new Error('The assessment has no result yet');
  const w = new PdfWriter();
  w.doc.setProperties({ title: `Policy assessment: ${job.fileName}`, creator: 'Aged Care Policy Tracker' });
  w.text('Policy Assessment Report', { size: 18, bold: true, gap: 3 });
  if (context.providerName) w.text(`Prepared for ${context.providerName}`, { size: 11 });
  w.text(`Document: ${job.fileName}`, { size: 11, gap: 1 });
  w.text(`Assessed on ${formatDate(job.createdAt)}`, { size: 11, gap: 1 });
  w.text('Assessed against the Aged Care Act 2024 (Cth) and the strengthened Aged Care Quality Standards.', {
    size: 10,
    colour: 80,
    gap: 4,
  });
  w.text(`Overall score: ${result.score}/100`, { size: 14, bold: true, gap: 3 });
  w.text(markdownToText(result.summary), { gap: 4 });

  for (const s of result.sections) {
    w.rule();
    w.text(`${s.title}: ${s.score}/100`, { size: 12, bold: true, gap: 1 });
    w.text(`Relevant Act Section: ${s.relevantActSection}`, { size: 9, colour: 80, gap: 3 });
    for (const f of s.findings ?? []) {
      w.text('Against the Act', { bold: true, gap: 1 });
      w.text(f.policyText ? `The policy says: "${f.policyText}"` : 'The policy does not say this.', {
        indent: 4,
        gap: 1,
      });
      if (f.reading) w.text(f.reading, { indent: 4, gap: 1 });
      w.text(`The Act: ${f.actText} (${f.citation})`, { indent: 4, gap: 3 });
    }
    if (s.evidence?.length) {
      w.text('From the policy', { bold: true, gap: 1 });
      for (const q of s.evidence) w.text(`"${q}"`, { indent: 4, gap: 1 });
      w.text('', { gap: 1 });
    }
    if (s.suggestions.length) {
      w.text('Suggestions', { bold: true, gap: 1 });
      for (const x of s.suggestions) w.text(`- ${x}`, { indent: 4, gap: 1 });
      w.text('', { gap: 1 });
    }
  }
  if (result.notAssessed?.length) {
    w.rule();
    w.text('Not assessed', { size: 12, bold: true, gap: 2 });
    for (const n of result.notAssessed)
      w.text(`${n.title} (${n.relevantActSection}): ${n.reason}`, { size: 9, gap: 1 });
  }
  return new Uint8Array(w.doc.output('arraybuffer'));
}
