// Route "/my-policies": the policy library (features/policies).
import { PolicyLibrary } from '@/features/policies/components/policy-library';

export function Component() {
  return <PolicyLibrary />;
}
