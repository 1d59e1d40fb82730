// The History panel of a policy: every saved version (who, when, what kind of save), a comparison of any version
// with the current one, and Restore, which brings an earlier version back as a new version (nothing is overwritten).
import { useState } from 'react';
import { History, RotateCcw } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { Policy, PolicyVersionSummary } from '@shared/contracts/policies';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { usePolicyVersion } from '../api/get-policy-version';
import { usePolicyVersions } from '../api/get-policy-versions';
import { useRestorePolicyVersion } from '../api/restore-policy-version';
import { formatDateTime } from '../utils/format';
import { diffTexts, type DiffPart } from '../utils/text-diff';
import { FAILED } from './policy-messages';

const ACTION_LABEL: Record<PolicyVersionSummary['action'], string> = {
  created: 'Created',
  edited: 'Edited',
  restored: 'Restored',
  uploaded: 'Uploaded',
};

function actionText(v: PolicyVersionSummary): string {
  return v.action === 'restored' && v.restoredFrom
    ? `Restored version ${v.restoredFrom}`
    : ACTION_LABEL[v.action];
}

function DiffView({ parts }: { parts: DiffPart[] }) {
  if (parts.every((p) => p.kind === 'same' || p.kind === 'folded'))
    return <p className="text-sm text-slate-700">The text of this version is the same as the current one.</p>;
  return (
    <div
      className="overflow-x-auto rounded-md border border-border font-mono text-xs leading-5"
      aria-label="Differences from the current version"
    >
      {parts.map((part, i) => {
        if (part.kind === 'folded')
          return (
            <p key={i} className="bg-muted px-3 py-1 text-slate-600 italic">
              {part.count} unchanged {part.count === 1 ? 'line' : 'lines'}
            </p>
          );
        if (part.kind === 'changed')
          return (
            <div key={i}>
              <p className="bg-red-50 px-3 whitespace-pre-wrap text-red-950">
                <span aria-hidden="true">− </span>
                <span className="sr-only">In this version: </span>
                {part.removed.map((w, j) =>
                  w.changed ? (
                    <del key={j} className="bg-red-200">
                      {w.text}
                    </del>
                  ) : (
                    <span key={j}>{w.text}</span>
                  ),
                )}
              </p>
              <p className="bg-green-50 px-3 whitespace-pre-wrap text-green-950">
                <span aria-hidden="true">+ </span>
                <span className="sr-only">Now: </span>
                {part.added.map((w, j) =>
                  w.changed ? (
                    <ins key={j} className="bg-green-200 no-underline">
                      {w.text}
                    </ins>
                  ) : (
                    <span key={j}>{w.text}</span>
                  ),
                )}
              </p>
            </div>
          );
        const style = {
          same: 'text-slate-700',
          removed: 'bg-red-50 text-red-950',
          added: 'bg-green-50 text-green-950',
        }[part.kind];
        const mark = { same: '  ', removed: '− ', added: '+ ' }[part.kind];
        const label = { same: '', removed: 'Only in this version: ', added: 'Only now: ' }[part.kind];
        const Tag = part.kind === 'removed' ? 'del' : part.kind === 'added' ? 'ins' : 'div';
        return (
          <Tag key={i} className={cn('block px-3 whitespace-pre-wrap no-underline', style)}>
            {part.lines.map((line, j) => (
              <span key={j} className="block">
                <span aria-hidden="true">{mark}</span>
                {label ? <span className="sr-only">{label}</span> : null}
                {line || ' '}
              </span>
            ))}
          </Tag>
        );
      })}
    </div>
  );
}

function Comparison({ policy, version }: { policy: Policy; version: number }) {
  const old = usePolicyVersion(policy.id, version);
  const restore = useRestorePolicyVersion();
  const [confirming, setConfirming] = useState(false);
  if (old.isPending) return <Skeleton className="h-40 w-full" />;
  if (old.isError)
    return (
      <Alert variant="destructive" title="This version could not be loaded">
        <p>{describeError(old.error, 'Please try again.')}</p>
      </Alert>
    );
  const parts = diffTexts(old.data.content, policy.content);
  const doRestore = () =>
    restore.mutate(
      { id: policy.id, version, baseVersion: policy.version },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          toast.success(`Version ${version} restored`, {
            description: `It is now version ${saved.version}.`,
          });
        },
        onError: (e) => {
          setConfirming(false);
          toast.error(FAILED.restore, { description: describeError(e, FAILED.restore) });
        },
      },
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          Version {version} compared with the current version ({policy.version})
        </h3>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setConfirming(true)}
          disabled={restore.isPending}
        >
          {restore.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
          Restore version {version}
        </Button>
      </div>
      {old.data.title !== policy.title ? (
        <p className="text-sm text-slate-700">
          Title then: <strong>{old.data.title}</strong>; now: <strong>{policy.title}</strong>
        </p>
      ) : null}
      <DiffView parts={parts} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive={false}
        title={`Restore version ${version}?`}
        description={`The title and text of version ${version} become the current policy, saved as version ${policy.version + 1}. The current text stays in the history as version ${policy.version}.`}
        confirmLabel="Restore"
        pending={restore.isPending}
        onConfirm={doRestore}
      />
    </div>
  );
}

export function PolicyHistory({ policy }: { policy: Policy }) {
  const versions = usePolicyVersions(policy.id);
  const [selected, setSelected] = useState<number | null>(null);
  if (versions.isPending)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading the history">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (versions.isError)
    return (
      <Alert variant="destructive" title="The history could not be loaded">
        <p>{describeError(versions.error, 'Please try again.')}</p>
      </Alert>
    );
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Every save is kept. Choose an earlier version to compare it with the current one, or to restore it.
      </p>
      <ol
        className="divide-y divide-border rounded-md border border-border"
        aria-label="Versions, newest first"
      >
        {versions.data.map((v) => {
          const current = v.version === policy.version;
          const active = selected === v.version;
          return (
            <li
              key={v.version}
              className={cn(
                'flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm',
                active && 'bg-primary-soft',
              )}
            >
              <span className="font-semibold text-slate-900">Version {v.version}</span>
              <span className="text-slate-700">{actionText(v)}</span>
              <span className="text-slate-600">
                {formatDateTime(v.savedAt)} by {v.savedBy.name}
              </span>
              <span className="ml-auto">
                {current ? (
                  <span className="text-xs font-semibold text-primary">Current</span>
                ) : (
                  <Button
                    size="sm"
                    variant={active ? 'primary' : 'secondary'}
                    aria-pressed={active}
                    onClick={() => setSelected(active ? null : v.version)}
                  >
                    Compare
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {selected !== null && selected !== policy.version ? (
        <Comparison policy={policy} version={selected} />
      ) : null}
    </div>
  );
}
