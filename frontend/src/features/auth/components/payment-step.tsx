// 'Complete Your Payment': a signed-in account without the one-time payment. The step starts the checkout on its
// own (spec section 2), shows 'Redirecting to secure payment page...' until the browser leaves, and offers Pay to
// try again, Back to Login (which signs out, so another account can log in) and deleting the account.
import { useEffect, useRef } from 'react';
import { CreditCard, Lock } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PAYMENT_LABEL } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import {
  CHECKOUT_FAILED_TEXT,
  PAYMENT_ERROR_TEXT,
  PAYMENT_ERROR_TITLE,
  PAYMENT_FAILED_TITLE,
  PAYMENT_STEP_TEXT,
  PAYMENT_STEP_TITLE,
  REDIRECTING_TEXT,
} from '@/lib/auth-messages';
import { leaveForExternalPage } from '@/lib/navigation';
import { DeleteAccountButton } from '@/features/account/components/delete-account';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import type { User } from '../api/get-user';

export function PaymentStep({
  user,
  autoStart = true,
  notice,
  onAlreadyPaid,
  onBackToLogin,
  leaving = false,
}: {
  user: Pick<User, 'id' | 'email'>;
  /** Off when the person has just cancelled the checkout: sending them straight back would be a loop. */
  autoStart?: boolean;
  notice?: string;
  /** The server says the payment is already in (409): the page re-reads the account. */
  onAlreadyPaid: () => void;
  onBackToLogin: () => void;
  /** Signing out for Back to Login is under way. */
  leaving?: boolean;
}) {
  const checkout = useCreateCheckoutSession({
    mutationConfig: {
      onSuccess: ({ url }) => leaveForExternalPage(url),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          onAlreadyPaid();
          return;
        }
        if (error instanceof ApiError && error.serverMessage) {
          toast.error(PAYMENT_FAILED_TITLE, { description: error.serverMessage });
        } else {
          toast.error(PAYMENT_ERROR_TITLE, { description: PAYMENT_ERROR_TEXT });
        }
      },
    },
  });
  const { mutate } = checkout;
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under React's development double-run of effects.
    if (!autoStart || started.current) return;
    started.current = true;
    mutate({ email: user.email, userId: user.id });
  }, [autoStart, mutate, user.email, user.id]);

  // After a successful answer the browser is leaving the page: keep saying so rather than flash the button back.
  const redirecting = checkout.isPending || checkout.isSuccess;
  const failure =
    checkout.isError && !(checkout.error instanceof ApiError && checkout.error.status === 409)
      ? checkout.error instanceof ApiError && checkout.error.serverMessage
        ? checkout.error.serverMessage
        : PAYMENT_ERROR_TEXT
      : null;

  return (
    <Card className="w-full max-w-lg">
      <CardContent className="space-y-6 p-6 sm:p-8">
        <div className="flex items-start gap-3">
          <CreditCard aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
          <div>
            <h2 className="text-2xl font-bold text-slate-900">{PAYMENT_STEP_TITLE}</h2>
            <p className="mt-2 text-slate-700">{PAYMENT_STEP_TEXT}</p>
          </div>
        </div>
        {notice ? <Alert variant="info">{notice}</Alert> : null}
        <ul className="space-y-2 text-sm text-slate-700">
          <li>One payment of {PAYMENT_LABEL} (AUD), no subscription and nothing to cancel later.</li>
          <li>It unlocks the updates feed, your policy library, training modules and policy assessment.</li>
          <li className="flex items-center gap-2">
            <Lock aria-hidden="true" className="size-4 shrink-0" />
            Card details are entered on the payment provider&apos;s secure page, never on this site.
          </li>
        </ul>
        {failure ? (
          <Alert variant="destructive" title={CHECKOUT_FAILED_TEXT}>
            {failure}
          </Alert>
        ) : null}
        <div aria-live="polite" className="flex flex-wrap gap-3">
          <Button
            size="lg"
            disabled={redirecting || leaving}
            onClick={() => mutate({ email: user.email, userId: user.id })}
          >
            {redirecting ? (
              <>
                <Spinner />
                {REDIRECTING_TEXT}
              </>
            ) : (
              `Pay ${PAYMENT_LABEL}`
            )}
          </Button>
          <Button variant="secondary" size="lg" disabled={leaving} onClick={onBackToLogin}>
            {leaving ? (
              <>
                <Spinner />
                Back to Login
              </>
            ) : (
              'Back to Login'
            )}
          </Button>
        </div>
        {user.email ? (
          <div className="border-t border-border pt-4 text-sm text-slate-700">
            <p>
              Changed your mind? Nothing has been charged. You can delete this account and its sign-in now.
            </p>
            <DeleteAccountButton
              email={user.email}
              variant="link"
              label="Delete this account"
              disabled={redirecting || leaving}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
