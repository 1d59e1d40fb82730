// The root route: scroll handling for every page, the spinner while a page's code loads, and the error screen when a
// page fails to load or render.
import { Component as ReactComponent, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollManager } from '@/components/scroll-manager';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';

export function RootLayout() {
  const location = useLocation();
  return (
    <>
      <ScrollManager />
      <RouteErrorBoundary resetKey={location.key}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/** A lazy chunk that fails to load usually means a new version was deployed while the page was open. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

interface BoundaryProps {
  /** A new value (another navigation) clears the error, so the reader can go elsewhere. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a page that fails to load or render and shows RootError instead of a blank screen. */
export class RouteErrorBoundary extends ReactComponent<
  BoundaryProps,
  { error: unknown; key: string | null }
> {
  override state = { error: null as unknown, key: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string | null }) {
    if (state.key === null) return { key: props.resetKey };
    if (props.resetKey !== state.key) return { error: null, key: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to load or render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RootError error={this.state.error} /> : this.props.children;
  }
}

export function RootError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
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
          : 'This page could not be shown. Reload the page, or try again in a moment.'}
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}

export function RouteLoading() {
  return <PageSpinner />;
}
