// The route table of the SPA. Every page is a lazy route, so the landing page downloads only its own code.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { RootErrorBoundary, RootLayout, RouteLoading } from './routes/root';

/**
 * Public pages share the header and footer. Signed-in screens sit in a sibling branch under a lazy guard layout
 * (./routes/app/root.tsx: spinner, then /auth or the payment step, then the shell), with their route modules in
 * ./routes/app/ so that the landing-size benchmark can tell them apart.
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
          { path: paths.help.path, lazy: () => import('./routes/help') },
          { path: paths.contact.path, lazy: () => import('./routes/contact') },
          { path: paths.policyAssessment.path, lazy: () => import('./routes/policy-assessment') },
          { path: paths.auth.path, lazy: () => import('./routes/auth') },
          { path: paths.paymentSuccess.path, lazy: () => import('./routes/payment-success') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      {
        lazy: () => import('./routes/app/root'),
        children: [
          { path: paths.dashboard.path, lazy: () => import('./routes/app/dashboard') },
          { path: paths.feed.path, lazy: () => import('./routes/app/feed') },
          { path: paths.myPolicies.path, lazy: () => import('./routes/app/my-policies') },
          { path: paths.assessments.path, lazy: () => import('./routes/app/assessments') },
          { path: paths.libraryCoverage.path, lazy: () => import('./routes/app/library-coverage') },
          { path: paths.assessment.path, lazy: () => import('./routes/app/assessment') },
          { path: paths.training.path, lazy: () => import('./routes/app/training') },
          { path: paths.trainingModule.path, lazy: () => import('./routes/app/training-module') },
          { path: paths.businessProfile.path, lazy: () => import('./routes/app/business-profile') },
          { path: paths.subscriberBusinessProfile.path, lazy: () => import('./routes/app/business-profile') },
          { path: paths.admin.path, lazy: () => import('./routes/app/admin') },
          { path: paths.account.path, lazy: () => import('./routes/app/account') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
