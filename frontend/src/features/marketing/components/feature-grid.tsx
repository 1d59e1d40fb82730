// Features (id "features"): the six things a subscriber gets.
import { Bell, Building2, FileText, Link2, ShieldCheck, Sparkles } from 'lucide-react';

const FEATURES = [
  {
    title: 'Instant Notifications',
    icon: Bell,
    text: 'Alerts go out by email or SMS as soon as the daily check finds a change, so you hear about it early.',
  },
  {
    title: 'Concise Summaries',
    icon: FileText,
    text: 'Each update is summarised in a few short paragraphs: what changed, who it affects and what to look at.',
  },
  {
    title: 'Direct Source Links',
    icon: Link2,
    text: 'Every summary links to the original page on the government site, so you can read and cite the official text.',
  },
  {
    title: 'AI-Powered Insights',
    icon: Sparkles,
    text: 'AI points out the likely impact of each change and the topics it touches, such as funding, quality standards or workforce.',
  },
  {
    title: 'Business Profile',
    icon: Building2,
    text: 'Describe your organisation, services and clients once; alerts then explain what each change means for you.',
  },
  {
    title: 'Compliance Confidence',
    icon: ShieldCheck,
    text: 'Keep up with the Aged Care Act 2024 and the strengthened Quality Standards with a clear record of what changed and when.',
  },
];

export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-heading" className="bg-slate-50 py-16 lg:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Features
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Everything you need to follow aged care policy without reading five government sites every day.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, icon: Icon, text }) => (
            <li key={title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-7 text-primary" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
