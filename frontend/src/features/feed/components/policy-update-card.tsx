// One update on the feed's timeline: title, long publish date, source and impact badges, the summary (markdown),
// what changed when known, and a link to the official source in a new tab.
import { useId } from 'react';
import { CalendarDays } from 'lucide-react';
import { NOT_RELEVANT_LABEL, type FeedUpdate, type PolicyUpdate } from '@shared/contracts/feed';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { formatLongDate, isWebUrl } from '../utils/feed-format';
import { Markdown } from '@/components/markdown';

type Impact = NonNullable<PolicyUpdate['impact']>;

/** An update from the source's first check, published in the month before it: in the feed, never sent. */
export const BEFORE_MONITORING_LABEL = 'From before you subscribed';

/** A test update from the admin tools: only the administrator who made it sees it, and it is never sent. */
export const TEST_UPDATE_LABEL = 'Test update: only you can see this';

const impactBadges: Record<Impact, { label: string; className: string }> = {
  high: { label: 'High impact', className: 'bg-red-100 text-red-900' },
  medium: { label: 'Medium impact', className: 'bg-amber-100 text-amber-900' },
  low: { label: 'Low impact', className: 'bg-sky-100 text-sky-900' },
};

export function PolicyUpdateCard({ update }: { update: FeedUpdate }) {
  const titleId = useId();
  const date = formatLongDate(update.publishedAt);
  const impact = update.impact ? impactBadges[update.impact] : null;

  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle as="h2" id={titleId}>
          {update.title}
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {date ? (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              <time dateTime={update.publishedAt}>{date}</time>
            </span>
          ) : null}
          <Badge variant="muted">{update.source}</Badge>
          {impact ? <Badge className={impact.className}>{impact.label}</Badge> : null}
          {update.beforeMonitoring ? (
            <Badge
              variant="muted"
              title="Published before we began checking this source: shown here, never sent to you"
            >
              {BEFORE_MONITORING_LABEL}
            </Badge>
          ) : null}
          {update.notRelevant ? <Badge variant="muted">{NOT_RELEVANT_LABEL}</Badge> : null}
          {update.test ? <Badge className="bg-violet-100 text-violet-900">{TEST_UPDATE_LABEL}</Badge> : null}
        </div>
        {update.notRelevant ? (
          <p className="text-sm text-slate-600">
            {update.notRelevant} Your business profile lists other services or states, so it was not sent to
            you.
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <Markdown headingLevel={3}>{update.summary}</Markdown>
        {update.insight ? (
          // Not a <section>: a named section is a landmark, and every card has these two, so the page would list
          // dozens of landmarks of the same name. The headings give the structure.
          <div className="rounded-lg border border-primary/30 bg-primary/5 p-4">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">
              {update.insightFor
                ? `What this means for ${update.insightFor}`
                : 'What this means for your business'}
            </h3>
            <Markdown headingLevel={4} className="text-sm">
              {update.insight}
            </Markdown>
          </div>
        ) : null}
        {update.whatChanged ? (
          <div className="rounded-lg bg-muted p-4">
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              What changed
            </h3>
            <Markdown headingLevel={4} className="text-sm">
              {update.whatChanged}
            </Markdown>
          </div>
        ) : null}
      </CardContent>
      {isWebUrl(update.url) ? (
        <CardFooter>
          <ExternalLink
            href={update.url}
            aria-describedby={titleId}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            View Source
          </ExternalLink>
        </CardFooter>
      ) : null}
    </Card>
  );
}
