// Route "/terms": the Terms of Service.
import { ContentLayout } from '@/components/layouts/content-layout';
import { TermsOfService } from '@/features/legal/components/terms-of-service';

export function Component() {
  return (
    <ContentLayout title="Terms of Service">
      <TermsOfService />
    </ContentLayout>
  );
}
