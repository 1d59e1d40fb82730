// The Email Testing tab: address, subject, message and simulation mode, validated with the shared contract. The
// result is announced in a toast and kept inline (spec section 8): sent (with the mode), failed, or a request error.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { testEmailFormSchema, type TestEmailForm } from '@shared/contracts/admin';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useSendTestEmail, type TestEmailResponse } from '../api/send-test-email';
import {
  EMAIL_ERROR_FALLBACK,
  EMAIL_ERROR_TITLE,
  EMAIL_FAILED_FALLBACK,
  EMAIL_FAILED_TITLE,
  EMAIL_SENT_ALERT_TITLE,
  EMAIL_SUCCESS_TEXT,
  EMAIL_SUCCESS_TITLE,
  MODE_LABELS,
} from './admin-messages';
import { SimulationToggle } from './simulation-toggle';
import { TextArea } from '@/components/ui/textarea';

const FIELDS = ['email', 'subject', 'message'] as const;

function EmailResult({
  result,
  to,
  onOpenOutbox,
}: {
  result: TestEmailResponse;
  to: string;
  onOpenOutbox?: () => void;
}) {
  const mode = <p>Mode: {MODE_LABELS[result.mode]}</p>;
  if (!result.success) {
    return (
      <Alert variant="destructive" title={EMAIL_FAILED_TITLE}>
        {mode}
        <p>{result.error?.message ?? EMAIL_FAILED_FALLBACK}</p>
      </Alert>
    );
  }
  if (result.mode === 'simulation') {
    return (
      <Alert variant="success" title={EMAIL_SENT_ALERT_TITLE}>
        {mode}
        <p>
          Simulation: the email to {to} was written to the outbox instead of being sent; read it in the Outbox
          tab. Real sending needs the email delivery provider (Amazon SES) configured for this environment,
          and Simulation mode off.
        </p>
        {onOpenOutbox ? (
          <Button variant="secondary" size="sm" className="mt-3" onClick={onOpenOutbox}>
            Open the Outbox tab
          </Button>
        ) : null}
      </Alert>
    );
  }
  return (
    <Alert variant="success" title={EMAIL_SENT_ALERT_TITLE}>
      {mode}
      <p>
        A real email was sent to {to} via the email delivery provider (Amazon SES).
        {result.messageId ? ` Message ID: ${result.messageId}.` : null}
      </p>
    </Alert>
  );
}

export function EmailTestForm({ onOpenOutbox }: { onOpenOutbox?: () => void }) {
  const form = useForm<TestEmailForm>({
    resolver: zodResolver(testEmailFormSchema),
    defaultValues: { email: '', subject: '', message: '', forceSimulation: false },
  });
  const { errors } = form.formState;

  const sendEmail = useSendTestEmail({
    mutationConfig: {
      onSuccess: (result) => {
        if (result.success) {
          toast.success(EMAIL_SUCCESS_TITLE, { description: EMAIL_SUCCESS_TEXT });
        } else {
          toast.error(EMAIL_FAILED_TITLE, { description: result.error?.message ?? EMAIL_FAILED_FALLBACK });
        }
      },
      onError: (error) => {
        showServerFieldErrors(error, form, FIELDS);
        toast.error(EMAIL_ERROR_TITLE, { description: describeError(error, EMAIL_ERROR_FALLBACK) });
      },
    },
  });

  const onSubmit = form.handleSubmit((values) => sendEmail.mutate({ data: values }));
  const emailError = errors.email?.message;
  const subjectError = errors.subject?.message;
  const messageError = errors.message?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Send a test email">
      <div className="space-y-2">
        <Label htmlFor="email-to">Email</Label>
        <Input
          type="email"
          autoComplete="off"
          placeholder="name@organisation.com.au"
          aria-required="true"
          {...fieldAria('email-to', { error: emailError })}
          {...form.register('email')}
        />
        <FieldError id="email-to-error">{emailError}</FieldError>
      </div>

      <div className="space-y-2">
        <Label htmlFor="email-subject">Subject</Label>
        <Input
          aria-required="true"
          placeholder="Test email from the policy tracker"
          {...fieldAria('email-subject', { error: subjectError })}
          {...form.register('subject')}
        />
        <FieldError id="email-subject-error">{subjectError}</FieldError>
      </div>

      <div className="space-y-2">
        <Label htmlFor="email-message">Message</Label>
        <TextArea
          rows={6}
          aria-required="true"
          placeholder="This is a test email."
          {...fieldAria('email-message', { error: messageError })}
          {...form.register('message')}
        />
        <FieldError id="email-message-error">{messageError}</FieldError>
      </div>

      <SimulationToggle
        id="email-simulation"
        hint="Write the email to the outbox instead of sending it, even when the email provider is configured."
        {...form.register('forceSimulation')}
      />

      <Button type="submit" disabled={sendEmail.isPending}>
        {sendEmail.isPending ? (
          <>
            <Spinner />
            Sending...
          </>
        ) : (
          'Send Test Email'
        )}
      </Button>

      {sendEmail.data ? (
        <EmailResult
          result={sendEmail.data}
          to={sendEmail.variables?.data.email ?? 'the address given'}
          onOpenOutbox={onOpenOutbox}
        />
      ) : null}
      {sendEmail.isError ? (
        <Alert variant="destructive" title={EMAIL_ERROR_TITLE}>
          <p>{describeError(sendEmail.error, EMAIL_ERROR_FALLBACK)}</p>
        </Alert>
      ) : null}
    </form>
  );
}
