// The Policy Assessment screen (spec section 2, /policy-assessment): two tabs, Upload Policy and Assessment Results
// (disabled until a result exists); a dropzone with the spec's three checks; the server's real progress; an error alert
// titled Error; the 'What Will You Learn?' list; and the results: the overall score in its colour band, the summary,
// a card per requirement (score, 'Relevant Act Section', explanation, the policy's own words, what goes against the Act
// and suggestions), and the requirements not assessed with why.
import { useId, useRef, useState, type DragEvent } from 'react';
import { Download, FileUp, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import {
  ASSESSMENT_ACCEPT,
  assessmentFileProblem,
  scoreBand,
  type AssessmentJob,
} from '@shared/contracts/assessment';
import { Markdown } from '@/components/markdown';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/features/auth/api/get-user';
import { apiBlob, describeError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useRunAssessment } from '../api/run-assessment';

const BAND_CLASS = {
  green: 'bg-green-50 text-green-800 border-green-200',
  amber: 'bg-amber-50 text-amber-900 border-amber-200',
  red: 'bg-red-50 text-red-800 border-red-200',
} as const;

function ScoreBadge({ score, label }: { score: number; label?: string }) {
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
async function downloadReport(job: AssessmentJob, account: boolean): Promise<void> {
  const path = `${account ? '/api/assessments' : '/api/public-assessments'}/${job.id}/report`;
  const blob = await apiBlob(path);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `Assessment - ${job.fileName.replace(/\.[^.]+$/, '')}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Results({
  job,
  account,
  onAnother,
}: {
  job: AssessmentJob;
  account: boolean;
  onAnother: () => void;
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
        <Button type="button" variant="secondary" onClick={onAnother}>
          <RotateCcw aria-hidden="true" />
          Upload Another Document
        </Button>
      </div>
    </div>
  );
}

export function PolicyAssessmentPage() {
  const user = useUser();
  const account = Boolean(user.data?.hasPayment);
  const assessment = useRunAssessment(account);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tab, setTab] = useState('upload');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const choose = (f: File | null | undefined) => {
    setFile(f ?? null);
    setProblem(f ? assessmentFileProblem(f) : null);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  };
  const analyse = async () => {
    const why = assessmentFileProblem(file);
    setProblem(why);
    if (why || !file) return;
    const job = await assessment.run({ file });
    if (job?.status === 'done') setTab('results');
  };
  const another = () => {
    assessment.reset();
    choose(null);
    if (input.current) input.current.value = '';
    setTab('upload');
  };

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Upload a policy and see how it measures up against the Aged Care Act 2024 and the strengthened Quality
        Standards: what it covers, what goes against the Act, and what to add.
      </p>
      <Tabs value={tab} onValueChange={setTab}>
        <div className="overflow-x-auto">
          <TabsList aria-label="Policy assessment">
            <TabsTrigger value="upload">Upload Policy</TabsTrigger>
            <TabsTrigger value="results" disabled={!assessment.job?.result}>
              Assessment Results
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="upload" className="space-y-6">
          <Card>
            <CardContent className="space-y-4 pt-6">
              <div
                onDragOver={(e) => {
                  e.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                className={cn(
                  'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center',
                  dragging ? 'border-primary bg-primary-soft' : 'border-border',
                )}
              >
                <FileUp aria-hidden="true" className="size-10 text-slate-500" />
                <p className="text-slate-800">Drag your policy here, or choose a file.</p>
                <p id={hintId} className="text-sm text-slate-600">
                  PDF, TXT, DOC or DOCX, up to 5MB.
                </p>
                <input
                  ref={input}
                  type="file"
                  accept={ASSESSMENT_ACCEPT}
                  className="sr-only"
                  tabIndex={-1}
                  aria-hidden="true"
                  data-testid="assessment-file"
                  onChange={(e) => choose(e.target.files?.[0])}
                />
                <Button
                  type="button"
                  variant="secondary"
                  aria-describedby={hintId}
                  disabled={assessment.running}
                  onClick={() => input.current?.click()}
                >
                  Choose File
                </Button>
                {file ? (
                  <p className="text-sm break-all text-slate-800">
                    Selected: <span className="font-medium">{file.name}</span>
                  </p>
                ) : null}
              </div>
              {problem ? (
                <p role="alert" className="text-sm text-destructive">
                  {problem}
                </p>
              ) : null}
              {assessment.running ? (
                <div className="space-y-2">
                  <p className="text-sm font-medium text-slate-800">Analyzing policy document...</p>
                  <Progress value={assessment.progress.percent} label="Assessment progress" />
                  <p className="text-sm text-slate-600" role="status">
                    {assessment.progress.label}
                  </p>
                </div>
              ) : null}
              {assessment.error ? (
                <Alert variant="destructive" title="Error">
                  <p>{assessment.error}</p>
                </Alert>
              ) : null}
              <Button type="button" onClick={() => void analyse()} disabled={assessment.running}>
                {assessment.running ? 'Analyzing...' : 'Analyze Policy Document'}
              </Button>
              {!account ? (
                <p className="text-sm text-slate-600">
                  Your document is deleted as soon as it is read; only the result is kept, for one hour. Paid
                  accounts keep a history of their assessments.
                </p>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">What Will You Learn?</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-1 pl-5 text-slate-700">
                <li>Your compliance score, overall and for each requirement</li>
                <li>The Act and Standards references behind each requirement</li>
                <li>Detailed explanations, quoting your own policy</li>
                <li>Actionable suggestions, starting with anything that goes against the Act</li>
              </ul>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="results">
          {assessment.job ? <Results job={assessment.job} account={account} onAnother={another} /> : null}
        </TabsContent>
      </Tabs>
      <p role="status" className="sr-only">
        {assessment.job?.result ? `Assessment complete: overall score ${assessment.job.result.score}%` : ''}
      </p>
    </div>
  );
}
