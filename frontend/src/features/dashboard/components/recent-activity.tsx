// Recent Activity (spec section 2, /dashboard): the five newest items of policy updates ('New policy update from
// {source}') and the account's own policies ('Created in My Policies' with the badge New Policy, or 'Updated in My
// Policies' with Updated) and completed training modules ('Completed with N% score', Passed at 70 or more, otherwise
// Attempted), merged newest first, with links to the feed and to training.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Bell, FileText, GraduationCap } from 'lucide-react';
import { DASHBOARD_ACTIVITY_LIMIT, PASS_MARK } from '@shared/constants';
import type { ProgressSummary } from '@shared/contracts/training';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useRecentPolicies, type RecentPolicy } from '../api/get-recent-policies';
import { BEFORE_MONITORING_LABEL, TEST_UPDATE_LABEL } from '@/features/feed/components/policy-update-card';
import { useRecentPolicyUpdates, type RecentPolicyUpdate } from '../api/get-recent-policy-updates';
import { useTrainingProgress } from '@/features/training/api/training';

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

export type ActivityItem =
  | { kind: 'update'; id: string; at: string; update: RecentPolicyUpdate }
  | { kind: 'policy'; id: string; at: string; policy: RecentPolicy; created: boolean }
  | { kind: 'training'; id: string; at: string; training: ProgressSummary };

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Policy updates, the account's policies and its completed training as one list, newest first, at most five. */
export function mergeActivity(
  updates: RecentPolicyUpdate[],
  policies: RecentPolicy[],
  training: ProgressSummary[] = [],
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...updates.map((update) => ({
      kind: 'update' as const,
      id: `update:${update.id}`,
      at: update.publishedAt,
      update,
    })),
    ...policies.map((policy) => ({
      kind: 'policy' as const,
      id: `policy:${policy.id}`,
      at: policy.updatedAt,
      policy,
      created: policy.updatedAt === policy.createdAt,
    })),
    ...training.flatMap((t) =>
      t.completed && t.completed_at
        ? [{ kind: 'training' as const, id: `training:${t.module_id}`, at: t.completed_at, training: t }]
        : [],
    ),
  ];
  return items.sort((a, b) => time(b.at) - time(a.at)).slice(0, DASHBOARD_ACTIVITY_LIMIT);
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const date = formatDate(item.at);
  return (
    <li className="flex items-start gap-3 py-3">
      {item.kind === 'update' ? (
        <Bell aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
      ) : item.kind === 'training' ? (
        <GraduationCap aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-600" />
      ) : (
        <FileText aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-600" />
      )}
      <div className="min-w-0 flex-1">
        {item.kind === 'update' ? (
          <>
            <p className="font-medium break-words text-slate-900">{item.update.title}</p>
            <p className="text-sm text-slate-600">
              New policy update from {item.update.source}
              {item.update.beforeMonitoring ? ` · ${BEFORE_MONITORING_LABEL}` : ''}
              {item.update.test ? ` · ${TEST_UPDATE_LABEL}` : ''}
            </p>
          </>
        ) : item.kind === 'training' ? (
          <>
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              <Link
                to={paths.trainingModule.getHref(item.training.module_id)}
                className="break-words hover:underline"
              >
                {item.training.module_name}
              </Link>
              <Badge variant={item.training.score >= PASS_MARK ? 'primary' : 'muted'}>
                {item.training.score >= PASS_MARK ? 'Passed' : 'Attempted'}
              </Badge>
            </p>
            <p className="text-sm text-slate-600">Completed with {item.training.score}% score</p>
          </>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              <Link
                to={paths.myPolicies.getHref({ policy: item.policy.id })}
                className="break-words hover:underline"
              >
                {item.policy.title}
              </Link>
              <Badge variant={item.created ? 'primary' : 'muted'}>
                {item.created ? 'New Policy' : 'Updated'}
              </Badge>
            </p>
            <p className="text-sm text-slate-600">
              {item.created ? 'Created in My Policies' : 'Updated in My Policies'}
            </p>
          </>
        )}
      </div>
      {date ? (
        <time dateTime={item.at} className="shrink-0 text-sm text-slate-600">
          {date}
        </time>
      ) : null}
    </li>
  );
}

/** A server's own words ('500: …') mean nothing to a provider: they get what to do, the console gets the detail. */
export const RECENT_ACTIVITY_ERROR_TEXT =
  'Your latest updates and policies could not be loaded just now. Check your connection and try again.';

export function RecentActivity() {
  const updates = useRecentPolicyUpdates();
  const policies = useRecentPolicies();
  const failure = updates.error ?? policies.error;
  useEffect(() => {
    if (failure) console.error('Recent activity could not be loaded', failure);
  }, [failure]);
  // Completed training joins the list when it loads; the list does not wait for it or fail with it.
  const training = useTrainingProgress();

  let body;
  if (updates.isPending || policies.isPending) {
    body = (
      <div className="space-y-3" aria-busy="true" aria-label="Loading recent activity">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (updates.isError || policies.isError) {
    body = (
      <Alert variant="destructive" title="Recent activity could not be loaded">
        <p>{RECENT_ACTIVITY_ERROR_TEXT}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => {
            if (updates.isError) void updates.refetch();
            if (policies.isError) void policies.refetch();
          }}
        >
          Try again
        </Button>
      </Alert>
    );
  } else {
    const items = mergeActivity(updates.data, policies.data, training.data ?? []);
    body = items.length ? (
      <ul className="divide-y divide-border">
        {items.map((item) => (
          <ActivityRow key={item.id} item={item} />
        ))}
      </ul>
    ) : (
      <p className="py-6 text-center text-slate-600">No recent activity to display</p>
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
