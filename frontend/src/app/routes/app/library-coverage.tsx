// Route "/assessments/coverage": what the whole policy library meets of the Act and the Standards.
import { LibraryCoveragePage } from '@/features/assessment/components/library-coverage-page';

export function Component() {
  return <LibraryCoveragePage />;
}
