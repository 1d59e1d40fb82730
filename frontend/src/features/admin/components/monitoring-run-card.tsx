// One monitoring run: when and how it started, its status and duration, its counts (changes, updates, subscribers,
// messages, mode), its error if any, and a table of what happened at each source.
import type { MonitoringRunView } from '../api/get-monitoring-runs';
import { formatDateTime, formatDuration } from '../utils/format';
import { MODE_LABELS } from './admin-messages';
import { ToneBadge, type Tone } from './tone-badge';

type RunStatus = MonitoringRunView['status'];
type SourceStatus = MonitoringRunView['sources'][number]['status'];

export const RUN_STATUS: Record<RunStatus, { label: string; tone: Tone }> = {
  running: { label: 'Running', tone: 'info' },
  succeeded: { label: 'Succeeded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export const SOURCE_STATUS: Record<SourceStatus, { label: string; tone: Tone }> = {
  ok: { label: 'OK', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  baseline: { label: 'Baseline recorded', tone: 'info' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
};

function triggerText(run: MonitoringRunView): string {
  if (run.trigger === 'schedule') return 'Scheduled';
  return run.requestedBy ? `Manual, by ${run.requestedBy}` : 'Manual';
}

function durationText(run: MonitoringRunView): string {
  if (run.durationMs !== undefined) return formatDuration(run.durationMs);
  return run.status === 'running' ? 'In progress' : 'Not recorded';
}

function Count({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

export function MonitoringRunCard({ run }: { run: MonitoringRunView }) {
  const status = RUN_STATUS[run.status];
  const started = formatDateTime(run.startedAt);
  const headingId = `run-${run.id}-heading`;

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-border bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            Run started <time dateTime={run.startedAt}>{started}</time>
          </h3>
          <p className="text-sm text-slate-700">
            {triggerText(run)} · Duration: {durationText(run)}
          </p>
        </div>
        <ToneBadge tone={status.tone}>{status.label}</ToneBadge>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        <Count label="Changes" value={run.changes} />
        <Count label="Updates created" value={run.updatesCreated} />
        <Count label="Changes failed" value={run.changesFailed} />
        {run.changesRetried ? <Count label="Retried from earlier runs" value={run.changesRetried} /> : null}
        {run.changesAbandoned ? (
          <Count label="Given up after repeated failures" value={run.changesAbandoned} />
        ) : null}
        <Count label="Subscribers" value={run.subscribers} />
        <Count label="Mode" value={run.mode ? MODE_LABELS[run.mode] : 'Not recorded'} />
        <Count label="Messages sent" value={run.messages.sent} />
        <Count label="Messages simulated" value={run.messages.simulated} />
        <Count label="Messages skipped" value={run.messages.skipped} />
        <Count label="Messages failed" value={run.messages.failed} />
      </dl>

      {run.error ? (
        <div className="rounded-md border border-red-200 bg-destructive-soft p-3 text-sm text-red-950">
          <p className="font-semibold">Error</p>
          <p className="break-words">{run.error}</p>
        </div>
      ) : null}

      {run.sources.length === 0 ? (
        <p className="text-sm text-slate-600">No results from the sources yet.</p>
      ) : (
        // A narrow screen scrolls the table sideways; the region takes focus so a keyboard can scroll it too.
        <div
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring"
          role="region"
          aria-label={`Sources checked in the run started ${started}`}
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Sources checked in the run started {started}</caption>
            <thead className="border-b border-border text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Source
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Items
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Changes
                </th>
                <th scope="col" className="py-2 font-medium">
                  Notes
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {run.sources.map((source) => {
                const sourceStatus = SOURCE_STATUS[source.status];
                return (
                  <tr key={source.sourceId}>
                    <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                      {source.name}
                    </th>
                    <td className="py-2 pr-3">
                      <ToneBadge tone={sourceStatus.tone}>{sourceStatus.label}</ToneBadge>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{source.itemCount ?? '—'}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{source.changes}</td>
                    <td className="py-2 break-words text-slate-700">{source.reason ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
