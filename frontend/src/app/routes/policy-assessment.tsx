// Route "/policy-assessment": the Policy Assessment screen (public: anyone may assess a document).
import { ContentLayout } from '@/components/layouts/content-layout';
import { PolicyAssessmentPage } from '@/features/assessment/components/policy-assessment-page';

export function Component() {
  return (
    <ContentLayout title="Policy Assessment">
      <PolicyAssessmentPage />
    </ContentLayout>
  );
}
