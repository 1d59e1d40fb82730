// A module in the grid (spec section 2): title, question count, description, Passed or Attempted, the score with
// '(Pass: 70%)', the completion date, and Start Training, Try Again or Review Module; a module whose policy changed
// since it was generated says so and offers Regenerate.
import { BookOpenCheck, RefreshCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PASS_MARK, POLICY_CHANGED_MESSAGE, type ModuleSummary } from '@shared/contracts/training';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

function action(m: ModuleSummary): string {
  if (!m.standing.completed) return 'Start Training';
  return (m.standing.score ?? 0) >= PASS_MARK ? 'Review Module' : 'Try Again';
}

export function ModuleCard({
  module: m,
  onRegenerate,
  regenerating,
  onDelete,
}: {
  module: ModuleSummary;
  onRegenerate: () => void;
  regenerating: boolean;
  onDelete: () => void;
}) {
  const { standing } = m;
  const passedNow = (standing.score ?? 0) >= PASS_MARK;
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 font-semibold break-words text-slate-900">{m.title}</h2>
        {standing.completed ? (
          <Badge variant={passedNow ? 'primary' : 'muted'}>{passedNow ? 'Passed' : 'Attempted'}</Badge>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        {m.questionCount} questions · from {m.policyTitle}
      </p>
      <p className="text-sm break-words text-slate-700">{m.description}</p>
      {standing.completed ? (
        <div className="space-y-0.5 text-sm text-slate-700">
          <p>
            Score: <span className="font-semibold">{standing.score}%</span> (Pass: {PASS_MARK}%)
          </p>
          {standing.completedAt ? <p>Completed {dateFormat.format(new Date(standing.completedAt))}</p> : null}
        </div>
      ) : null}
      {m.policyChanged || m.policyDeleted ? (
        <p
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          role="note"
        >
          {m.policyDeleted
            ? 'The policy this module was generated from has been deleted.'
            : POLICY_CHANGED_MESSAGE}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button asChild size="sm">
          <Link to={paths.trainingModule.getHref(m.id)} aria-label={`${action(m)}: ${m.title}`}>
            <BookOpenCheck aria-hidden="true" />
            {action(m)}
          </Link>
        </Button>
        {m.policyChanged && !m.policyDeleted ? (
          <Button size="sm" variant="secondary" onClick={onRegenerate} disabled={regenerating}>
            <RefreshCw aria-hidden="true" />
            {regenerating ? 'Regenerating...' : 'Regenerate'}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${m.title}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </Card>
  );
}
