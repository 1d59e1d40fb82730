// The landing hero: the promise, the two next steps and, beside it, whatever the page puts there (the countdown).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Hero({ aside }: { aside?: ReactNode }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">
            For Australian aged care providers
          </p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Stay informed on Australian aged care policy changes
          </h1>
          <p className="mt-6 text-lg text-slate-700">
            We check the health department, the Aged Care Quality and Safety Commission, My Aged Care,
            Services Australia and the Federal Register of Legislation every day, and send you a plain-English
            summary of each change with a link to the official source.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link to={paths.subscribe.getHref()}>
                Get Policy Alerts
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to={paths.howItWorks.getHref()}>See how it works</Link>
            </Button>
          </div>
        </div>
        {aside}
      </div>
    </section>
  );
}
