// Route "/welcome": the welcome page.
import { ContentLayout } from '@/components/layouts/content-layout';
import { SITE_NAME } from '@/config/site';
import { WelcomeContent } from '@/features/marketing/components/welcome-content';

export function Component() {
  return (
    <ContentLayout
      title={`Welcome to ${SITE_NAME}`}
      documentTitle="Welcome"
      lead="Start here to understand the reforms behind the alerts you will receive, and where to find the official word."
    >
      <WelcomeContent />
    </ContentLayout>
  );
}
