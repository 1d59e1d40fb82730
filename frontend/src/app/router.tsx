// The route table of the SPA. Every page is a lazy route, so the landing page downloads only its own code.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { RootErrorBoundary, RootLayout, RouteLoading } from './routes/root';

/**
 * Public pages share the header and footer. Signed-in screens (/dashboard, /feed, /my-policies, /training,
 * /training/:id, /business-profile, /business-profile/:id, /admin) belong in a sibling branch under a lazy
 * guard layout, with their route modules in ./routes/app/ so that the landing-size benchmark can tell them apart.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RouteLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: () => import('./routes/landing') },
          { path: paths.pro.path, lazy: () => import('./routes/pro') },
          { path: paths.comingSoon.path, lazy: () => import('./routes/coming-soon') },
          { path: paths.welcome.path, lazy: () => import('./routes/welcome') },
          { path: paths.privacy.path, lazy: () => import('./routes/privacy') },
          { path: paths.terms.path, lazy: () => import('./routes/terms') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
