// A fixed card on the Support at Home program, the in-home care program that began with the new Act.
import { House } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';

export const SUPPORT_AT_HOME_URL = 'https://www.health.gov.au/our-work/support-at-home';

export function SupportAtHomeCard() {
  return (
    <Card>
      <CardHeader>
        <House aria-hidden="true" className="size-6 text-primary" />
        <CardTitle as="h2">Support at Home Program update</CardTitle>
        <CardDescription>In-home aged care</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-slate-700">
        <p>
          Support at Home started on 1 November 2025 and replaced the Home Care Packages Program. Check that
          your service agreements, pricing and client budgets follow the new program&apos;s rules.
        </p>
        <ExternalLink
          href={SUPPORT_AT_HOME_URL}
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          Support at Home on the health department's site
        </ExternalLink>
      </CardContent>
    </Card>
  );
}
