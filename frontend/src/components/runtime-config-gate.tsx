// For screens that cannot work without /config.json (sign-in, payment): a spinner while it loads, an error with a
// way to retry if it cannot be read, and the configuration for the children once it is there.
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/contracts/config';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useRuntimeConfig } from '@/lib/use-runtime-config';

export function RuntimeConfigGate({ children }: { children: (config: RuntimeConfig) => ReactNode }) {
  const config = useRuntimeConfig();
  if (config.isPending) return <PageSpinner label="Loading the site settings" />;
  if (config.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <Alert variant="destructive" title="This page is not available right now">
          <p>{config.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void config.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  return <>{children(config.data)}</>;
}
