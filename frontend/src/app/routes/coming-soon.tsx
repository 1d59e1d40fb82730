// Route "/coming-soon": PRO is not available yet; visitors can join its waitlist.
import { Link } from 'react-router';
import { ArrowLeft, Rocket } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { pageTitle } from '@/config/site';
import { WaitlistForm } from '@/features/waitlist/components/waitlist-form';

export function Component() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:py-20">
      <title>{pageTitle('PRO is coming soon')}</title>
      <Rocket aria-hidden="true" className="size-10 text-primary" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        PRO is coming soon
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        We are building PRO: a business profile, document management, policy Q&amp;A chat, personalised
        guidance, priority notifications and up to 5 user accounts. Join the waitlist and we will tell you
        when it opens.
      </p>
      <Card className="mt-8">
        <CardContent className="p-6 sm:p-8">
          <WaitlistForm />
        </CardContent>
      </Card>
      <p className="mt-8">
        <Link
          to={paths.pro.getHref()}
          className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to plans
        </Link>
      </p>
    </div>
  );
}
