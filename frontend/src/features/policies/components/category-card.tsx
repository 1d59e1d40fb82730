// A category in the grid: open it, rename it inline (Enter saves, Escape cancels, or Save and Cancel), or delete it
// after the spec's confirmation. A category that still holds anything is refused by the server, whose message the
// toast shows.
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Folder, Pencil, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { categoryDescriptionSchema, categoryNameSchema, type Category } from '@shared/contracts/policies';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api';
import { useDeleteCategory } from '../api/delete-category';
import { useUpdateCategory } from '../api/update-category';
import { CONFIRM_DELETE_CATEGORY, FAILED, SUCCEEDED } from './policy-messages';

export function CategoryCard({ category, href }: { category: Category; href: string }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description ?? '');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateCategory();
  const remove = useDeleteCategory();

  const startEdit = () => {
    setName(category.name);
    setDescription(category.description ?? '');
    setError(undefined);
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setError(undefined);
  };
  const save = () => {
    const parsedName = categoryNameSchema.safeParse(name);
    if (!parsedName.success) {
      setError(parsedName.error.issues[0]?.message);
      return;
    }
    const parsedDescription = categoryDescriptionSchema.safeParse(description);
    if (!parsedDescription.success) {
      setError(parsedDescription.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { id: category.id, data: { name: parsedName.data, description: parsedDescription.data } },
      {
        onSuccess: () => {
          toast.success(SUCCEEDED.updateCategory);
          setEditing(false);
        },
        onError: (e) =>
          toast.error(FAILED.updateCategory, { description: describeError(e, FAILED.updateCategory) }),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };
  const confirmDelete = () =>
    remove.mutate(category, {
      onSuccess: () => {
        toast.success(SUCCEEDED.deleteCategory);
        setConfirming(false);
      },
      onError: (e) => {
        setConfirming(false);
        toast.error(FAILED.deleteCategory, { description: describeError(e, FAILED.deleteCategory) });
      },
    });

  if (editing) {
    const nameId = `category-${category.id}-name`;
    const descriptionId = `category-${category.id}-description`;
    return (
      <Card className="space-y-3 p-4">
        <div className="space-y-1">
          <Label htmlFor={nameId}>Category name</Label>
          <Input
            id={nameId}
            value={name}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <FieldError id={`${nameId}-error`}>{error}</FieldError>
        </div>
        <div className="space-y-1">
          <Label htmlFor={descriptionId}>Description</Label>
          <Input
            id={descriptionId}
            value={description}
            placeholder="Optional"
            onChange={(e) => setDescription(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <p className="text-xs text-muted-foreground">Enter saves, Escape cancels.</p>
        <div className="flex gap-2">
          <Button size="sm" onClick={save} disabled={update.isPending}>
            {update.isPending ? <Spinner /> : null}
            Save
          </Button>
          <Button size="sm" variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className="flex flex-col gap-3 p-4">
      <Link
        to={href}
        className="group flex min-w-0 items-start gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Folder aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <span className="min-w-0 space-y-1">
          <span className="block font-semibold break-words text-slate-900 group-hover:underline">
            {category.name}
          </span>
          {category.description ? (
            <span className="block text-sm break-words text-slate-600">{category.description}</span>
          ) : null}
        </span>
      </Link>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild size="sm" variant="secondary">
          <Link to={href} aria-label={`Open ${category.name}`}>
            Open
          </Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={startEdit} aria-label={`Edit ${category.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${category.name}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={CONFIRM_DELETE_CATEGORY}
        description={`“${category.name}” will be deleted. A category that still holds sub-categories or policies is kept.`}
        confirmLabel="Delete category"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
