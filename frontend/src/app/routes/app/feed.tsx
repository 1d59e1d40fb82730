// Route "/feed": the Policy Updates Feed (features/feed).
import { PolicyUpdatesFeed } from '@/features/feed/components/policy-updates-feed';

export function Component() {
  return <PolicyUpdatesFeed />;
}
