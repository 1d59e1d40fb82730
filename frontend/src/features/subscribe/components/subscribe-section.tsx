// The landing page's subscribe section (id "subscribe"): the form, then the confirmation panel that replaces it.
import { useState } from 'react';
import { Mail, MessageSquareText, ShieldCheck } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import type { CreateAccountHandler } from './create-account-form';
import { SubscribeForm } from './subscribe-form';
import { SubscribeSuccess } from './subscribe-success';

interface Subscribed {
  id: string;
  email: string | null;
}

const POINTS = [
  { icon: Mail, text: 'Email alerts with a short summary of each change and a link to the official source.' },
  { icon: MessageSquareText, text: 'SMS alerts for Australian mobile numbers, if you prefer your phone.' },
  {
    icon: ShieldCheck,
    text: 'Your details are used only to send alerts. Unsubscribe with one click or by replying STOP.',
  },
];

export function SubscribeSection({ onCreateAccount }: { onCreateAccount: CreateAccountHandler }) {
  const [subscribed, setSubscribed] = useState<Subscribed | null>(null);

  return (
    <section id="subscribe" aria-labelledby="subscribe-heading" className="bg-slate-50 py-16 lg:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          <h2 id="subscribe-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Get policy alerts
          </h2>
          <p className="text-lg text-slate-700">
            Enter your email address, your phone number or both. We check the government aged care sources
            every day and tell you when something changes.
          </p>
          <ul className="space-y-4">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-slate-700">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <Card>
          <CardContent className="p-6 sm:p-8">
            {subscribed ? (
              <SubscribeSuccess
                subscriberId={subscribed.id}
                subscribedEmail={subscribed.email}
                onCreateAccount={onCreateAccount}
              />
            ) : (
              <SubscribeForm
                onSubscribed={(result, values) =>
                  setSubscribed({ id: result.id, email: values.email.trim() || null })
                }
              />
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
