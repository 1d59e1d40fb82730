// Route "/my-policies": the policy library (being built).
import { FeaturePlaceholder } from '@/components/feature-placeholder';

export function Component() {
  return (
    <FeaturePlaceholder title="My Policies is being built">
      <p>
        Your policy library will live here: policies organised in categories, Word and PDF files converted to
        editable text, and an assistant that answers questions about your policies.
      </p>
    </FeaturePlaceholder>
  );
}
