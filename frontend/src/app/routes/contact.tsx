// Route "/contact": how to reach us, with the support address from the deployment's configuration.
import { ContentLayout } from '@/components/layouts/content-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { useRuntimeConfig } from '@/lib/use-runtime-config';

export function Component() {
  const config = useRuntimeConfig();
  const email = config.data?.supportEmail;
  return (
    <ContentLayout
      title="Contact us"
      lead="Questions about your alerts, your account or a payment? Write to us."
    >
      <div className="space-y-4 text-slate-700">
        {config.isPending ? (
          <Skeleton className="h-6 w-64" />
        ) : email ? (
          <p>
            Email{' '}
            <a
              href={`mailto:${email}`}
              className="font-medium break-all text-primary underline underline-offset-4"
            >
              {email}
            </a>{' '}
            and we will get back to you.
          </p>
        ) : (
          <p>Reply to any alert email and it reaches us.</p>
        )}
        <p>
          Tell us the email address of your account. Never send us your password: nobody here will ever ask
          for it.
        </p>
        <p>
          To stop alerts, use the unsubscribe link in any email or reply STOP to any SMS. To delete your
          account and everything in it, use Delete account on your Account page.
        </p>
      </div>
    </ContentLayout>
  );
}
