// The Policy Updates Feed (spec section 2, /feed): every update, newest first, on a timeline, twenty at a time.
// Refresh checks for new updates; admins can also generate a test update. States: loading (three skeleton cards),
// error, empty or the list.
import { CircleAlert, FlaskConical, RefreshCw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';
import { useUser } from '@/features/auth/api/get-user';
import { describeError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useGenerateTestUpdate } from '../api/generate-test-update';
import { usePolicyUpdates } from '../api/get-policy-updates';
import { newestFirst } from '../utils/feed-format';
import {
  FEED_EMPTY_TEXT,
  FEED_EMPTY_TITLE,
  FEED_ERROR_TEXT,
  FEED_ERROR_TITLE,
  REFRESH_TOOLTIP,
  TEST_UPDATE_FAILED_FALLBACK,
  TEST_UPDATE_FAILED_TITLE,
  TEST_UPDATE_SUCCESS_TITLE,
  uncheckedSourceText,
} from './feed-messages';
import { PolicyUpdateCard } from './policy-update-card';

function FeedSkeleton() {
  return (
    <div role="status" className="space-y-6" aria-busy="true" aria-label="Loading policy updates">
      {[0, 1, 2].map((i) => (
        <Card key={i}>
          <CardHeader className="gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </CardHeader>
          <CardContent className="space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function FeedError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" title={FEED_ERROR_TITLE}>
      <p>{FEED_ERROR_TEXT}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

export function PolicyUpdatesFeed() {
  const { data: user } = useUser();
  const feed = usePolicyUpdates();
  const generate = useGenerateTestUpdate({
    mutationConfig: {
      onSuccess: () => {
        toast.success(TEST_UPDATE_SUCCESS_TITLE);
      },
      onError: (error) => {
        toast.error(TEST_UPDATE_FAILED_TITLE, {
          description: describeError(error, TEST_UPDATE_FAILED_FALLBACK),
        });
      },
    },
  });

  const refreshing = feed.isFetching && !feed.isPending && !feed.isFetchingNextPage;
  const updates = newestFirst(feed.data?.pages.flatMap((page) => page.items) ?? []);
  const unchecked = feed.data?.pages[0]?.uncheckedSources ?? [];

  const refresh = () => void feed.refetch();
  const loadMore = () => {
    if (!feed.isFetchingNextPage) void feed.fetchNextPage();
  };
  const generateTestUpdate = () => {
    if (!generate.isPending) generate.mutate();
  };

  let body;
  // Also while a failed first load is tried again, so that the retry shows.
  if (feed.isPending || (!feed.data && feed.isFetching)) {
    body = <FeedSkeleton />;
  } else if (!feed.data) {
    body = <FeedError onRetry={refresh} />;
  } else {
    body = (
      <>
        {/* A failed refresh keeps what was loaded and says so above it. */}
        {feed.isRefetchError ? <FeedError onRetry={refresh} /> : null}
        {unchecked.length ? (
          <ul aria-label="Sources not checked today" className="space-y-1 text-sm text-slate-600">
            {unchecked.map((source) => (
              <li key={source.sourceId} className="flex items-start gap-2">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                <span>{uncheckedSourceText(source.name)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {updates.length === 0 ? (
          feed.isRefetchError ? null : (
            <Alert title={FEED_EMPTY_TITLE}>
              <p>{FEED_EMPTY_TEXT}</p>
            </Alert>
          )
        ) : (
          <ol aria-label="Policy updates" className="relative ml-2 space-y-6 border-l-2 border-border pl-6">
            {updates.map((update) => (
              <li key={update.id} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-7 -left-[calc(2rem+1px)] size-4 rounded-full border-2 border-white bg-primary"
                />
                <PolicyUpdateCard update={update} />
              </li>
            ))}
          </ol>
        )}
        {feed.isFetchNextPageError ? <FeedError onRetry={loadMore} /> : null}
        {feed.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              onClick={loadMore}
              aria-disabled={feed.isFetchingNextPage || undefined}
              className="aria-disabled:opacity-60"
            >
              {feed.isFetchingNextPage ? <Spinner /> : null}
              Load more
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">
          Policy updates found by the daily check of the government aged care sources, newest first.
        </p>
        <div className="flex flex-wrap gap-2">
          {user?.isAdmin ? (
            <Button
              variant="secondary"
              onClick={generateTestUpdate}
              aria-disabled={generate.isPending || undefined}
              className="aria-disabled:opacity-60"
            >
              {generate.isPending ? <Spinner /> : <FlaskConical aria-hidden="true" />}
              Generate Test Update (Admin)
            </Button>
          ) : null}
          <Tooltip content={REFRESH_TOOLTIP}>
            <Button variant="secondary" onClick={refresh}>
              <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
              Refresh
            </Button>
          </Tooltip>
        </div>
      </div>
      <p role="status" className="sr-only">
        {refreshing ? 'Checking for new policy updates' : ''}
      </p>
      {body}
    </div>
  );
}
