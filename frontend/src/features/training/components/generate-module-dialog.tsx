// 'Generate New Module' (spec sections 2 and 5): a policy of the library (required), a title of at least 3 characters,
// an optional description and 5, 10, 15 or 20 questions (10 by default). Success toasts and opens the module; failure
// shows the server's message or the spec's default.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import * as z from 'zod';
import { toast } from '@/lib/toast';
import {
  DEFAULT_QUESTION_COUNT,
  GENERATE_FAILED_MESSAGE,
  GENERATED_MESSAGE,
  POLICY_REQUIRED_MESSAGE,
  QUESTION_COUNT_CHOICES,
  TITLE_MIN_MESSAGE,
} from '@shared/contracts/training';
import { Button } from '@/components/ui/button';
import {
  Dialog,
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
import { paths } from '@/config/paths';
import { useLibrary } from '@/features/policies/api/get-library';
import { describeError } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useGenerateModule } from '../api/training';

const formSchema = z.object({
  policyId: z.string().trim().min(1, { error: POLICY_REQUIRED_MESSAGE }),
  title: z
    .string()
    .trim()
    .min(3, { error: TITLE_MIN_MESSAGE })
    .max(150, { error: 'The title must be at most 150 characters' }),
  description: z.string().trim().max(500, { error: 'The description must be at most 500 characters' }),
  numQuestions: z.enum(QUESTION_COUNT_CHOICES.map(String) as ['5', '10', '15', '20']),
});
type FormValues = z.infer<typeof formSchema>;

const selectClass =
  'h-10 w-full min-w-0 rounded-md border border-input bg-white px-3 text-sm aria-invalid:border-destructive';

export function GenerateModuleDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const policies = useLibrary(open);
  const generate = useGenerateModule();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      policyId: '',
      title: '',
      description: '',
      numQuestions: String(DEFAULT_QUESTION_COUNT) as '10',
    },
  });
  const close = (next: boolean) => {
    if (generate.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  };
  const onSubmit = form.handleSubmit((values) =>
    generate.mutate(
      {
        policyId: values.policyId,
        title: values.title,
        ...(values.description ? { description: values.description } : {}),
        numQuestions: Number(values.numQuestions) as (typeof QUESTION_COUNT_CHOICES)[number],
      },
      {
        onSuccess: (module) => {
          toast.success(GENERATED_MESSAGE);
          form.reset();
          onOpenChange(false);
          void navigate(paths.trainingModule.getHref(module.id));
        },
        onError: (e) => {
          showServerFieldErrors(e, form, ['policyId', 'title', 'description', 'numQuestions']);
          toast.error(describeError(e, GENERATE_FAILED_MESSAGE));
        },
      },
    ),
  );
  const errors = form.formState.errors;
  const noPolicies = policies.isSuccess && policies.data.length === 0;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Generate New Module</DialogTitle>
          <DialogDescription>
            A multiple-choice quiz written from one of your policies. Each question has two attempts; 70%
            passes.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="module-policy">Policy</Label>
            <select
              className={selectClass}
              aria-required="true"
              disabled={policies.isPending}
              {...fieldAria('module-policy', { error: errors.policyId?.message, hint: noPolicies })}
              {...form.register('policyId')}
            >
              <option value="">{policies.isPending ? 'Loading your policies...' : 'Select a policy'}</option>
              {policies.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
            {noPolicies ? (
              <FieldHint id="module-policy-hint">Add a policy in My Policies first.</FieldHint>
            ) : null}
            <FieldError id="module-policy-error">{errors.policyId?.message}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor="module-title">Title</Label>
            <Input
              aria-required="true"
              placeholder="e.g. Incident reporting refresher"
              {...fieldAria('module-title', { error: errors.title?.message })}
              {...form.register('title')}
            />
            <FieldError id="module-title-error">{errors.title?.message}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor="module-description">Description (optional)</Label>
            <TextArea
              rows={3}
              {...fieldAria('module-description', { error: errors.description?.message })}
              {...form.register('description')}
            />
            <FieldError id="module-description-error">{errors.description?.message}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor="module-count">Number of questions</Label>
            <select
              className={selectClass}
              {...fieldAria('module-count', { error: errors.numQuestions?.message })}
              {...form.register('numQuestions')}
            >
              {QUESTION_COUNT_CHOICES.map((n) => (
                <option key={n} value={String(n)}>
                  {n} questions
                </option>
              ))}
            </select>
            <FieldError id="module-count-error">{errors.numQuestions?.message}</FieldError>
          </div>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={generate.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? <Spinner /> : null}
              {generate.isPending ? 'Generating...' : 'Generate Module'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
