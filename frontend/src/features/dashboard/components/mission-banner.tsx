// The dashboard's mission banner: who the platform is for and what it does for them.
import { ShieldCheck } from 'lucide-react';

export function MissionBanner({ firstName }: { firstName: string }) {
  return (
    <section
      aria-labelledby="mission-heading"
      className="rounded-2xl bg-gradient-to-r from-teal-800 to-teal-700 p-6 text-white shadow-sm sm:p-8"
    >
      <div className="flex items-start gap-4">
        <ShieldCheck aria-hidden="true" className="hidden size-10 shrink-0 text-teal-100 sm:block" />
        <div className="space-y-2">
          <p className="text-sm font-medium tracking-wide text-teal-100 uppercase">
            {firstName ? `Welcome, ${firstName}` : 'Welcome'}
          </p>
          <h2 id="mission-heading" className="text-2xl font-bold sm:text-3xl">
            Helping aged care providers keep up with every policy change
          </h2>
          <p className="max-w-3xl text-teal-50">
            We check the government aged care sources every day, summarise what changed and what it means for
            providers, and link you to the official source, so you can spend your time on care rather than on
            searching.
          </p>
        </div>
      </div>
    </section>
  );
}
