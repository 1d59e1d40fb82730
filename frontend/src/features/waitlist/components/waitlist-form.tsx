// The PRO waitlist form on /coming-soon: one email field that really joins the waitlist (POST /api/waitlist).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  waitlistRequestSchema,
  type WaitlistRequest,
  type WaitlistResponse,
} from '@shared/contracts/waitlist';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { useJoinWaitlist } from '../api/join-waitlist';

export const WAITLIST_JOINED = "You're on the waitlist";
export const WAITLIST_ALREADY = "You're already on the waitlist";
const WAITLIST_ERROR_FALLBACK = 'We could not add you to the waitlist. Please try again.';

function Joined({ result, email }: { result: WaitlistResponse; email: string }) {
  return result.alreadyJoined ? (
    <Alert variant="info" title={WAITLIST_ALREADY}>
      {email} is already on the list. We'll let you know at that address when PRO becomes available.
    </Alert>
  ) : (
    <Alert variant="success" title={WAITLIST_JOINED}>
      We'll let you know at {email} when PRO becomes available. The waitlist sends nothing else.
    </Alert>
  );
}

export function WaitlistForm() {
  const form = useForm<WaitlistRequest>({
    resolver: zodResolver(waitlistRequestSchema),
    defaultValues: { email: '' },
  });
  const join = useJoinWaitlist({
    mutationConfig: {
      onError: (error) => {
        const message = error instanceof ApiError ? error.fieldError('email') : undefined;
        if (message) form.setError('email', { type: 'server', message });
      },
    },
  });

  if (join.isSuccess) return <Joined result={join.data} email={join.variables.data.email.trim()} />;

  const emailError = form.formState.errors.email?.message;
  const requestError =
    join.error && !(join.error instanceof ApiError && join.error.fieldError('email'))
      ? (join.error instanceof ApiError && join.error.serverMessage) || WAITLIST_ERROR_FALLBACK
      : null;

  return (
    <form
      noValidate
      aria-label="Join the PRO waitlist"
      onSubmit={form.handleSubmit((values) => join.mutate({ data: values }))}
      className="space-y-4"
    >
      {requestError ? (
        <Alert variant="destructive" title="Could not join the waitlist">
          {requestError}
        </Alert>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor="waitlist-email">Email Address</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            type="email"
            autoComplete="email"
            placeholder="name@organisation.com.au"
            {...fieldAria('waitlist-email', { error: emailError })}
            {...form.register('email')}
          />
          <Button type="submit" size="lg" className="h-11" disabled={join.isPending}>
            {join.isPending ? (
              <>
                <Spinner />
                Joining...
              </>
            ) : (
              'Join Waitlist'
            )}
          </Button>
        </div>
        <FieldError id="waitlist-email-error">{emailError}</FieldError>
      </div>
    </form>
  );
}
