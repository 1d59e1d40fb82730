// /account: the signed-in user's details, password, alert preferences (saved on the server and read by the next
// monitoring run), the payment record, and deleting the account (confirmed by typing its email address).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type * as z from 'zod';
import { alertPreferencesRequestSchema, type Account } from '@shared/contracts/account';
import { PasswordChecklist } from '@/components/password-checklist';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError, FieldHint, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api';
import { describeAuthError } from '@/lib/auth-messages';
import { showServerFieldErrors } from '@/lib/form-errors';
import { formatLongDate } from '@/features/feed/utils/feed-format';
import { FormField } from '@/features/auth/components/form-field';
import { changePasswordSchema, type ChangePasswordValues } from '@/features/auth/components/auth-schemas';
import { useAccount, useChangePassword, useSaveAlerts } from '../api/account';
import { DeleteAccountButton } from './delete-account';

const AMOUNT = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

function Details({ account }: { account: Account }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Name</dt>
          <dd className="break-words text-slate-900">{account.name}</dd>
          <dt className="font-medium text-slate-600">Email</dt>
          <dd className="break-all text-slate-900">{account.email ?? 'No email address'}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function ChangePassword() {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success('Password changed', { description: 'Use your new password the next time you log in.' });
      },
      onError: (error) => {
        // Cognito's answer to a wrong current password. cognito-local says InvalidPasswordException ("Invalid
        // password"), which AWS uses only for a new password that does not conform to the policy.
        const wrongCurrent =
          (error.name === 'NotAuthorizedException' && !/attempts/i.test(error.message)) ||
          (error.name === 'InvalidPasswordException' && !/conform|policy/i.test(error.message));
        const message = wrongCurrent ? 'Your current password is not correct.' : describeAuthError(error);
        if (wrongCurrent) form.setError('currentPassword', { message });
        toast.error('Password not changed', { description: message });
      },
    }),
  );
  const password = form.watch('newPassword');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>Change the password you log in with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate aria-label="Change password" className="max-w-md space-y-4" onSubmit={onSubmit}>
          <FormField
            id="current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            registration={form.register('currentPassword')}
          />
          <FormField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            registration={form.register('newPassword')}
            describedBy="new-password-rules"
            description={<PasswordChecklist id="new-password-rules" password={password} />}
          />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <Spinner /> : null}
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

const ALERT_FIELDS = ['emailEnabled', 'smsEnabled', 'phone'] as const;

function Alerts({ account }: { account: Account }) {
  const { alerts } = account;
  const form = useForm<
    z.input<typeof alertPreferencesRequestSchema>,
    unknown,
    z.output<typeof alertPreferencesRequestSchema>
  >({
    resolver: zodResolver(alertPreferencesRequestSchema),
    defaultValues: {
      emailEnabled: alerts.emailEnabled,
      smsEnabled: alerts.smsEnabled,
      phone: alerts.phone ?? '',
    },
  });
  const save = useSaveAlerts();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, phone: values.phone ?? '' },
      {
        onSuccess: (saved) => {
          form.reset({
            emailEnabled: saved.emailEnabled,
            smsEnabled: saved.smsEnabled,
            phone: saved.phone ?? '',
          });
          toast.success('Alert preferences saved', {
            description:
              saved.emailEnabled || saved.smsEnabled
                ? 'The next daily check sends alerts the way you chose.'
                : 'You will not receive alerts until you turn one on again.',
          });
        },
        onError: (error) => {
          showServerFieldErrors(error, form, ALERT_FIELDS);
          toast.error('Alert preferences not saved', {
            description: describeError(error, 'Please try again.'),
          });
        },
      },
    ),
  );
  const phoneError = errors.phone?.message;
  return (
    <Card id="alerts">
      <CardHeader>
        <CardTitle as="h2">Alerts</CardTitle>
        <CardDescription>
          How we tell you about policy changes. Changes apply from the next daily check.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate aria-label="Alert preferences" className="max-w-md space-y-5" onSubmit={onSubmit}>
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              id="alerts-email"
              aria-describedby="alerts-email-hint"
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
              disabled={!alerts.email}
              {...form.register('emailEnabled')}
            />
            <div className="min-w-0 space-y-1">
              <Label htmlFor="alerts-email" className="cursor-pointer">
                Email alerts
              </Label>
              <FieldHint id="alerts-email-hint" className="break-all">
                {alerts.email ? `Sent to ${alerts.email}` : 'Your account has no email address.'}
              </FieldHint>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              id="alerts-sms"
              aria-describedby="alerts-sms-hint"
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
              {...form.register('smsEnabled')}
            />
            <div className="space-y-1">
              <Label htmlFor="alerts-sms" className="cursor-pointer">
                SMS alerts
              </Label>
              <FieldHint id="alerts-sms-hint">A short message for each important change.</FieldHint>
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="alerts-phone">Mobile number</Label>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0412 345 678"
              {...fieldAria('alerts-phone', { error: phoneError, hint: true })}
              {...form.register('phone')}
            />
            <FieldHint id="alerts-phone-hint">An Australian number, needed for SMS alerts.</FieldHint>
            <FieldError id="alerts-phone-error">{phoneError}</FieldError>
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            Save alert preferences
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function Payment({ account }: { account: Account }) {
  const { payment } = account;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payment</CardTitle>
      </CardHeader>
      <CardContent>
        {payment ? (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-600">Paid</dt>
            <dd className="text-slate-900">
              {AMOUNT.format(payment.amount / 100)} {payment.currency.toUpperCase()} on{' '}
              {formatLongDate(payment.paidAt) ?? payment.paidAt}
            </dd>
            <dt className="font-medium text-slate-600">What for</dt>
            <dd className="text-slate-900">Platform access (a one-time payment)</dd>
            <dt className="font-medium text-slate-600">Receipt reference</dt>
            <dd className="font-mono text-sm break-all text-slate-900">{payment.reference}</dd>
          </dl>
        ) : (
          <p className="text-slate-700">No payment is recorded for this account.</p>
        )}
      </CardContent>
    </Card>
  );
}

export function AccountPage() {
  const account = useAccount();
  if (account.isPending)
    return (
      <div className="mx-auto max-w-3xl space-y-6" aria-busy="true" aria-label="Loading your account">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full" />
        ))}
      </div>
    );
  if (!account.data)
    return (
      <div className="mx-auto max-w-3xl">
        <Alert variant="destructive" title="Your account could not be loaded">
          <p>Check your connection and try again.</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void account.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Details account={account.data} />
      <Alerts account={account.data} />
      <ChangePassword />
      <Payment account={account.data} />
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle as="h2">Delete account</CardTitle>
          <CardDescription>
            Deletes your account and everything in it: your sign-in, alerts, business profile and documents,
            policies and their versions, training modules and records, and assessments. This cannot be undone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountButton email={account.data.email ?? ''} />
        </CardContent>
      </Card>
    </div>
  );
}
