// /training (spec section 2): the module grid, 'Generate New Module', and the account's training record as CSV.
import { useState } from 'react';
import { Download, Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { NO_MODULES_MESSAGE } from '@shared/contracts/training';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api';
import { downloadTrainingRecord, useDeleteModule, useModules, useRegenerateModule } from '../api/training';
import { GenerateModuleDialog } from './generate-module-dialog';
import { ModuleCard } from './module-card';

export function TrainingPage() {
  const modules = useModules();
  const regenerate = useRegenerateModule();
  const remove = useDeleteModule();
  const [generating, setGenerating] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [downloading, setDownloading] = useState(false);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-slate-700">
          Quizzes written from your own policies. Each question allows two attempts, and 70% passes a module.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={downloading}
            onClick={() => {
              setDownloading(true);
              downloadTrainingRecord()
                .catch((e: unknown) =>
                  toast.error('Download Failed', {
                    description: describeError(e, 'The record could not be made.'),
                  }),
                )
                .finally(() => setDownloading(false));
            }}
          >
            <Download aria-hidden="true" />
            Download training record
          </Button>
          <Button onClick={() => setGenerating(true)}>
            <Plus aria-hidden="true" />
            Generate New Module
          </Button>
        </div>
      </div>

      {modules.isPending ? <PageSpinner label="Loading training modules..." /> : null}
      {modules.isError ? (
        <Alert variant="destructive" title="Error">
          <p>{describeError(modules.error, 'Your training modules could not be loaded.')}</p>
        </Alert>
      ) : null}
      {modules.data && !modules.data.modules.length ? (
        <div className="rounded-lg border border-dashed border-border bg-white p-8 text-center">
          <p className="font-medium text-slate-900">{NO_MODULES_MESSAGE}</p>
          <p className="mt-1 text-sm text-slate-600">Generate a module from one of your policies to begin.</p>
        </div>
      ) : null}
      {modules.data?.modules.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Training modules">
          {modules.data.modules.map((m) => (
            <li key={m.id} className="grid">
              <ModuleCard
                module={m}
                regenerating={regenerate.isPending && regenerate.variables === m.id}
                onRegenerate={() =>
                  regenerate.mutate(m.id, {
                    onSuccess: () =>
                      toast.success('Training module has been regenerated from the current policy.'),
                    onError: (e) =>
                      toast.error(describeError(e, 'Failed to regenerate the training module.')),
                  })
                }
                onDelete={() => setDeleting({ id: m.id, title: m.title })}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <GenerateModuleDialog open={generating} onOpenChange={setGenerating} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete ${deleting?.title ?? 'this module'}?`}
        description="The module and your progress on it are deleted. Finished attempts leave the training record."
        confirmLabel="Delete"
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success('Training module deleted.'),
            onError: (e) => toast.error(describeError(e, 'Failed to delete the training module.')),
          });
          setDeleting(null);
        }}
      />
    </div>
  );
}
