// Route "/privacy": the Privacy Policy.
import { ContentLayout } from '@/components/layouts/content-layout';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';

export function Component() {
  return (
    <ContentLayout title="Privacy Policy">
      <PrivacyPolicy />
    </ContentLayout>
  );
}
