// /payment-success: verifying, success ('Continue to Dashboard') or failure ('Try Again', 'Return to Login').
// Without a session id it fails at once; after a success it moves on by itself after 1.5 s (spec section 4).
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { destination } from '@/lib/destination';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PAYMENT_REDIRECT_DELAY_MS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  ACCOUNT_UPDATE_FAILED_TEXT,
  ACCOUNT_UPDATE_FAILED_TITLE,
  NO_SESSION_ID_TEXT,
  PAYMENT_SUCCESS_TITLE,
  PAYMENT_VERIFICATION_FAILED,
  VERIFICATION_ERROR_TEXT,
  VERIFICATION_ERROR_TITLE,
  VERIFICATION_FAILED_TITLE,
} from '@/lib/auth-messages';
import { reloadPage } from '@/lib/navigation';
import {
  PaymentNotVerifiedError,
  usePaymentVerification,
  type VerificationOutcome,
} from '../api/verify-payment';

function loginAfterPaymentHref(email: string | null): string {
  const params = new URLSearchParams({ paid: 'true' });
  if (email) params.set('email', email);
  return `${paths.auth.getHref()}?${params.toString()}`;
}

function Failure({ title, message }: { title: string; message: string }) {
  return (
    <div className="space-y-6">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-1 size-7 shrink-0 text-destructive" />
        <div role="alert">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 text-slate-700">{message}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={reloadPage}>Try Again</Button>
        <Button variant="secondary" asChild>
          <Link to={paths.auth.getHref()}>Return to Login</Link>
        </Button>
      </div>
    </div>
  );
}

function Success({ outcome }: { outcome: Exclude<VerificationOutcome, { next: 'account-update-failed' }> }) {
  return (
    <div className="space-y-6">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-success" />
        <div role="status">
          <h1 className="text-2xl font-bold text-slate-900">Payment Successful</h1>
          <p className="mt-2 text-slate-700">
            {outcome.next === 'dashboard'
              ? 'Thank you. Your payment is confirmed and your account is active. Taking you to your dashboard...'
              : 'Thank you. Your payment is confirmed and your account is active. Log in to continue; taking you to the login page...'}
          </p>
        </div>
      </div>
      <Button asChild>
        <Link
          to={
            outcome.next === 'dashboard'
              ? (destination() ?? paths.dashboard.getHref())
              : loginAfterPaymentHref(outcome.email)
          }
        >
          Continue to Dashboard
        </Link>
      </Button>
    </div>
  );
}

export function PaymentVerification() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const verification = usePaymentVerification({
    mutationConfig: {
      onSuccess: (outcome) => {
        if (outcome.next === 'account-update-failed') {
          toast.error(ACCOUNT_UPDATE_FAILED_TITLE, { description: ACCOUNT_UPDATE_FAILED_TEXT });
        } else {
          toast.success(PAYMENT_SUCCESS_TITLE);
        }
      },
      onError: (error) => {
        if (error instanceof PaymentNotVerifiedError) {
          toast.error(VERIFICATION_FAILED_TITLE, { description: error.message });
        } else {
          toast.error(VERIFICATION_ERROR_TITLE, { description: VERIFICATION_ERROR_TEXT });
        }
      },
    },
  });
  const { mutate, data: outcome } = verification;
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under React's development double-run of effects (the toast must not repeat).
    if (started.current) return;
    started.current = true;
    if (!sessionId) {
      toast.error(VERIFICATION_FAILED_TITLE, { description: NO_SESSION_ID_TEXT });
      return;
    }
    mutate({ sessionId });
  }, [mutate, sessionId]);

  useEffect(() => {
    if (!outcome || outcome.next === 'account-update-failed') return;
    const to =
      outcome.next === 'dashboard'
        ? (destination() ?? paths.dashboard.getHref())
        : loginAfterPaymentHref(outcome.email);
    const timer = setTimeout(() => void navigate(to, { replace: true }), PAYMENT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, outcome]);

  let content;
  if (!sessionId) {
    content = <Failure title={PAYMENT_VERIFICATION_FAILED} message={NO_SESSION_ID_TEXT} />;
  } else if (verification.isError) {
    content = (
      <Failure
        title={PAYMENT_VERIFICATION_FAILED}
        message={
          verification.error instanceof PaymentNotVerifiedError
            ? verification.error.message
            : VERIFICATION_ERROR_TEXT
        }
      />
    );
  } else if (outcome?.next === 'account-update-failed') {
    content = <Failure title={ACCOUNT_UPDATE_FAILED_TITLE} message={ACCOUNT_UPDATE_FAILED_TEXT} />;
  } else if (outcome) {
    content = <Success outcome={outcome} />;
  } else {
    content = (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <Spinner className="size-8 text-primary" />
        <h1 className="text-2xl font-bold text-slate-900">Verifying your payment...</h1>
        <p className="text-slate-700">This takes a few seconds. Please keep this page open.</p>
      </div>
    );
  }

  return (
    <Card className="w-full max-w-lg">
      <CardContent className="p-6 sm:p-8">{content}</CardContent>
    </Card>
  );
}
