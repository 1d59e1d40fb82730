// A policy in the grid: title, Draft marker when unpublished, the first 100 characters, and its actions (Assess opens
// the assessment page, which assesses it at once).
import { ClipboardCheck, Eye, FileText, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { POLICY_PREVIEW_LENGTH } from '@shared/constants';
import { plainPreview } from '@shared/markdown';
import type { Policy } from '@shared/contracts/policies';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '../utils/format';

export function PolicyCard({
  policy,
  onView,
  onEdit,
  onDelete,
  onChat,
}: {
  policy: Policy;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onChat: () => void;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex min-w-0 items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-600" />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="font-semibold break-words text-slate-900">
            <button type="button" onClick={onView} className="cursor-pointer text-left hover:underline">
              {policy.title}
            </button>
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            {policy.isPublished ? null : <Badge variant="muted">Draft</Badge>}
            <span>Updated {formatDate(policy.updatedAt)}</span>
          </p>
        </div>
      </div>
      <p className="text-sm break-words text-slate-700">
        {plainPreview(policy.content, POLICY_PREVIEW_LENGTH)}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onView} aria-label={`View ${policy.title}`}>
          <Eye aria-hidden="true" />
          View
        </Button>
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${policy.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onChat}
          aria-label={`Chat with Assistant about ${policy.title}`}
        >
          <MessageSquare aria-hidden="true" />
          Chat with Assistant
        </Button>
        <Button size="sm" variant="ghost" asChild>
          <Link to={paths.assessments.getHref({ policy: policy.id })} aria-label={`Assess ${policy.title}`}>
            <ClipboardCheck aria-hidden="true" />
            Assess
          </Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${policy.title}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </Card>
  );
}
