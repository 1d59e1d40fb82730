// "Forgot password?": ask Cognito to email a reset code, then set a new password with that code. Locally the
// user pool sends no email: the code is printed in the terminal running the local stack, and the page says so.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { PasswordChecklist } from '@/components/password-checklist';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { describeAuthError } from '@/lib/auth-messages';
import { useRuntimeConfig } from '@/lib/use-runtime-config';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/reset-password';
import {
  resetConfirmSchema,
  resetRequestSchema,
  type ResetConfirmValues,
  type ResetRequestValues,
} from './auth-schemas';
import { FormField } from './form-field';

export const RESET_DONE_TITLE = 'Password updated';
export const RESET_DONE_TEXT = 'You can now log in with your new password.';

function RequestCode({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (email: string, to: string | null) => void;
}) {
  const form = useForm<ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  const request = useRequestPasswordReset({
    mutationConfig: {
      onSuccess: ({ destination }, { email }) => onSent(email.trim(), destination),
      onError: (error) => toast.error('Could not send a code', { description: describeAuthError(error) }),
    },
  });
  return (
    <form
      noValidate
      aria-label="Request a password reset code"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
    >
      <p className="text-sm text-slate-700">
        Enter the email address of your account and we will send you a code.
      </p>
      <FormField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        registration={form.register('email')}
      />
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? (
          <>
            <Spinner />
            Sending code...
          </>
        ) : (
          'Send code'
        )}
      </Button>
    </form>
  );
}

function ConfirmReset({
  email,
  destination,
  onDone,
  onResend,
}: {
  email: string;
  destination: string | null;
  onDone: (email: string) => void;
  onResend: () => void;
}) {
  const config = useRuntimeConfig();
  const form = useForm<ResetConfirmValues>({
    resolver: zodResolver(resetConfirmSchema),
    defaultValues: { code: '', newPassword: '' },
  });
  const password = form.watch('newPassword');
  const confirm = useConfirmPasswordReset({
    mutationConfig: {
      onSuccess: () => {
        toast.success(RESET_DONE_TITLE, { description: RESET_DONE_TEXT });
        onDone(email);
      },
      onError: (error) =>
        toast.error('Could not reset the password', { description: describeAuthError(error) }),
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Set a new password"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => confirm.mutate({ email, ...values }))}
    >
      <Alert variant="info" title="We sent a code to your email">
        <p>
          Enter the code sent to {destination ?? email} and choose a new password. The code can take a minute
          to arrive; check your spam folder too.
        </p>
        {config.data?.stage === 'local' ? (
          <p className="mt-1">
            On the local stack no email is sent: the code is printed in the terminal running the stack.
          </p>
        ) : null}
      </Alert>
      <FormField
        id="reset-code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        registration={form.register('code')}
      />
      <FormField
        id="reset-new-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        registration={form.register('newPassword')}
        describedBy="reset-password-rules"
        description={<PasswordChecklist id="reset-password-rules" password={password} />}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? (
            <>
              <Spinner />
              Saving...
            </>
          ) : (
            'Set new password'
          )}
        </Button>
        <Button variant="link" onClick={onResend}>
          Send a new code
        </Button>
      </div>
    </form>
  );
}

export function ForgotPassword({
  defaultEmail,
  onBack,
}: {
  defaultEmail: string;
  /** Back to the Login tab, with the email to prefill. */
  onBack: (email: string) => void;
}) {
  const [email, setEmail] = useState(defaultEmail);
  const [sent, setSent] = useState<{ destination: string | null } | null>(null);
  return (
    <section aria-labelledby="forgot-heading" className="space-y-4">
      <h2 id="forgot-heading" className="text-xl font-semibold text-slate-900">
        Reset your password
      </h2>
      {sent ? (
        <ConfirmReset
          email={email}
          destination={sent.destination}
          onDone={onBack}
          onResend={() => setSent(null)}
        />
      ) : (
        <RequestCode
          defaultEmail={email}
          onSent={(to, destination) => {
            setEmail(to);
            setSent({ destination });
          }}
        />
      )}
      <Button variant="secondary" onClick={() => onBack(email)}>
        Back to Login
      </Button>
    </section>
  );
}
