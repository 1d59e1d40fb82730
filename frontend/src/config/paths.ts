// Every URL the SPA links to or routes, built in one place (route patterns for the router, hrefs for links).

const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** Landing-page sections, reachable from every page. */
  subscribe: { getHref: () => '/#subscribe' },
  howItWorks: { getHref: () => '/#how-it-works' },
  features: { getHref: () => '/#features' },

  pro: { path: '/pro', getHref: () => '/pro' },
  comingSoon: { path: '/coming-soon', getHref: () => '/coming-soon' },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  help: { path: '/help', getHref: () => '/help' },
  contact: { path: '/contact', getHref: () => '/contact' },
  auth: { path: '/auth', getHref: () => '/auth' },
  /** /auth showing 'Complete Your Payment' to a signed-in account that has not paid yet. */
  paymentStep: { getHref: () => '/auth?step=payment' },
  paymentSuccess: { path: '/payment-success', getHref: () => '/payment-success' },
  policyAssessment: { path: '/policy-assessment', getHref: () => '/policy-assessment' },

  // Signed-in screens.
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  feed: { path: '/feed', getHref: () => '/feed' },
  myPolicies: {
    path: '/my-policies',
    /** The library, open at a category, a policy and a heading of it (a heading's slug, shared/markdown.ts). */
    getHref: (at: { category?: string; policy?: string; heading?: string } = {}) => {
      const query = new URLSearchParams();
      if (at.category) query.set('category', at.category);
      if (at.policy) query.set('policy', at.policy);
      if (at.heading) query.set('heading', at.heading);
      const search = query.toString();
      return search ? `/my-policies?${search}` : '/my-policies';
    },
  },
  assessments: {
    path: '/assessments',
    /** The signed-in assessment page; with a policy, that policy is assessed at once (from My Policies). */
    getHref: (at: { policy?: string } = {}) =>
      at.policy ? `/assessments?policy=${enc(at.policy)}` : '/assessments',
  },
  assessment: { path: '/assessments/:id', getHref: (id: string) => `/assessments/${enc(id)}` },
  libraryCoverage: { path: '/assessments/coverage', getHref: () => '/assessments/coverage' },
  training: { path: '/training', getHref: () => '/training' },
  trainingModule: { path: '/training/:id', getHref: (id: string) => `/training/${enc(id)}` },
  businessProfile: { path: '/business-profile', getHref: () => '/business-profile' },
  subscriberBusinessProfile: {
    path: '/business-profile/:id',
    getHref: (subscriberId: string) => `/business-profile/${enc(subscriberId)}`,
  },
  admin: { path: '/admin', getHref: () => '/admin' },
  account: { path: '/account', getHref: () => '/account' },
} as const;
