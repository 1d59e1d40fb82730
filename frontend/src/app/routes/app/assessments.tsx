// Route "/assessments": a paid account's policy assessment (a file or one of its policies) and its history.
import { AssessmentsPage } from '@/features/assessment/components/assessments-page';

export function Component() {
  return <AssessmentsPage />;
}
