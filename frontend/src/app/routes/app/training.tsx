// Route "/training": training modules (being built).
import { FeaturePlaceholder } from '@/components/feature-placeholder';

export function Component() {
  return (
    <FeaturePlaceholder title="Training modules are being built">
      <p>
        Your training modules will appear here once this feature is released: quizzes generated from your own
        policies, with your progress and scores.
      </p>
    </FeaturePlaceholder>
  );
}
