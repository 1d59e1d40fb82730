// ConfirmDialog: asks before something that cannot be undone (Radix AlertDialog: focus starts on Cancel, Escape
// cancels, and the question is announced as an alert dialog).
import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonClasses } from './button';
import { Spinner } from './spinner';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
  destructive = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  destructive?: boolean;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="text-sm text-slate-700">
              {description}
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(destructive ? 'destructive' : 'primary')}
              disabled={pending}
              onClick={(event) => {
                // Stay open until the action has finished; the caller closes the dialog.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? <Spinner /> : null}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
