// Recent Activity: the newest policy updates (title and 'New policy update from {source}'), newest first, at most
// five, with links to the feed and to training. Activity from My Policies and training joins this list when those
// features are released.
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { DASHBOARD_ACTIVITY_LIMIT } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useRecentPolicyUpdates, type RecentPolicyUpdate } from '../api/get-recent-policy-updates';

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
});

function formatDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export function newestFirst(updates: RecentPolicyUpdate[]): RecentPolicyUpdate[] {
  return [...updates]
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, DASHBOARD_ACTIVITY_LIMIT);
}

export function RecentActivity() {
  const updates = useRecentPolicyUpdates();

  let body;
  if (updates.isPending) {
    body = (
      <div className="space-y-3" aria-busy="true" aria-label="Loading recent activity">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (updates.isError) {
    body = (
      <Alert variant="destructive" title="Recent activity could not be loaded">
        <p>{updates.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void updates.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (updates.data.length === 0) {
    body = <p className="py-6 text-center text-slate-600">No recent activity to display</p>;
  } else {
    body = (
      <ul className="divide-y divide-border">
        {newestFirst(updates.data).map((update) => {
          const date = formatDate(update.publishedAt);
          return (
            <li key={update.id} className="flex items-start gap-3 py-3">
              <Bell aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{update.title}</p>
                <p className="text-sm text-slate-600">New policy update from {update.source}</p>
              </div>
              {date ? (
                <time dateTime={update.publishedAt} className="shrink-0 text-sm text-slate-600">
                  {date}
                </time>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {body}
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.feed.getHref()}>View all updates</Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.training.getHref()}>Go to Training Modules</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
