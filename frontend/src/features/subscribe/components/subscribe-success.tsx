// The confirmation panel that replaces the subscribe form: personalise with a business profile, or try the
// account features.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Sparkles, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { CreateAccountHandler } from './create-account-form';

// The account form (password rules and all) is its own chunk: few visitors open it, and the landing page must stay light.
const loadCreateAccountForm = () => import('./create-account-form');
const CreateAccountForm = lazy(async () => ({ default: (await loadCreateAccountForm()).CreateAccountForm }));
const preloadCreateAccountForm = () => void loadCreateAccountForm().catch(() => undefined);

export function SubscribeSuccess({
  subscriberId,
  subscribedEmail,
  onCreateAccount,
}: {
  subscriberId: string;
  subscribedEmail: string | null;
  onCreateAccount: CreateAccountHandler;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [showAccountForm, setShowAccountForm] = useState(false);

  // The form that had focus is gone: move focus to the confirmation so keyboard and screen reader users follow.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="space-y-6">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-success" />
        <div>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            You're subscribed
          </h3>
          <p className="mt-1 text-slate-700">
            Policy alerts will reach you on the channels you gave. Here is what you can do next.
          </p>
        </div>
      </div>

      <div className="grid gap-4">
        <Card>
          <CardHeader>
            <Sparkles aria-hidden="true" className="size-6 text-primary" />
            <CardTitle as="h4">Get Personalised Policy Insights</CardTitle>
            <CardDescription>
              Tell us about your organisation, its services and its clients, and each alert will explain what
              a change means for you.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.subscriberBusinessProfile.getHref(subscriberId)}>
                Complete Business Profile
              </Link>
            </Button>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <UserPlus aria-hidden="true" className="size-6 text-primary" />
            <CardTitle as="h4">Try More Features</CardTitle>
            <CardDescription>
              An account adds a policy updates feed, your own policy library with Q&amp;A chat, training
              quizzes and policy assessment.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <div className="flex flex-wrap gap-3">
              <Button
                variant={showAccountForm ? 'secondary' : 'primary'}
                aria-expanded={showAccountForm}
                aria-controls="inline-create-account"
                onPointerEnter={preloadCreateAccountForm}
                onFocus={preloadCreateAccountForm}
                onClick={() => setShowAccountForm((v) => !v)}
              >
                Create Account
              </Button>
              <Button variant="secondary" asChild>
                <Link to={paths.auth.getHref()}>Login</Link>
              </Button>
            </div>
            {showAccountForm ? (
              <Suspense fallback={<Spinner label="Loading the account form" className="mt-4" />}>
                <CreateAccountForm
                  id="inline-create-account"
                  subscriberId={subscriberId}
                  subscribedEmail={subscribedEmail}
                  onCreateAccount={onCreateAccount}
                />
              </Suspense>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
