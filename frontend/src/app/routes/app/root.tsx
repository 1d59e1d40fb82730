// The signed-in branch: a guard around every login-required route (spec sections 2 and 6) and the shell. A spinner
// shows while the session loads; anonymous visitors go to /auth and accounts without the one-time payment to its
// payment step. The server enforces the same rules on every call; this only spares people a page that cannot work.
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { AppLayout } from '@/components/layouts/app-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { forgetTheme, useShellTheme } from '@/features/business-profile/hooks/use-shell-theme';
import { describeAuthError, LOGGED_OUT_TITLE, LOGOUT_FAILED_TITLE } from '@/lib/auth-messages';
import { authHrefWithNext, forgetDestination } from '@/lib/destination';

/** Said on /auth to a visitor who followed a link to a business profile (the landing page's next step). */
export const PROFILE_NEEDS_ACCOUNT =
  'A business profile needs an account. Sign up (or log in) and we will take you straight to your profile.';

export function Component() {
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const signedInAndPaid = Boolean(user.data?.hasPayment);
  const colours = useShellTheme(signedInAndPaid ? (user.data?.subscriberId ?? null) : null);
  // Arrived where they were going: nothing more to remember.
  useEffect(() => {
    if (signedInAndPaid) forgetDestination();
  }, [signedInAndPaid]);
  const logout = useLogout({
    mutationConfig: {
      onSuccess: () => {
        forgetTheme();
        toast.success(LOGGED_OUT_TITLE);
        void navigate(paths.auth.getHref(), { replace: true });
      },
      onError: (error) => toast.error(LOGOUT_FAILED_TITLE, { description: describeAuthError(error) }),
    },
  });

  if (user.isPending) return <PageSpinner label="Loading your account" />;
  if (user.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <Alert variant="destructive" title="Your account could not be loaded">
          <p>{describeAuthError(user.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void user.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  // Signing out empties the cached user just before it moves on to /auth itself (with its toast): leave that to it.
  // Where they were going waits for them on the other side of sign-up, payment and login.
  const here = `${location.pathname}${location.search}`;
  if (!user.data) {
    if (!logout.isIdle) return null;
    const notice = location.pathname.startsWith(paths.businessProfile.getHref())
      ? PROFILE_NEEDS_ACCOUNT
      : undefined;
    return (
      <Navigate
        to={authHrefWithNext(paths.auth.getHref(), here)}
        replace
        state={notice ? { notice } : undefined}
      />
    );
  }
  if (!user.data.hasPayment)
    return <Navigate to={authHrefWithNext(paths.paymentStep.getHref(), here)} replace />;

  return (
    <AppLayout
      user={user.data}
      onSignOut={() => logout.mutate()}
      signingOut={logout.isPending}
      colours={colours}
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
