// Route "/auth": login, register and the payment step (spec sections 2 and 4). Someone who arrives signed in and
// paid goes to "/"; someone who signs in here and has paid goes to /dashboard; a signed-in account without the
// payment gets 'Complete Your Payment'.
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { pageTitle } from '@/config/site';
import { getUserQueryOptions, useUser, type User } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { PaymentStep } from '@/features/auth/components/payment-step';
import { describeAuthError, LOGOUT_FAILED_TITLE } from '@/lib/auth-messages';
import { destination, rememberDestination, safeNext } from '@/lib/destination';

/** A message another page left for this one in the router state ({ notice }), e.g. the landing page's account form. */
function stateNotice(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  return typeof state.notice === 'string' ? state.notice : undefined;
}

function AuthFlow({ arrivedPaid }: { arrivedPaid: boolean }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useUser();
  const [loginEmail, setLoginEmail] = useState(params.get('email') ?? '');
  const logout = useLogout({
    mutationConfig: {
      onError: (error) => toast.error(LOGOUT_FAILED_TITLE, { description: describeAuthError(error) }),
    },
  });

  const current: User | null | undefined = user.data;
  // Where to go once in: the page that sent them here, or (back from paying) the one kept while they were away.
  const next = safeNext(params.get('next')) ?? (params.get('paid') === 'true' ? destination() : null);
  if (current?.hasPayment) {
    // Arriving paid means there is nothing to do here: "/". Becoming paid here (logging in, or a payment that turns
    // out to be in already) means the person came to use the platform: the dashboard.
    // A visitor sent here from a page they wanted (a business profile link) goes on to it.
    return <Navigate to={arrivedPaid ? paths.home.getHref() : (next ?? paths.dashboard.getHref())} replace />;
  }

  if (current) {
    const cancelled = params.get('payment') === 'cancelled';
    // Paying leaves the site: keep where they were going until they are back.
    if (next) rememberDestination(next);
    return (
      <PaymentStep
        user={current}
        autoStart={!cancelled}
        notice={
          cancelled
            ? 'The payment was cancelled and nothing was charged. Choose Pay when you are ready.'
            : stateNotice(location.state)
        }
        onAlreadyPaid={() => void queryClient.refetchQueries({ queryKey: getUserQueryOptions().queryKey })}
        leaving={logout.isPending}
        onBackToLogin={() => {
          setLoginEmail(current.email ?? '');
          logout.mutate();
        }}
      />
    );
  }

  const paid = params.get('paid') === 'true';
  return (
    <AuthScreen
      key={loginEmail}
      email={loginEmail}
      paid={paid}
      notice={
        params.get('step') === 'payment' && !paid
          ? 'Log in to complete the one-time payment for your account.'
          : stateNotice(location.state)
      }
    />
  );
}

export function Component() {
  const user = useUser();
  // What the visitor was when they arrived decides where a paid account goes: "/" if they came signed in.
  const [arrival, setArrival] = useState<boolean | null>(null);
  if (arrival === null && user.isSuccess) setArrival(user.data?.hasPayment ?? false);

  return (
    <div className="flex min-h-[70vh] justify-center bg-slate-50 px-4 py-12 sm:py-16">
      <title>{pageTitle('Login or register')}</title>
      <div className="flex w-full max-w-lg flex-col items-center gap-6">
        <h1 className="sr-only">Login or register</h1>
        {user.isError ? (
          <Alert variant="destructive" title="Your account could not be checked" className="w-full">
            <p>{describeAuthError(user.error)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void user.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : arrival === null ? (
          <PageSpinner label="Checking your account" />
        ) : (
          <AuthFlow arrivedPaid={arrival} />
        )}
      </div>
    </div>
  );
}
