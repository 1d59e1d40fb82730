// How It Works (id "how-it-works"): the four steps from subscribing to being notified.
import { BellRing, BrainCircuit, Mail, Radar } from 'lucide-react';

const STEPS = [
  {
    title: 'Subscribe',
    icon: Mail,
    text: 'Enter your email address, your phone number or both. Choose the channels that suit you.',
  },
  {
    title: 'We Monitor',
    icon: Radar,
    text: 'Every day we check the health department, the Aged Care Quality and Safety Commission, My Aged Care, Services Australia and the Federal Register of Legislation for new and changed content.',
  },
  {
    title: 'AI Analysis',
    icon: BrainCircuit,
    text: 'AI summarises each change in plain English and notes what it is likely to mean for aged care providers.',
  },
  {
    title: 'Get Notified',
    icon: BellRing,
    text: 'You receive a concise alert by email or SMS, with a link to the original government page.',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="py-16 lg:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          How It Works
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          From a change on a government site to a summary in your inbox.
        </p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ title, icon: Icon, text }, index) => (
            <li key={title} className="relative rounded-xl border border-border bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
