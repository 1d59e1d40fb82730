// The root route: scroll handling for every page, and the error screen when a page fails to load or render.
import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';

export function RootLayout() {
  return (
    <>
      {/* Scrolls to the top on navigation, back to the old position on Back, and to #anchors such as /#subscribe. */}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** A lazy chunk that fails to load usually means a new version was deployed while the page was open. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">
        {chunk ? 'A new version of this site is available' : 'Something went wrong'}
      </h1>
      <p className="text-slate-700">
        {chunk
          ? 'Reload the page to continue.'
          : `This page could not be shown${status ? ` (${status})` : ''}. Reload the page, or try again in a moment.`}
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}

export function RouteLoading() {
  return <PageSpinner />;
}
