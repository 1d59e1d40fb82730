// The inline account form on the subscribe confirmation panel: Username and Password, 'Go to Login' and
// 'Create Account' ('Creating...' while pending). The account's email is the one just subscribed with (spec
// section 5); a subscription by SMS only has none, so then, and only then, the form asks for one.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { PasswordChecklist } from '@/components/password-checklist';
import { Button } from '@/components/ui/button';
import { FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { preloadAuthClient } from '@/lib/auth';
import { meetsPasswordPolicy, PASSWORD_POLICY_ERROR } from '@/lib/password-policy';
import {
  EMAIL_INVALID_TEXT,
  EMAIL_NEEDED_TEXT,
  MISSING_EMAIL_TEXT,
  MISSING_INFO_TEXT,
  MISSING_INFO_TITLE,
} from './subscribe-messages';

export interface CreateAccountValues {
  username: string;
  password: string;
  /** The subscribe email, or the one typed here when the subscription had none. */
  email: string;
  /** True when `email` is the subscription's own: only then can the subscription be linked to the account. */
  emailFromSubscription: boolean;
  subscriberId: string;
}

export type CreateAccountHandler = (values: CreateAccountValues) => Promise<void>;

// A plain shape check: the user pool validates the address again, and this form must stay light (landing page).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Errors {
  username?: boolean;
  password?: string | true;
  email?: string;
}

export function CreateAccountForm({
  subscriberId,
  subscribedEmail,
  onCreateAccount,
  id,
}: {
  subscriberId: string;
  subscribedEmail: string | null;
  onCreateAccount: CreateAccountHandler;
  id?: string;
}) {
  const uid = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const asksEmail = subscribedEmail === null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {};
    if (username.trim() === '') next.username = true;
    if (password === '') next.password = true;
    if (next.username || next.password) {
      setErrors(next);
      toast.error(MISSING_INFO_TITLE, { description: MISSING_INFO_TEXT });
      return;
    }
    if (asksEmail) {
      if (email.trim() === '') next.email = MISSING_EMAIL_TEXT;
      else if (!EMAIL_SHAPE.test(email.trim())) next.email = EMAIL_INVALID_TEXT;
    }
    if (!meetsPasswordPolicy(password)) next.password = PASSWORD_POLICY_ERROR;
    setErrors(next);
    if (next.email === MISSING_EMAIL_TEXT)
      toast.error(MISSING_INFO_TITLE, { description: MISSING_EMAIL_TEXT });
    if (next.email || next.password) return;

    setPending(true);
    try {
      await onCreateAccount({
        username: username.trim(),
        password,
        email: subscribedEmail ?? email.trim(),
        emailFromSubscription: !asksEmail,
        subscriberId,
      });
    } finally {
      setPending(false);
    }
  }

  const passwordError = typeof errors.password === 'string' ? errors.password : undefined;

  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={preloadAuthClient}
      className="mt-4 space-y-4"
      aria-label="Create an account"
    >
      {subscribedEmail ? (
        <FieldHint>
          Your account will use <span className="font-medium text-slate-900">{subscribedEmail}</span> to log
          in.
        </FieldHint>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor={`${uid}-username`}>Username</Label>
        <Input
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          id={`${uid}-username`}
          aria-invalid={errors.username || undefined}
        />
      </div>
      {asksEmail ? (
        <div className="space-y-2">
          <Label htmlFor={`${uid}-email`}>Email</Label>
          <FieldHint id={`${uid}-email-hint`}>{EMAIL_NEEDED_TEXT}</FieldHint>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            id={`${uid}-email`}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={[`${uid}-email-hint`, errors.email ? `${uid}-email-error` : null]
              .filter(Boolean)
              .join(' ')}
          />
          <FieldError id={`${uid}-email-error`}>{errors.email}</FieldError>
        </div>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor={`${uid}-password`}>Password</Label>
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          id={`${uid}-password`}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={[`${uid}-password-rules`, passwordError ? `${uid}-password-error` : null]
            .filter(Boolean)
            .join(' ')}
        />
        <PasswordChecklist id={`${uid}-password-rules`} password={password} />
        <FieldError id={`${uid}-password-error`}>{passwordError}</FieldError>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" asChild>
          <Link to={paths.auth.getHref()}>Go to Login</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <>
              <Spinner />
              Creating...
            </>
          ) : (
            'Create Account'
          )}
        </Button>
      </div>
    </form>
  );
}
