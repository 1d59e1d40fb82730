// The SMS Testing tab: phone number, message (at most 160 characters, counted as you type) and simulation mode,
// validated with the shared contract. The result's mode is shown in a toast and, for simulation, explained inline.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { SMS_TEST_MAX, testSmsFormSchema, type TestSmsForm } from '@shared/contracts/admin';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, FieldHint, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { useSendTestSms, type TestSmsResponse } from '../api/send-test-sms';
import { SMS_FAILED_FALLBACK, SMS_FAILED_TITLE, SMS_SUCCESS_TITLE, smsSuccessText } from './admin-messages';
import { SimulationToggle } from './simulation-toggle';
import { TextArea } from '@/components/ui/textarea';

const FIELDS = ['phoneNumber', 'message'] as const;

function SmsResult({ result, onOpenOutbox }: { result: TestSmsResponse; onOpenOutbox?: () => void }) {
  if (result.mode === 'simulation') {
    return (
      <Alert title="Simulation mode: the SMS was not sent">
        <p>
          The message to {result.to} was written to the outbox instead of being sent; read it in the Outbox
          tab. Real sending needs the SMS provider (Amazon SNS) configured for this environment, and
          Simulation mode off.
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
    <Alert variant="success" title="SMS sent">
      <p>
        The message was sent to {result.to} through the SMS provider (Amazon SNS) in production mode.
        {result.messageId ? ` Message ID: ${result.messageId}.` : null}
      </p>
    </Alert>
  );
}

export function SmsTestForm({ onOpenOutbox }: { onOpenOutbox?: () => void }) {
  const form = useForm<TestSmsForm>({
    resolver: zodResolver(testSmsFormSchema),
    defaultValues: { phoneNumber: '', message: '', forceSimulation: false },
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  const length = message.length;

  const sendSms = useSendTestSms({
    mutationConfig: {
      onSuccess: (result) => {
        if (result.success) {
          toast.success(SMS_SUCCESS_TITLE, { description: smsSuccessText(result.mode) });
        } else {
          toast.error(SMS_FAILED_TITLE, { description: result.message || SMS_FAILED_FALLBACK });
        }
      },
      onError: (error) => {
        showServerFieldErrors(error, form, FIELDS);
        toast.error(SMS_FAILED_TITLE, { description: describeError(error, SMS_FAILED_FALLBACK) });
      },
    },
  });

  const onSubmit = form.handleSubmit((values) => sendSms.mutate({ data: values }));
  const phoneError = errors.phoneNumber?.message;
  const messageError = errors.message?.message;
  const messageAria = fieldAria('sms-message', { error: messageError, hint: true });
  const result = sendSms.data?.success ? sendSms.data : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Send a test SMS">
      <div className="space-y-2">
        <Label htmlFor="sms-phone">Phone Number</Label>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="0412 345 678"
          aria-required="true"
          {...fieldAria('sms-phone', { error: phoneError, hint: true })}
          {...form.register('phoneNumber')}
        />
        <FieldHint id="sms-phone-hint">An Australian mobile or landline number.</FieldHint>
        <FieldError id="sms-phone-error">{phoneError}</FieldError>
      </div>

      <div className="space-y-2">
        <Label htmlFor="sms-message">Message</Label>
        <TextArea
          rows={3}
          placeholder="This is a test message from the policy tracker."
          aria-required="true"
          {...messageAria}
          aria-describedby={[messageAria['aria-describedby'], 'sms-message-count'].filter(Boolean).join(' ')}
          {...form.register('message')}
        />
        <div className="flex items-start justify-between gap-3">
          <FieldHint id="sms-message-hint">At most {SMS_TEST_MAX} characters (one SMS).</FieldHint>
          <p
            id="sms-message-count"
            className={cn(
              'shrink-0 text-sm tabular-nums',
              length > SMS_TEST_MAX ? 'font-medium text-destructive' : 'text-muted-foreground',
            )}
          >
            <span className="sr-only">Characters used: </span>
            {length}/{SMS_TEST_MAX}
          </p>
        </div>
        <FieldError id="sms-message-error">{messageError}</FieldError>
      </div>

      <SimulationToggle
        id="sms-simulation"
        hint="Write the SMS to the outbox instead of sending it, even when the SMS provider is configured."
        {...form.register('forceSimulation')}
      />

      <Button type="submit" disabled={sendSms.isPending}>
        {sendSms.isPending ? (
          <>
            <Spinner />
            Sending...
          </>
        ) : (
          'Send Test SMS'
        )}
      </Button>

      {result ? <SmsResult result={result} onOpenOutbox={onOpenOutbox} /> : null}
    </form>
  );
}
