// Route "/feed": the policy updates feed (being built).
import { FeaturePlaceholder } from '@/components/feature-placeholder';

export function Component() {
  return (
    <FeaturePlaceholder title="The updates feed is being built">
      <p>
        Every policy update found by the daily check of the government aged care sources will be listed here,
        newest first, each with its summary and a link to the official source.
      </p>
      <p>Until then, the alerts you subscribed to keep arriving by email or SMS.</p>
    </FeaturePlaceholder>
  );
}
