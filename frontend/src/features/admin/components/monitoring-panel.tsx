// The Monitoring tab: start a run now (optionally in simulation mode), and the latest runs with their per-source
// results. The list is read again every 2 seconds while a run is in progress, and not otherwise.
import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { describeError } from '@/lib/api';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useMonitoringRuns } from '../api/get-monitoring-runs';
import { useStartMonitoringRun } from '../api/start-monitoring-run';
import { RUN_NOT_STARTED_FALLBACK, RUN_NOT_STARTED_TITLE, RUN_STARTED_TITLE } from './admin-messages';
import { MonitoringRunCard } from './monitoring-run-card';
import { SimulationToggle } from './simulation-toggle';

function RunNow() {
  const [forceSimulation, setForceSimulation] = useState(false);
  const startRun = useStartMonitoringRun({
    mutationConfig: {
      onSuccess: () =>
        toast.success(RUN_STARTED_TITLE, {
          description: 'Its progress and results appear in the list of runs.',
        }),
      onError: (error) =>
        toast.error(RUN_NOT_STARTED_TITLE, { description: describeError(error, RUN_NOT_STARTED_FALLBACK) }),
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Run monitoring now</CardTitle>
        <CardDescription>
          Checks every source for changes, as the daily scheduled run does, and sends the resulting updates to
          subscribers.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <SimulationToggle
          id="run-simulation"
          hint="Write the run's messages to the outbox instead of sending them, even when the providers are configured."
          checked={forceSimulation}
          onChange={(event) => setForceSimulation(event.target.checked)}
        />
        <Button disabled={startRun.isPending} onClick={() => startRun.mutate({ forceSimulation })}>
          {startRun.isPending ? (
            <>
              <Spinner />
              Starting...
            </>
          ) : (
            'Run monitoring now'
          )}
        </Button>
      </CardContent>
    </Card>
  );
}

function RunsList() {
  const runs = useMonitoringRuns();
  const polling = runs.data?.runs.some((run) => run.status === 'running') ?? false;

  let body;
  if (runs.isPending) {
    body = (
      <div className="space-y-3" aria-busy="true" aria-label="Loading monitoring runs">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full" />
        ))}
      </div>
    );
  } else if (runs.isLoadingError) {
    body = (
      <Alert variant="destructive" title="Monitoring runs could not be loaded">
        <p>{describeError(runs.error, 'Please try again.')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void runs.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (runs.data.runs.length === 0) {
    body = <p className="py-6 text-center text-slate-600">No monitoring runs yet</p>;
  } else {
    body = (
      <div className="space-y-4">
        {runs.isRefetchError ? (
          <Alert variant="destructive" title="The runs could not be refreshed">
            <p>{describeError(runs.error, 'Please try again.')}</p>
          </Alert>
        ) : null}
        <ol className="space-y-4" aria-label="Monitoring runs, newest first">
          {runs.data.runs.map((run) => (
            <li key={run.id}>
              <MonitoringRunCard run={run} />
            </li>
          ))}
        </ol>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle as="h2">Latest runs</CardTitle>
          <CardDescription>
            {polling
              ? 'A run is in progress: this list updates every 2 seconds until it finishes.'
              : 'Scheduled and manual runs, newest first.'}
          </CardDescription>
        </div>
        <Button variant="secondary" size="sm" disabled={runs.isPending} onClick={() => void runs.refetch()}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

export function MonitoringPanel() {
  return (
    <div className="space-y-6">
      <RunNow />
      <RunsList />
    </div>
  );
}
