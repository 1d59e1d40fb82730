// The inline account form on the subscribe confirmation panel: Username and Password, 'Go to Login' and
// 'Create Account'. Account creation is passed in by the page; without it the visitor is told it is coming soon.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  ACCOUNT_COMING_SOON_TEXT,
  ACCOUNT_COMING_SOON_TITLE,
  MISSING_INFO_TEXT,
  MISSING_INFO_TITLE,
} from './subscribe-messages';

export interface CreateAccountValues {
  username: string;
  password: string;
  /** The email the visitor subscribed with; registration falls back to it (spec section 5). */
  email: string | null;
}

export type CreateAccountHandler = (values: CreateAccountValues) => Promise<void>;

export function CreateAccountForm({
  subscribedEmail,
  onCreateAccount,
  id,
}: {
  subscribedEmail: string | null;
  onCreateAccount?: CreateAccountHandler;
  id?: string;
}) {
  const uid = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ username: false, password: false });
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { username: username.trim() === '', password: password === '' };
    setMissing(next);
    if (next.username || next.password) {
      toast.error(MISSING_INFO_TITLE, { description: MISSING_INFO_TEXT });
      return;
    }
    if (!onCreateAccount) {
      toast.info(ACCOUNT_COMING_SOON_TITLE, { description: ACCOUNT_COMING_SOON_TEXT });
      return;
    }
    setPending(true);
    try {
      await onCreateAccount({ username: username.trim(), password, email: subscribedEmail });
    } finally {
      setPending(false);
    }
  }

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Create an account">
      <div className="space-y-2">
        <Label htmlFor={`${uid}-username`}>Username</Label>
        <Input
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          id={`${uid}-username`}
          aria-invalid={missing.username || undefined}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${uid}-password`}>Password</Label>
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          id={`${uid}-password`}
          aria-invalid={missing.password || undefined}
        />
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
