// A signed-in page whose feature is still being built: says so plainly, says what the page will do, and offers
// somewhere useful to go instead.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

export function FeaturePlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="max-w-2xl">
      <CardContent className="space-y-4 p-6 sm:p-8">
        <div className="flex items-start gap-3">
          <Construction aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-700" />
          <div className="space-y-2">
            <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
            <div className="space-y-2 text-slate-700">{children}</div>
          </div>
        </div>
        <Button asChild variant="secondary">
          <Link to={paths.dashboard.getHref()}>Back to the dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
