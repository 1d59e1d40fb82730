// Route "/help": the Knowledge page (how the product works, and the Act's key facts with citations).
import { ContentLayout } from '@/components/layouts/content-layout';
import { HelpGuide } from '@/features/help/components/help-guide';

export function Component() {
  return (
    <ContentLayout
      title="Knowledge"
      documentTitle="Knowledge: how it works and the Act's key facts"
      lead="How alerts, your policy library, training and the policy assessment work, and the facts of the Aged Care Act 2024 they rely on."
    >
      <HelpGuide />
    </ContentLayout>
  );
}
