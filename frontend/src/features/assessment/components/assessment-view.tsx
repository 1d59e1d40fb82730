// One saved assessment of the account (from the history or the coverage table): its full result, the change since the
// same policy's previous assessment, its report, and for a policy of the library, assessing it again.
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api';
import { useAssessment } from '../api/assessments';
import { AssessmentResults } from './assessment-results';
import { AssessmentSubnav } from './assessment-subnav';

export function AssessmentView({ id }: { id: string }) {
  const navigate = useNavigate();
  const assessment = useAssessment(id);
  const job = assessment.data;
  return (
    <div className="space-y-6">
      <AssessmentSubnav />
      <Link
        to={paths.assessments.getHref()}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All assessments
      </Link>
      {assessment.isPending ? <PageSpinner label="Loading the assessment..." /> : null}
      {assessment.isError ? (
        <Alert variant="destructive" title="Error">
          <p>{describeError(assessment.error, 'The assessment could not be loaded.')}</p>
        </Alert>
      ) : null}
      {job && job.status === 'failed' ? (
        <Alert variant="destructive" title="Error">
          <p>{job.error ?? 'The assessment could not be completed.'}</p>
        </Alert>
      ) : null}
      {job && job.status !== 'done' && job.status !== 'failed' ? (
        <p className="text-slate-700">This assessment is still running. Reload the page in a moment.</p>
      ) : null}
      {job?.result ? (
        <AssessmentResults
          job={job}
          account
          onAnother={() => void navigate(paths.assessments.getHref())}
          onReassess={
            job.policyId
              ? () => void navigate(paths.assessments.getHref({ policy: job.policyId ?? '' }))
              : undefined
          }
        />
      ) : null}
    </div>
  );
}
