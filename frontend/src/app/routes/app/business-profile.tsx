// Routes "/business-profile" and "/business-profile/:id": the business profile (being built).
import { FeaturePlaceholder } from '@/components/feature-placeholder';

export function Component() {
  return (
    <FeaturePlaceholder title="The business profile is being built">
      <p>
        Here you will describe your organisation (its services, locations and clients) and keep its documents,
        so that each alert explains what a change means for you.
      </p>
    </FeaturePlaceholder>
  );
}
