// The Create policy and Edit policy dialog: title and markdown content (both required after trim) and the publish
// toggle. An edit names the version it started from: if the policy changed meanwhile the server refuses the save and
// the dialog keeps the text, so no edit is ever lost. Closing with unsaved changes asks first.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { toast } from '@/lib/toast';
import { policyContentSchema, policyTitleSchema, type Policy } from '@shared/contracts/policies';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError, FieldHint, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/textarea';
import { ApiError, describeError } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useCreatePolicy } from '../api/create-policy';
import { useUpdatePolicy } from '../api/update-policy';
import { FAILED, POLICY_OUTLINE, SUCCEEDED } from './policy-messages';

const formSchema = z.object({
  title: policyTitleSchema,
  content: policyContentSchema,
  isPublished: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;

export type PolicyFormTarget =
  { mode: 'create'; categoryId: string; categoryName?: string } | { mode: 'edit'; policy: Policy };

function PolicyForm({
  target,
  onDone,
  closeRequest,
}: {
  target: PolicyFormTarget;
  onDone: () => void;
  /** Set to this form's Cancel, so the dialog's close button, Escape and outside clicks ask too. */
  closeRequest: RefObject<(() => void) | null>;
}) {
  const editing = target.mode === 'edit' ? target.policy : null;
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: editing
      ? { title: editing.title, content: editing.content, isPublished: editing.isPublished }
      : { title: '', content: '', isPublished: true },
  });
  const [conflict, setConflict] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const create = useCreatePolicy();
  const update = useUpdatePolicy();
  const pending = create.isPending || update.isPending;
  const isPublished = useWatch({ control: form.control, name: 'isPublished' });

  const onSubmit = form.handleSubmit((values) => {
    setConflict(null);
    if (!editing) {
      if (target.mode !== 'create') return;
      create.mutate(
        { ...values, categoryId: target.categoryId },
        {
          onSuccess: () => {
            toast.success(SUCCEEDED.createPolicy);
            onDone();
          },
          onError: (e) => {
            showServerFieldErrors(e, form, ['title', 'content']);
            toast.error(FAILED.createPolicy, { description: describeError(e, FAILED.createPolicy) });
          },
        },
      );
      return;
    }
    update.mutate(
      { id: editing.id, data: { ...values, baseVersion: editing.version } },
      {
        onSuccess: () => {
          toast.success(SUCCEEDED.updatePolicy);
          onDone();
        },
        onError: (e) => {
          showServerFieldErrors(e, form, ['title', 'content']);
          if (e instanceof ApiError && e.status === 409) setConflict(describeError(e, FAILED.updatePolicy));
          toast.error(FAILED.updatePolicy, { description: describeError(e, FAILED.updatePolicy) });
        },
      },
    );
  });

  const cancel = () => (form.formState.isDirty ? setConfirmDiscard(true) : onDone());
  useEffect(() => {
    closeRequest.current = cancel;
    return () => {
      closeRequest.current = null;
    };
  });
  const titleError = form.formState.errors.title?.message;
  const contentError = form.formState.errors.content?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col gap-4">
      <DialogBody className="space-y-4">
        {conflict ? (
          <Alert variant="destructive" title="Not saved: the policy changed meanwhile">
            <p>{conflict}</p>
          </Alert>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor="policy-title">Title</Label>
          <Input
            aria-required="true"
            placeholder="e.g. Medication Management Policy"
            {...fieldAria('policy-title', { error: titleError })}
            {...form.register('title')}
          />
          <FieldError id="policy-title-error">{titleError}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="policy-content">Content</Label>
          <TextArea
            rows={16}
            className="min-h-64 font-mono text-sm"
            aria-required="true"
            placeholder={POLICY_OUTLINE}
            {...fieldAria('policy-content', { error: contentError, hint: true })}
            {...form.register('content')}
          />
          <FieldHint id="policy-content-hint">
            Markdown: # for headings, - for lists, **bold**. Every save keeps the previous version in History.
          </FieldHint>
          <FieldError id="policy-content-error">{contentError}</FieldError>
        </div>
        <div className="flex items-start gap-3">
          <input
            id="policy-published"
            type="checkbox"
            className="mt-1 size-4 accent-primary"
            aria-describedby="policy-published-hint"
            {...form.register('isPublished')}
          />
          <div>
            <Label htmlFor="policy-published">Published</Label>
            <FieldHint id="policy-published-hint">
              {isPublished ? 'Shown as a published policy.' : 'Kept as a Draft until you publish it.'}
            </FieldHint>
          </div>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {editing ? 'Save Changes' : 'Create Policy'}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard your changes?"
        description="What you typed since opening this policy will be lost. The saved policy stays as it is."
        confirmLabel="Discard changes"
        onConfirm={() => {
          setConfirmDiscard(false);
          onDone();
        }}
      />
    </form>
  );
}

export function PolicyFormDialog({
  target,
  onClose,
}: {
  target: PolicyFormTarget | null;
  onClose: () => void;
}) {
  const title = target?.mode === 'edit' ? 'Edit Policy' : 'New Policy';
  const description =
    target?.mode === 'edit'
      ? `Version ${target.policy.version}. Saving makes a new version; earlier ones stay in History.`
      : target?.categoryName
        ? `A policy in “${target.categoryName}”.`
        : 'A policy in this category.';
  const closeRequest = useRef<(() => void) | null>(null);
  const requestClose = () => (closeRequest.current ? closeRequest.current() : onClose());
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent size="lg" className="h-[92dvh]">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {target ? (
          <PolicyForm
            key={target.mode === 'edit' ? `${target.policy.id}:${target.policy.version}` : 'create'}
            target={target}
            onDone={onClose}
            closeRequest={closeRequest}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
