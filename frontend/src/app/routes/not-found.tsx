// Any path without a route: the not-found card (spec section 2).
import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { pageTitle } from '@/config/site';

export function Component() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <title>{pageTitle('Page not found')}</title>
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 p-8">
          <div className="flex items-center gap-3">
            <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-destructive" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="text-slate-700">Did you forget to add the page to the router?</p>
          <Link
            to={paths.home.getHref()}
            className="inline-block font-medium text-primary underline underline-offset-4"
          >
            Go to the home page
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
