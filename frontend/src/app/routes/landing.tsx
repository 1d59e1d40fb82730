// Route "/": the landing page.
import { ActCountdown } from '@/features/countdown/components/act-countdown';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { Hero } from '@/features/marketing/components/hero';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { useCreateAccountFromSubscription } from '@/features/subscribe/api/create-account';
import { SubscribeSection } from '@/features/subscribe/components/subscribe-section';
import { SITE_NAME } from '@/config/site';

export function Component() {
  const createAccount = useCreateAccountFromSubscription();
  return (
    <>
      <title>{`${SITE_NAME}: Australian aged care policy alerts`}</title>
      <Hero aside={<ActCountdown />} />
      <SubscribeSection onCreateAccount={createAccount} />
      <HowItWorks />
      <FeatureGrid />
    </>
  );
}
