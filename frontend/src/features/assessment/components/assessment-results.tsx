// The result of an assessment (spec section 2): the overall score in its colour band, the summary, the change since
// the same policy's previous assessment, a card per requirement (score, 'Relevant Act Section', explanation, the
// policy's own words, what goes against the Act and suggestions), the requirements not assessed with why, and the
// actions: Download Assessment and Upload Another Document.
import { useState } from 'react';
import { Download, RefreshCw, RotateCcw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { scoreBand, type AssessmentJob } from '@shared/contracts/assessment';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { describeError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { downloadPdf } from '../api/assessments';

export const BAND_CLASS = {
  green: 'bg-green-50 text-green-800 border-green-200',
  amber: 'bg-amber-50 text-amber-900 border-amber-200',
  red: 'bg-red-50 text-red-800 border-red-200',
} as const;

export function ScoreBadge({ score, label }: { score: number; label?: string }) {
  const band = scoreBand(score);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md border px-2 py-0.5 text-sm font-semibold',
        BAND_CLASS[band],
      )}
      aria-label={label ?? `Score ${score} out of 100`}
    >
      {score}%
    </span>
  );
}

/** Downloads the PDF report, named after the document. */
function downloadReport(job: AssessmentJob, account: boolean): Promise<void> {
  const path = `${account ? '/api/assessments' : '/api/public-assessments'}/${job.id}/report`;
  return downloadPdf(path, `Assessment - ${job.fileName.replace(/\.[^.]+$/, '')}.pdf`);
}

export function AssessmentResults({
  job,
  account,
  onAnother,
  onReassess,
}: {
  job: AssessmentJob;
  account: boolean;
  onAnother: () => void;
  /** Assess the same policy again (a policy of the library, after an edit). */
  onReassess?: (() => void) | undefined;
}) {
  const [downloading, setDownloading] = useState(false);
  const result = job.result;
  if (!result) return null;
  const band = scoreBand(result.score);
  const previous = new Map(job.previous?.sections.map((s) => [s.id, s.score]) ?? []);
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div
              className={cn('shrink-0 rounded-xl border px-5 py-3 text-center', BAND_CLASS[band])}
              aria-label={`Overall score ${result.score} out of 100`}
            >
              <p className="text-4xl font-bold tabular-nums">{result.score}%</p>
              <p className="text-sm">Overall compliance score</p>
            </div>
            <div className="min-w-0 space-y-1 sm:flex-1">
              <h2 className="text-lg font-semibold break-words text-slate-900">{job.fileName}</h2>
              <p className="text-sm text-slate-600">
                Assessed against the Aged Care Act 2024 and the strengthened Aged Care Quality Standards.
              </p>
              {job.previous ? (
                <p className="text-sm text-slate-700">
                  Previous assessment: {job.previous.score}% → now {result.score}%.
                </p>
              ) : null}
              {job.expiresAt ? (
                <p className="text-sm text-slate-600">
                  Your document was deleted once it was read. This result is kept for one hour.
                </p>
              ) : null}
            </div>
          </div>
          <Markdown headingLevel={3}>{result.summary}</Markdown>
        </CardContent>
      </Card>

      <ul className="space-y-4" aria-label="Requirements assessed">
        {result.sections.map((s) => {
          const before = previous.get(s.id);
          return (
            <li key={s.id}>
              <Card>
                <CardHeader className="gap-2">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <CardTitle as="h3" className="min-w-0 break-words">
                      {s.title}
                    </CardTitle>
                    <ScoreBadge score={s.score} label={`${s.title}: ${s.score} out of 100`} />
                  </div>
                  {before !== undefined && before !== s.score ? (
                    <p className="text-sm text-slate-700">
                      {s.title.replace(/^(Standard \d|Outcome [\d.]+): /, '')} {before} → {s.score}
                    </p>
                  ) : null}
                  <p className="text-sm text-slate-600">
                    <span className="font-medium text-slate-800">Relevant Act Section:</span>{' '}
                    {s.relevantActSection}
                  </p>
                </CardHeader>
                <CardContent className="space-y-4">
                  <Markdown headingLevel={4} className="text-sm">
                    {s.explanation}
                  </Markdown>
                  {s.evidence?.length ? (
                    <section aria-label={`Evidence for ${s.title}`} className="space-y-2">
                      <h4 className="text-sm font-semibold text-slate-900">From your policy</h4>
                      {s.evidence.map((q) => (
                        <blockquote
                          key={q}
                          className="border-l-4 border-border pl-3 text-sm break-words text-slate-700"
                        >
                          {q}
                        </blockquote>
                      ))}
                    </section>
                  ) : null}
                  {s.suggestions.length ? (
                    <section aria-label={`Suggestions for ${s.title}`}>
                      <h4 className="mb-1 text-sm font-semibold text-slate-900">Suggestions</h4>
                      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                        {s.suggestions.map((x) => (
                          <li key={x}>{x}</li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>

      {result.notAssessed?.length ? (
        <details className="rounded-lg border border-border bg-white p-4">
          <summary className="cursor-pointer text-sm font-medium text-slate-900">
            Not assessed ({result.notAssessed.length})
          </summary>
          <ul className="mt-3 space-y-2 text-sm text-slate-700">
            {result.notAssessed.map((n) => (
              <li key={n.id}>
                <span className="font-medium">{n.title}</span> ({n.relevantActSection}): {n.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={downloading}
          onClick={() => {
            setDownloading(true);
            downloadReport(job, account)
              .catch((e: unknown) =>
                toast.error('Download Failed', {
                  description: describeError(e, 'The report could not be made.'),
                }),
              )
              .finally(() => setDownloading(false));
          }}
        >
          <Download aria-hidden="true" />
          {downloading ? 'Preparing...' : 'Download Assessment'}
        </Button>
        {onReassess ? (
          <Button type="button" variant="secondary" onClick={onReassess}>
            <RefreshCw aria-hidden="true" />
            Assess Again
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={onAnother}>
          <RotateCcw aria-hidden="true" />
          Upload Another Document
        </Button>
      </div>
    </div>
  );
}
