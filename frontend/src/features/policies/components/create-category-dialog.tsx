// The Create category dialog: a name (required after trim) and an optional description, at the root or inside the
// open category.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { toast } from '@/lib/toast';
import { categoryDescriptionSchema, categoryNameSchema } from '@shared/contracts/policies';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/textarea';
import { describeError } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useCreateCategory } from '../api/create-category';
import { FAILED, SUCCEEDED } from './policy-messages';

const formSchema = z.object({ name: categoryNameSchema, description: categoryDescriptionSchema });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export function CreateCategoryDialog({
  open,
  onOpenChange,
  parentId,
  parentName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parentId: string | null;
  parentName?: string;
}) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', description: '' },
  });
  const create = useCreateCategory();
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, parentId },
      {
        onSuccess: () => {
          toast.success(SUCCEEDED.createCategory);
          close(false);
        },
        onError: (e) => {
          showServerFieldErrors(e, form, ['name', 'description']);
          toast.error(FAILED.createCategory, { description: describeError(e, FAILED.createCategory) });
        },
      },
    ),
  );
  const nameError = form.formState.errors.name?.message;
  const descriptionError = form.formState.errors.description?.message;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>New Category</DialogTitle>
          <DialogDescription>
            {parentName ? `A sub-category inside “${parentName}”.` : 'A category at the top of your library.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="new-category-name">Name</Label>
            <Input
              autoFocus
              aria-required="true"
              placeholder="e.g. Clinical care"
              {...fieldAria('new-category-name', { error: nameError })}
              {...form.register('name')}
            />
            <FieldError id="new-category-name-error">{nameError}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor="new-category-description">Description (optional)</Label>
            <TextArea
              rows={3}
              {...fieldAria('new-category-description', { error: descriptionError })}
              {...form.register('description')}
            />
            <FieldError id="new-category-description-error">{descriptionError}</FieldError>
          </div>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              Create Category
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
