// The signed-in assessment page: assess a file or one of My Policies (a policy sent from its card is assessed at
// once), then the account's history, newest first, each with its score and the change since the same policy's
// assessment before it.
import { Link, useSearchParams } from 'react-router';
import type { AssessmentHistory } from '@shared/contracts/assessment';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api';
import { useAssessmentHistory } from '../api/assessments';
import { AssessmentSubnav } from './assessment-subnav';
import { ScoreBadge } from './assessment-results';
import { PolicyAssessmentPage } from './policy-assessment-page';

type Entry = AssessmentHistory['assessments'][number];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** The score of the same policy's assessment before this one, from the history (newest first). */
function earlierScore(list: Entry[], index: number): number | undefined {
  const entry = list[index];
  if (!entry?.policyId) return undefined;
  return list.slice(index + 1).find((e) => e.policyId === entry.policyId && e.score !== undefined)?.score;
}

function History() {
  const history = useAssessmentHistory();
  if (history.isPending) return <Spinner label="Loading your assessments..." />;
  if (history.isError)
    return (
      <Alert variant="destructive" title="Error">
        <p>{describeError(history.error, 'Your assessments could not be loaded.')}</p>
      </Alert>
    );
  const list = history.data.assessments;
  if (!list.length)
    return (
      <p className="text-sm text-slate-600">No assessments yet. Assess a policy above and it is kept here.</p>
    );
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-white">
      {list.map((a, i) => {
        const before = earlierScore(list, i);
        return (
          <li key={a.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              {a.status === 'done' ? (
                <Link
                  to={paths.assessment.getHref(a.id)}
                  className="font-medium break-words text-slate-900 underline-offset-2 hover:underline"
                >
                  {a.fileName}
                </Link>
              ) : (
                <span className="font-medium break-words text-slate-900">{a.fileName}</span>
              )}
              <p className="text-sm text-slate-600">
                {when(a.createdAt)}
                {a.policyId ? ` · My Policies, version ${a.policyVersion ?? 1}` : ' · Uploaded file'}
                {a.status === 'failed'
                  ? ` · Failed: ${a.error ?? 'the assessment could not be completed'}`
                  : ''}
                {a.status !== 'done' && a.status !== 'failed' ? ' · In progress' : ''}
              </p>
            </div>
            {before !== undefined && a.score !== undefined ? (
              <span className="text-sm text-slate-700">
                {before} → {a.score}
              </span>
            ) : null}
            {a.score !== undefined ? (
              <ScoreBadge score={a.score} label={`${a.fileName}: ${a.score} out of 100`} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function AssessmentsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <div className="space-y-6">
      <AssessmentSubnav />
      <PolicyAssessmentPage
        library
        startPolicyId={params.get('policy')}
        onStarted={() => setParams({}, { replace: true })}
      />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Your Assessments</CardTitle>
        </CardHeader>
        <CardContent>
          <History />
        </CardContent>
      </Card>
    </div>
  );
}
