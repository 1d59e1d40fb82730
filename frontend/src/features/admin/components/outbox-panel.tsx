// The Outbox tab: the messages written instead of sent in simulation mode, newest first, 25 at a time. Message text
// is shown as plain text; an email's HTML part is never rendered.
import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useOutbox, type OutboxMessage } from '../api/get-outbox';
import { formatDateTime } from '../utils/format';
import { describeError } from '@/lib/api';
import { ToneBadge } from './tone-badge';

const KIND_LABELS: Record<OutboxMessage['kind'], string> = {
  updates: 'Update digest',
  welcome: 'Welcome',
  test: 'Test',
};

/** A header's value, whatever the case of its name. */
function headerValue(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key];
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  const isEmail = message.channel === 'email';
  const unsubscribe = isEmail ? headerValue(message.headers, 'List-Unsubscribe') : undefined;
  return (
    <article aria-label={`${isEmail ? 'Email' : 'SMS'} to ${message.to}`} className="space-y-3 py-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <ToneBadge tone={isEmail ? 'info' : 'warning'}>{isEmail ? 'Email' : 'SMS'}</ToneBadge>
        <ToneBadge tone="neutral">{KIND_LABELS[message.kind]}</ToneBadge>
        <time dateTime={message.createdAt} className="text-slate-600">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">To</dt>
        <dd className="break-all text-slate-900">{message.to}</dd>
        {isEmail && message.subject !== undefined ? (
          <>
            <dt className="font-medium text-slate-600">Subject</dt>
            <dd className="break-words text-slate-900">{message.subject}</dd>
          </>
        ) : null}
        {unsubscribe ? (
          <>
            <dt className="font-medium text-slate-600">List-Unsubscribe</dt>
            <dd className="font-mono text-xs break-all text-slate-900">{unsubscribe}</dd>
          </>
        ) : null}
      </dl>
      {/* A long body scrolls: focusable and named, so that it can be scrolled with the keyboard. */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={`Message to ${message.to}`}
        className="max-h-96 overflow-auto rounded-md bg-slate-50 p-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-900"
      >
        {message.text}
      </pre>
    </article>
  );
}

export function OutboxPanel() {
  const outbox = useOutbox();
  const messages = outbox.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (outbox.isPending) {
    body = (
      <div className="space-y-3" aria-busy="true" aria-label="Loading the outbox">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  } else if (outbox.isLoadingError) {
    body = (
      <Alert variant="destructive" title="The outbox could not be loaded">
        <p>{describeError(outbox.error, 'Please try again.')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void outbox.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (messages.length === 0) {
    body = <p className="py-6 text-center text-slate-600">No simulated messages yet</p>;
  } else {
    body = (
      <div className="space-y-4">
        <ol className="divide-y divide-border" aria-label="Simulated messages, newest first">
          {messages.map((message) => (
            <li key={message.id}>
              <OutboxItem message={message} />
            </li>
          ))}
        </ol>
        {outbox.isFetchNextPageError || outbox.isRefetchError ? (
          <Alert
            variant="destructive"
            title={
              outbox.isFetchNextPageError
                ? 'More messages could not be loaded'
                : 'The outbox could not be refreshed'
            }
          >
            <p>{describeError(outbox.error, 'Please try again.')}</p>
          </Alert>
        ) : null}
        {outbox.hasNextPage ? (
          <Button
            variant="secondary"
            disabled={outbox.isFetchingNextPage}
            onClick={() => void outbox.fetchNextPage()}
          >
            {outbox.isFetchingNextPage ? (
              <>
                <Spinner />
                Loading...
              </>
            ) : (
              'Load more'
            )}
          </Button>
        ) : null}
      </div>
    );
  }

  const refreshing = outbox.isRefetching && !outbox.isFetchingNextPage;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle as="h2">Outbox</CardTitle>
          <CardDescription>
            Messages written here instead of being sent, in simulation mode, newest first.
          </CardDescription>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={outbox.isPending || refreshing}
          onClick={() => void outbox.refetch()}
        >
          {refreshing ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
