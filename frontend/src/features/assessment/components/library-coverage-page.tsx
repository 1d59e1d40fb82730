// Library coverage: every requirement and Standard outcome that applies to the provider's registration categories,
// with the policy that meets it best by its current assessment and its score, the requirements no policy meets, and
// the policies not counted yet (never assessed, or changed since), which 'Assess Library' assesses one by one. The same
// as a PDF an auditor can read.
import { useState } from 'react';
import { Download, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import {
  COVERAGE_MET_SCORE,
  COVERAGE_POLICY_STATE_LABEL,
  COVERAGE_STATUS_LABEL,
  coverageCategoriesLine,
  type CoverageRow,
  type LibraryCoverage,
} from '@shared/contracts/assessment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { downloadPdf, useLibraryCoverage } from '../api/assessments';
import { useRunAssessment } from '../api/run-assessment';
import { AssessmentSubnav } from './assessment-subnav';
import { ScoreBadge } from './assessment-results';

const STATUS_CLASS: Record<CoverageRow['status'], string> = {
  met: 'bg-green-50 text-green-800 border-green-200',
  partly: 'bg-amber-50 text-amber-900 border-amber-200',
  missing: 'bg-red-50 text-red-800 border-red-200',
};

function RequirementsTable({ rows }: { rows: CoverageRow[] }) {
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <caption className="sr-only">Requirements and the policy that meets each best</caption>
      <thead className="border-b border-border text-slate-700 max-sm:hidden">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Requirement
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Best policy
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Score
          </th>
          <th scope="col" className="py-2 font-semibold">
            Status
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border max-sm:block">
        {rows.map((r) => (
          <tr key={r.id} className="align-top max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:py-3">
            <th scope="row" className="py-3 pr-3 font-normal max-sm:py-0">
              <span className="block font-medium text-slate-900">{r.title}</span>
              <span className="block text-xs text-slate-600">{r.citation}</span>
              {r.outcomes.length ? (
                <span className="block text-xs text-slate-600">Outcomes: {r.outcomes.join('; ')}</span>
              ) : null}
            </th>
            <td className="py-3 pr-3 break-words max-sm:py-0">
              {r.best ? (
                <>
                  <Link
                    to={paths.assessment.getHref(r.best.assessmentId)}
                    className="text-slate-900 underline underline-offset-2"
                  >
                    {r.best.policyTitle}
                  </Link>
                  {r.best.findings ? (
                    <span className="block text-xs text-red-800">
                      {r.best.findings === 1
                        ? '1 finding against the Act'
                        : `${r.best.findings} findings against the Act`}
                    </span>
                  ) : null}
                </>
              ) : (
                <span className="text-slate-600">No policy covers it</span>
              )}
            </td>
            <td className="py-3 pr-3 max-sm:py-0">
              {r.best ? (
                <ScoreBadge score={r.best.score} label={`${r.title}: ${r.best.score} out of 100`} />
              ) : (
                <span className="sr-only">No score</span>
              )}
            </td>
            <td className="py-3 max-sm:py-0">
              <span
                className={cn(
                  'inline-flex rounded-md border px-2 py-0.5 text-xs font-semibold',
                  STATUS_CLASS[r.status],
                )}
              >
                {COVERAGE_STATUS_LABEL[r.status]}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Policies({ coverage }: { coverage: LibraryCoverage }) {
  if (!coverage.policies.length)
    return (
      <p className="text-sm text-slate-600">
        Your library has no policies yet.{' '}
        <Link to={paths.myPolicies.getHref()} className="underline">
          Add them in My Policies
        </Link>{' '}
        and assess them here.
      </p>
    );
  return (
    <ul className="divide-y divide-border text-sm">
      {coverage.policies.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center gap-2 py-2">
          <span className="min-w-0 flex-1 break-words text-slate-900">{p.title}</span>
          <span className="text-slate-600">{COVERAGE_POLICY_STATE_LABEL[p.state]}</span>
          {p.assessment && p.state === 'current' ? (
            <ScoreBadge score={p.assessment.score} label={`${p.title}: ${p.assessment.score} out of 100`} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function LibraryCoveragePage() {
  const coverage = useLibraryCoverage();
  const assessment = useRunAssessment(true);
  const [batch, setBatch] = useState<{ done: number; total: number; title: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const data = coverage.data;
  const pending = data?.policies.filter((p) => p.state !== 'current') ?? [];

  const assessLibrary = async () => {
    setProblem(null);
    const todo = [...pending];
    for (const [i, p] of todo.entries()) {
      setBatch({ done: i, total: todo.length, title: p.title });
      const job = await assessment.run({ policyId: p.id });
      if (!job) break; // the hook shows why (a limit reached, a policy deleted meanwhile)
    }
    setBatch(null);
    await coverage.refetch();
  };

  if (coverage.isPending) return <PageSpinner label="Loading the library's coverage..." />;
  if (coverage.isError || !data)
    return (
      <div className="space-y-6">
        <AssessmentSubnav />
        <Alert variant="destructive" title="Error">
          <p>{describeError(coverage.error, "The library's coverage could not be loaded.")}</p>
        </Alert>
      </div>
    );

  const unmet = data.requirements.filter((r) => r.status !== 'met');
  return (
    <div className="space-y-6">
      <AssessmentSubnav />
      <Card>
        <CardContent className="space-y-4 pt-6">
          <p className="text-2xl font-bold text-slate-900" aria-live="polite">
            {data.met} of {data.requirements.length} requirements met
          </p>
          <p className="text-sm text-slate-700">
            Each requirement of the Aged Care Act 2024, the Aged Care Rules 2025 and the strengthened Quality
            Standards, with the policy of your library that meets it best. A requirement is met by a policy
            that scores at least {COVERAGE_MET_SCORE} on it with nothing against the Act.{' '}
            {coverageCategoriesLine(data.categories)}
          </p>
          {pending.length ? (
            <p className="text-sm text-slate-700">
              {pending.length === 1 ? '1 policy is' : `${pending.length} policies are`} not counted yet: never
              assessed, or changed since. Assess the library to count {pending.length === 1 ? 'it' : 'them'}.
            </p>
          ) : null}
          {batch ? (
            <div className="space-y-2">
              <p className="text-sm font-medium text-slate-800" role="status">
                Assessing policy {batch.done + 1} of {batch.total}: {batch.title}
              </p>
              <Progress
                value={Math.round(((batch.done + assessment.progress.percent / 100) / batch.total) * 100)}
                label="Library assessment progress"
              />
            </div>
          ) : null}
          {assessment.error && !batch ? (
            <Alert variant="destructive" title="Error">
              <p>{assessment.error}</p>
            </Alert>
          ) : null}
          {problem ? (
            <Alert variant="destructive" title="Error">
              <p>{problem}</p>
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={!pending.length || Boolean(batch)}
              onClick={() => void assessLibrary()}
            >
              <ListChecks aria-hidden="true" />
              {batch ? 'Assessing...' : 'Assess Library'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={downloading || Boolean(batch)}
              onClick={() => {
                setDownloading(true);
                downloadPdf(
                  '/api/assessments/coverage/report',
                  `Library coverage - ${new Date().toISOString().slice(0, 10)}.pdf`,
                )
                  .catch((e: unknown) =>
                    toast.error('Download Failed', {
                      description: describeError(e, 'The report could not be made.'),
                    }),
                  )
                  .finally(() => setDownloading(false));
              }}
            >
              <Download aria-hidden="true" />
              {downloading ? 'Preparing...' : 'Download PDF'}
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Requirements</CardTitle>
        </CardHeader>
        <CardContent>
          <RequirementsTable rows={data.requirements} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Requirements No Policy Meets</CardTitle>
        </CardHeader>
        <CardContent>
          {unmet.length ? (
            <ul
              aria-label="Requirements no policy meets"
              className="list-disc space-y-1 pl-5 text-sm text-slate-700"
            >
              {unmet.map((r) => (
                <li key={r.id}>
                  <span className="font-medium text-slate-900">{r.title}</span>:{' '}
                  {r.best
                    ? `the best is ${r.best.policyTitle} at ${r.best.score}%${r.best.findings ? ', with a finding against the Act' : ''}.`
                    : 'no policy covers it.'}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">Every requirement listed is met by at least one policy.</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Policies</CardTitle>
        </CardHeader>
        <CardContent>
          <Policies coverage={data} />
        </CardContent>
      </Card>
    </div>
  );
}
