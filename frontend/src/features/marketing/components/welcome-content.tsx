// The /welcome page: the podcast on the history of Australian aged care reforms (not published yet, and said so)
// and the four official sites every provider should know.
import { Link } from 'react-router';
import { Headphones } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';
import {
  HEALTH_AGED_CARE,
  MY_AGED_CARE,
  QUALITY_COMMISSION,
  SERVICES_AUSTRALIA_AGED_CARE,
} from '@/config/resources';

export const PODCAST_UNAVAILABLE = 'The episode is being produced and is not available yet.';

const WELCOME_RESOURCES = [HEALTH_AGED_CARE, QUALITY_COMMISSION, MY_AGED_CARE, SERVICES_AUSTRALIA_AGED_CARE];

export function WelcomeContent() {
  return (
    <div className="space-y-14">
      <section aria-labelledby="podcast-heading">
        <h2 id="podcast-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Podcast: the history of Australian aged care reforms
        </h2>
        <p className="mt-3 text-slate-700">
          An audio guide from the Aged Care Act 1997, through the Royal Commission into Aged Care Quality and
          Safety and its final report in 2021, to the Aged Care Act 2024 and what it changes for providers.
        </p>
        <div
          role="status"
          className="mt-6 flex items-start gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-primary ring-1 ring-slate-200">
            <Headphones aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="font-semibold text-slate-900">Episode not available yet</p>
            <p className="mt-1 text-slate-700">{PODCAST_UNAVAILABLE}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="resources-heading">
        <h2 id="resources-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Official resources
        </h2>
        <p className="mt-3 text-slate-700">The government sites behind the alerts you will receive.</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {WELCOME_RESOURCES.map((resource) => (
            <li key={resource.href}>
              <Card className="h-full">
                <CardHeader className="pb-6">
                  <CardTitle>
                    <ExternalLink
                      href={resource.href}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {resource.name}
                    </ExternalLink>
                  </CardTitle>
                  <CardDescription className="text-base text-slate-700">
                    {resource.description}
                  </CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="welcome-next" className="rounded-xl bg-primary-soft p-6 sm:p-8">
        <h2 id="welcome-next" className="text-xl font-semibold text-slate-900">
          Not subscribed yet?
        </h2>
        <p className="mt-2 text-slate-700">Get a short summary of each change by email or SMS.</p>
        <Button className="mt-4" asChild>
          <Link to={paths.subscribe.getHref()}>Get Policy Alerts</Link>
        </Button>
      </section>
    </div>
  );
}
