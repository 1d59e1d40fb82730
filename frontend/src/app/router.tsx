// The route table of the SPA. Every page is a lazy component, so the landing page downloads only its own code. The
// app renders the table with <BrowserRouter> and useRoutes (declarative mode), which keeps the data router's code
// out of the first download; tests may still render the same table in a memory data router.
import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { RootLayout } from './routes/root';

/** What a lazy route keeps in its `handle`: the loader of its code, which the app calls before its first render. */
export interface RouteHandle {
  preload: () => Promise<unknown>;
}

/**
 * A route module exports its screen as `Component`; its code is fetched the first time the route renders (the
 * nearest Suspense boundary shows a spinner meanwhile), or before, by `preload`. Once loaded it renders at once:
 * the page the app opens on is preloaded, so it appears whole, without a spinner that shifts the layout.
 */
function lazyRoute(
  load: () => Promise<{ Component: ComponentType }>,
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module.Component),
      (error: unknown) => {
        // A failed fetch (offline, or a new deployment) may succeed next time.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function LazyPage() {
    // Decided once per mount, so that a page is never swapped for another instance of itself: code already in
    // renders at once, otherwise React.lazy suspends until it is.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  const handle: RouteHandle = { preload };
  return { element: <LazyPage />, handle };
}

/**
 * Public pages share the header and footer. Signed-in screens sit in a sibling branch under a lazy guard layout
 * (./routes/app/root.tsx: spinner, then /auth or the payment step, then the shell), with their route modules in
 * ./routes/app/ so that the landing-size benchmark can tell them apart.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...lazyRoute(() => import('./routes/landing')) },
          { path: paths.pro.path, ...lazyRoute(() => import('./routes/pro')) },
          { path: paths.comingSoon.path, ...lazyRoute(() => import('./routes/coming-soon')) },
          { path: paths.welcome.path, ...lazyRoute(() => import('./routes/welcome')) },
          { path: paths.privacy.path, ...lazyRoute(() => import('./routes/privacy')) },
          { path: paths.terms.path, ...lazyRoute(() => import('./routes/terms')) },
          { path: paths.help.path, ...lazyRoute(() => import('./routes/help')) },
          { path: paths.contact.path, ...lazyRoute(() => import('./routes/contact')) },
          { path: paths.policyAssessment.path, ...lazyRoute(() => import('./routes/policy-assessment')) },
          { path: paths.auth.path, ...lazyRoute(() => import('./routes/auth')) },
          { path: paths.paymentSuccess.path, ...lazyRoute(() => import('./routes/payment-success')) },
          { path: '*', ...lazyRoute(() => import('./routes/not-found')) },
        ],
      },
      {
        ...lazyRoute(() => import('./routes/app/root')),
        children: [
          { path: paths.dashboard.path, ...lazyRoute(() => import('./routes/app/dashboard')) },
          { path: paths.feed.path, ...lazyRoute(() => import('./routes/app/feed')) },
          { path: paths.myPolicies.path, ...lazyRoute(() => import('./routes/app/my-policies')) },
          { path: paths.assessments.path, ...lazyRoute(() => import('./routes/app/assessments')) },
          { path: paths.libraryCoverage.path, ...lazyRoute(() => import('./routes/app/library-coverage')) },
          { path: paths.assessment.path, ...lazyRoute(() => import('./routes/app/assessment')) },
          { path: paths.training.path, ...lazyRoute(() => import('./routes/app/training')) },
          { path: paths.trainingModule.path, ...lazyRoute(() => import('./routes/app/training-module')) },
          { path: paths.businessProfile.path, ...lazyRoute(() => import('./routes/app/business-profile')) },
          {
            path: paths.subscriberBusinessProfile.path,
            ...lazyRoute(() => import('./routes/app/business-profile')),
          },
          { path: paths.admin.path, ...lazyRoute(() => import('./routes/app/admin')) },
          { path: paths.account.path, ...lazyRoute(() => import('./routes/app/account')) },
        ],
      },
    ],
  },
];

/** Loads the code of every lazy route that `pathname` renders; resolves when all of it is in (or failed). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.allSettled(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.preload()));
}

/** The route table, rendered inside the app's <BrowserRouter>. */
export function AppRoutes() {
  return useRoutes(routes);
}
