// Route "/assessments/:id": one saved assessment of the account.
import { useParams } from 'react-router';
import { AssessmentView } from '@/features/assessment/components/assessment-view';

export function Component() {
  const { id = '' } = useParams();
  return <AssessmentView id={id} />;
}
