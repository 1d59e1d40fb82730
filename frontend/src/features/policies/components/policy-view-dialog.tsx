// The View policy dialog: the policy rendered from markdown, with its state (Draft, version, last saved by whom)
// and a History tab. Opened from the grid, the dashboard or a link (?policy=), optionally at a heading.
import { useEffect, useState } from 'react';
import { Download, Pencil } from 'lucide-react';
import { toast } from '@/lib/toast';
import { headingSlug } from '@shared/markdown';
import type { Policy } from '@shared/contracts/policies';
import { Markdown } from '@/components/markdown';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { describeError } from '@/lib/api';
import { usePolicy } from '../api/get-policy';
import { getPolicyFileLink } from '../api/get-policy-file';
import { formatDateTime } from '../utils/format';
import { PolicyHistory } from './policy-history';

const ANCHOR_PREFIX = 'policy-heading';

/** The id a heading of the open policy has, for links to it. */
export const headingAnchor = (heading: string) => `${ANCHOR_PREFIX}-${headingSlug(heading)}`;

/** Downloads the file the policy was converted from, through a short-lived link. */
async function downloadOriginal(policy: Policy): Promise<void> {
  try {
    const link = await getPolicyFileLink(policy.id);
    const a = document.createElement('a');
    a.href = link.url;
    a.download = link.fileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  } catch (error) {
    toast.error('The original file could not be downloaded', {
      description: describeError(error, 'Please try again.'),
    });
  }
}

function PolicyBody({
  policy,
  heading,
  onEdit,
}: {
  policy: Policy;
  heading: string | null;
  onEdit: (policy: Policy) => void;
}) {
  const [tab, setTab] = useState('policy');
  useEffect(() => {
    if (!heading) return;
    const target = document.getElementById(`${ANCHOR_PREFIX}-${heading}`);
    void target?.scrollIntoView({ block: 'start' });
    target?.classList.add('bg-accent/40');
  }, [heading, policy.id]);
  return (
    <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList>
          <TabsTrigger value="policy">Policy</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <div className="flex flex-wrap gap-2">
          {policy.sourceFile ? (
            <Button size="sm" variant="ghost" onClick={() => void downloadOriginal(policy)}>
              <Download aria-hidden="true" />
              Original file
              <span className="sr-only">: {policy.sourceFile.fileName}</span>
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => onEdit(policy)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </div>
      </div>
      <DialogBody>
        <TabsContent value="policy">
          <Markdown headingLevel={3} anchorPrefix={ANCHOR_PREFIX}>
            {policy.content}
          </Markdown>
        </TabsContent>
        <TabsContent value="history">
          <PolicyHistory policy={policy} />
        </TabsContent>
      </DialogBody>
    </Tabs>
  );
}

export function PolicyViewDialog({
  policyId,
  heading,
  onClose,
  onEdit,
}: {
  policyId: string | null;
  /** The slug of a heading to open the policy at. */
  heading: string | null;
  onClose: () => void;
  onEdit: (policy: Policy) => void;
}) {
  const policy = usePolicy(policyId);
  return (
    <Dialog open={policyId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" className="h-[92dvh]">
        <DialogHeader>
          <DialogTitle>{policy.data?.title ?? 'Policy'}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-2">
              {policy.data ? (
                <>
                  {policy.data.isPublished ? (
                    <Badge variant="primary">Published</Badge>
                  ) : (
                    <Badge variant="muted">Draft</Badge>
                  )}
                  <span>
                    Version {policy.data.version}, saved {formatDateTime(policy.data.updatedAt)}
                    {policy.data.updatedBy ? ` by ${policy.data.updatedBy.name}` : ''}
                  </span>
                </>
              ) : (
                <span>Loading the policy…</span>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>
        {policy.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ) : policy.isError ? (
          <Alert variant="destructive" title="This policy could not be opened">
            <p>{describeError(policy.error, 'Please try again.')}</p>
          </Alert>
        ) : (
          <PolicyBody policy={policy.data} heading={heading} onEdit={onEdit} />
        )}
      </DialogContent>
    </Dialog>
  );
}
