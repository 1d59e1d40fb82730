// Deleting the account, confirmed by typing its email address: on /account, and on the payment step for someone who
// signed up and decided not to go on (the Australian Privacy Principles expect deletion without contacting support).
// Afterwards the browser goes home and nothing of the account is left in it.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api';
import { useDeleteAccount } from '../api/account';

export const ACCOUNT_DELETED_TITLE = 'Your account has been deleted';

export function DeleteAccountButton({
  email,
  variant = 'destructive',
  label = 'Delete account',
  disabled = false,
}: {
  email: string;
  variant?: ButtonProps['variant'];
  label?: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const inputId = useId();
  const endOnLeave = useRef<(() => Promise<void>) | null>(null);
  useEffect(
    () => () => {
      void endOnLeave.current?.();
    },
    [],
  );
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();
  const confirm = () =>
    remove.mutate(typed, {
      onSuccess: () => {
        // Leave the account's pages first: the session ends when this page has gone (below). Ended while the
        // page is still shown (navigations are transitions: it stays until the home page's code is in), the
        // guard of the signed-in pages would send the browser to the login page instead. The confirmation comes
        // once the session has ended, so that nothing done after it still acts as the deleted account.
        endOnLeave.current = async () => {
          await remove.endSession();
          toast.success(ACCOUNT_DELETED_TITLE, {
            description: 'Your policies, training, assessments, profile, documents and sign-in are gone.',
          });
        };
        void navigate(paths.home.getHref(), { replace: true });
      },
      onError: (error) =>
        toast.error('Your account was not deleted', {
          description: describeError(error, 'Please try again.'),
        }),
    });
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} disabled={!email || disabled}>
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Everything in this account is deleted straight away and cannot be recovered.
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            <form
              noValidate
              aria-label="Confirm account deletion"
              className="space-y-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (matches && !remove.isPending) confirm();
              }}
            >
              <Label htmlFor={inputId}>
                Type <span className="font-semibold break-all">{email}</span> to confirm
              </Label>
              <Input
                id={inputId}
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </form>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={!matches || remove.isPending} onClick={confirm}>
              {remove.isPending ? <Spinner /> : null}
              Delete my account
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
