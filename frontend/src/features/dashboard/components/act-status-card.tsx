// The dashboard's Act card: days remaining to the announced start (1 July 2025, +10:00) and a progress bar over a
// 365-day year; between 1 July and 1 November 2025 the same to the deferred start; once the Act is in effect, only
// that it is and since when (nothing left to count down).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { ACT_COMMENCED_LABEL, ACT_NAME } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { actProgress } from '../utils/act-progress';

const MINUTE_MS = 60_000;

export function ActStatusCard({ now: fixedNow }: { now?: Date }) {
  const [now, setNow] = useState(() => fixedNow ?? new Date());
  const { daysLeft, progress, phase } = actProgress(fixedNow ?? now);

  useEffect(() => {
    // Days change slowly: a check a minute keeps the card right for someone who leaves it open overnight.
    if (fixedNow || phase === 'in-effect') return;
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [fixedNow, phase]);

  if (phase === 'in-effect')
    return (
      <Card>
        <CardHeader>
          <CalendarClock aria-hidden="true" className="size-6 text-primary" />
          <CardTitle as="h2">The new {ACT_NAME}</CardTitle>
          <CardDescription>In effect since {ACT_COMMENCED_LABEL}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-slate-700">
            The Act has been in effect since {ACT_COMMENCED_LABEL}. Read the updates to see what its rules and
            guidance change for your organisation.
          </p>
          <Button asChild variant="secondary">
            <Link to={paths.feed.getHref()}>View Updates</Link>
          </Button>
        </CardContent>
      </Card>
    );

  return (
    <Card>
      <CardHeader>
        <CalendarClock aria-hidden="true" className="size-6 text-primary" />
        <CardTitle as="h2">The new {ACT_NAME}</CardTitle>
        <CardDescription>
          {phase === 'deferred'
            ? `Start deferred to ${ACT_COMMENCED_LABEL} (Australian eastern time)`
            : 'Announced to start on 1 July 2025 (Australian eastern time)'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>
          <span className="text-4xl font-bold text-slate-900 tabular-nums" data-testid="act-days-left">
            {daysLeft}
          </span>{' '}
          <span className="text-slate-700">{daysLeft === 1 ? 'day remaining' : 'days remaining'}</span>
        </p>
        <Progress value={progress} label="Time elapsed towards the Act's start" />
        <p className="text-sm text-slate-700">
          {phase === 'deferred'
            ? `The start was deferred: the Act takes effect on ${ACT_COMMENCED_LABEL}.`
            : 'Get ready: read the updates to see what changes for your organisation.'}
        </p>
        <Button asChild variant="secondary">
          <Link to={paths.feed.getHref()}>View Updates</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
