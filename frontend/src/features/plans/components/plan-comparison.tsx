// The /pro plan page: Free and PRO cards and the feature comparison table (spec section 2, /pro; section 9).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, Minus } from 'lucide-react';
import { FREE_PRICE_LABEL, PRO_PRICE_LABEL } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

type Cell = boolean | string;

export const COMPARISON: { feature: string; free: Cell; pro: Cell }[] = [
  { feature: 'Email and SMS policy alerts', free: true, pro: true },
  { feature: 'Plain-English AI summaries', free: true, pro: true },
  { feature: 'Direct links to official sources', free: true, pro: true },
  { feature: 'Business profile', free: false, pro: true },
  { feature: 'Document management', free: false, pro: true },
  { feature: 'Policy Q&A chat', free: false, pro: true },
  { feature: 'Personalised legal guidance', free: false, pro: true },
  { feature: 'Priority notifications', free: false, pro: '24-48 hours faster' },
  { feature: 'User accounts', free: '1 user account', pro: 'Up to 5 user accounts' },
];

function splitPrice(label: string) {
  const [amount = label, period = ''] = label.split('/');
  return { amount, period: period ? `/${period}` : '' };
}

function CellValue({ value }: { value: Cell }) {
  if (typeof value === 'string') return <span>{value}</span>;
  return value ? (
    <>
      <Check aria-hidden="true" className="mx-auto size-5 text-success" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus aria-hidden="true" className="mx-auto size-5 text-slate-400" />
      <span className="sr-only">Not included</span>
    </>
  );
}

function PlanCard({
  name,
  price,
  description,
  points,
  action,
  recommended = false,
}: {
  name: string;
  price: string;
  description: string;
  points: string[];
  action: ReactNode;
  recommended?: boolean;
}) {
  const { amount, period } = splitPrice(price);
  return (
    <Card className={cn('flex flex-col', recommended && 'border-2 border-primary shadow-md')}>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle as="h2" className="text-2xl">
            {name}
          </CardTitle>
          {recommended ? <Badge>RECOMMENDED</Badge> : null}
        </div>
        <p className="mt-2">
          <span className="text-4xl font-bold text-slate-900">{amount}</span>
          <span className="text-slate-700">{period}</span>
        </p>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2">
          {points.map((point) => (
            <li key={point} className="flex gap-2 text-slate-700">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {point}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}

export function PlanComparison() {
  return (
    <div className="space-y-16">
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          name="Free"
          price={FREE_PRICE_LABEL}
          description="Policy alerts for one person."
          points={[
            'Email and SMS policy alerts',
            'Plain-English AI summaries',
            'Direct links to official sources',
            '1 user account',
          ]}
          action={
            <Button variant="secondary" size="lg" className="w-full" asChild>
              <Link to={paths.subscribe.getHref()}>Get Started Free</Link>
            </Button>
          }
        />
        <PlanCard
          name="PRO"
          price={PRO_PRICE_LABEL}
          description="Personalised guidance for your whole team."
          points={[
            'Everything in Free',
            'Business profile and document management',
            'Policy Q&A chat and personalised legal guidance',
            'Priority notifications, 24-48 hours faster',
            'Up to 5 user accounts',
          ]}
          recommended
          action={
            <Button size="lg" className="w-full" asChild>
              <Link to={paths.comingSoon.getHref()}>Upgrade to PRO</Link>
            </Button>
          }
        />
      </div>

      <section>
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Compare plans</h2>
        {/* Fits a phone: no sideways scrolling, the cells wrap between words. */}
        <div className="mt-6 overflow-hidden rounded-xl border border-border">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="sr-only">Features of the Free and PRO plans</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold text-slate-900 sm:px-4">
                  Feature
                </th>
                <th
                  scope="col"
                  className="w-[28%] px-2 py-3 text-center font-semibold text-slate-900 sm:w-1/4 sm:px-4"
                >
                  Free
                </th>
                <th
                  scope="col"
                  className="w-[28%] px-2 py-3 text-center font-semibold text-slate-900 sm:w-1/4 sm:px-4"
                >
                  PRO
                </th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.feature} className="border-t border-border">
                  <th scope="row" className="px-3 py-3 font-medium text-slate-800 sm:px-4">
                    {row.feature}
                  </th>
                  {/* relative: the "Included" text for screen readers stays inside its cell, not off the page. */}
                  <td className="relative px-2 py-3 text-center text-slate-700 sm:px-4">
                    <CellValue value={row.free} />
                  </td>
                  <td className="relative px-2 py-3 text-center text-slate-700 sm:px-4">
                    <CellValue value={row.pro} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
