// "How your alerts will use this": what the newest policy update means for the business as the profile describes it,
// written by the same AI layer as the digests' insights.
import { Lightbulb } from 'lucide-react';
import { Markdown } from '@/components/markdown';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/api';
import { useInsightPreview } from '../api/get-insight-preview';

export function InsightPreview({ subscriberId }: { subscriberId: string }) {
  const preview = useInsightPreview(subscriberId);
  let body;
  if (preview.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (preview.isError)
    body = (
      <p className="text-slate-600">
        {describeError(preview.error, 'The preview could not be made just now.')}
      </p>
    );
  else if (preview.data.unavailable === 'no-profile')
    body = (
      <p className="text-slate-600">
        Save a description of your business to see how each alert will speak to it.
      </p>
    );
  else if (preview.data.unavailable === 'no-updates' || !preview.data.update || !preview.data.insight)
    body = (
      <p className="text-slate-600">
        When the first policy update arrives, you will see here what it means for your business.
      </p>
    );
  else
    body = (
      <div className="space-y-2">
        <p className="text-sm text-slate-600">
          For the latest update, “{preview.data.update.title}” ({preview.data.update.source}):
        </p>
        <Markdown className="text-slate-800">{preview.data.insight}</Markdown>
      </div>
    );
  return (
    <section
      aria-labelledby="insight-preview-heading"
      className="space-y-3 rounded-lg border border-border bg-slate-50 p-4"
    >
      <h2 id="insight-preview-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <Lightbulb aria-hidden="true" className="size-5 text-primary" />
        How your alerts will use this
      </h2>
      {body}
    </section>
  );
}
