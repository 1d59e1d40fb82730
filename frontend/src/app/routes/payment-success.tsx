// Route "/payment-success": where the payment provider sends the browser back (?session_id=...).
import { pageTitle } from '@/config/site';
import { PaymentVerification } from '@/features/auth/components/payment-verification';

export function Component() {
  return (
    <div className="flex min-h-[70vh] items-start justify-center bg-slate-50 px-4 py-12 sm:py-16">
      <title>{pageTitle('Payment')}</title>
      <PaymentVerification />
    </div>
  );
}
