// Route "/training/:id": one training module (being built).
import { FeaturePlaceholder } from '@/components/feature-placeholder';

export function Component() {
  return (
    <FeaturePlaceholder title="This training module cannot be opened yet">
      <p>
        Training modules are being built. Once they are released, this page will take you through the module's
        questions and show your score.
      </p>
    </FeaturePlaceholder>
  );
}
