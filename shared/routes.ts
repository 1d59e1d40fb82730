// The one route table (DESIGN.md section 2). The CDK Api construct and the local gateway are both built from it,
// and the access-matrix tests are generated from it, so a route cannot exist in one place only.

export type Access = 'public' | 'user' | 'paid' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One Lambda per capability; each capability's handler lives at functions/api/<capability>/handler.ts. */
export const CAPABILITIES = [
  'subscribers',
  'waitlist',
  'account',
  'payments',
  'feed',
  'unsubscribe',
  'admin',
  'policies',
  'profile',
  'assessment',
  'training',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax, e.g. /api/subscribers/{id}. */
  path: string;
  capability: Capability;
  access: Access;
  /** Webhooks read the raw body (signature checks): the middleware must not parse it. */
  rawBody?: boolean;
  /** A short description for docs and the access-matrix test output. */
  summary: string;
}

export const ROUTES = [
  {
    method: 'POST',
    path: '/api/subscribers',
    capability: 'subscribers',
    access: 'public',
    summary: 'Subscribe to policy alerts by email and/or SMS',
  },
  {
    method: 'POST',
    path: '/api/waitlist',
    capability: 'waitlist',
    access: 'public',
    summary: 'Join the PRO plan waitlist',
  },
  {
    method: 'GET',
    path: '/api/user',
    capability: 'account',
    access: 'user',
    summary: 'The signed-in user (created on first use from the token)',
  },
  {
    method: 'POST',
    path: '/api/account/subscription',
    capability: 'account',
    access: 'user',
    summary: "Link the landing page's subscription to the signed-in account",
  },
  {
    method: 'GET',
    path: '/api/account',
    capability: 'account',
    access: 'user',
    summary: "The account page: name, email, the payment record and the linked subscription's alerts",
  },
  {
    method: 'PUT',
    path: '/api/account/alerts',
    capability: 'account',
    access: 'user',
    summary:
      'Turn email and SMS alerts on or off and set the mobile number (read by the next monitoring run)',
  },
  {
    method: 'DELETE',
    path: '/api/account',
    capability: 'account',
    access: 'user',
    summary: 'Delete the account and everything it owns (table items, files, the sign-in)',
  },
  {
    method: 'POST',
    path: '/api/payment/create-checkout-session',
    capability: 'payments',
    access: 'user',
    summary: 'Start the one-time $4.50 Stripe Checkout',
  },
  {
    method: 'POST',
    path: '/api/payment/webhook',
    capability: 'payments',
    access: 'public',
    rawBody: true,
    summary: 'Stripe webhook (signature-checked raw body)',
  },
  {
    method: 'POST',
    path: '/api/payment/verify-payment',
    capability: 'payments',
    access: 'public',
    summary: 'Verify a checkout session (or payment intent) and apply it',
  },
  {
    method: 'GET',
    path: '/api/policy-updates',
    capability: 'feed',
    access: 'paid',
    summary: 'Policy updates, newest first, paginated',
  },
  {
    method: 'GET',
    path: '/api/policy-updates/recent',
    capability: 'feed',
    access: 'paid',
    summary: 'The newest policy updates for the dashboard',
  },
  {
    method: 'GET',
    path: '/api/unsubscribe',
    capability: 'unsubscribe',
    access: 'public',
    summary: "The unsubscribe page of a message's signed link (HTML)",
  },
  {
    method: 'POST',
    path: '/api/unsubscribe',
    capability: 'unsubscribe',
    access: 'public',
    rawBody: true,
    summary: 'Unsubscribe from one channel or from everything (form or JSON: token, scope)',
  },
  {
    method: 'POST',
    path: '/api/unsubscribe/one-click',
    capability: 'unsubscribe',
    access: 'public',
    rawBody: true,
    summary: 'RFC 8058 one-click unsubscribe from the List-Unsubscribe header',
  },
  {
    method: 'POST',
    path: '/api/test-policy-update',
    capability: 'admin',
    access: 'admin',
    summary: 'Generate a test policy update in the feed (summarised by the AI layer)',
  },
  {
    method: 'POST',
    path: '/api/test-sms',
    capability: 'admin',
    access: 'admin',
    summary: 'Send a test SMS (or write it to the outbox in simulation)',
  },
  {
    method: 'POST',
    path: '/api/admin/test-email',
    capability: 'admin',
    access: 'admin',
    summary: 'Send a test email (or write it to the outbox in simulation)',
  },
  {
    method: 'GET',
    path: '/api/admin/monitoring/runs',
    capability: 'admin',
    access: 'admin',
    summary: 'The latest monitoring runs with their per-source results',
  },
  {
    method: 'POST',
    path: '/api/admin/monitoring/runs',
    capability: 'admin',
    access: 'admin',
    summary: 'Start a monitoring run now',
  },
  {
    method: 'GET',
    path: '/api/admin/outbox',
    capability: 'admin',
    access: 'admin',
    summary: 'Simulated messages, newest first',
  },
  {
    method: 'GET',
    path: '/api/policy-categories',
    capability: 'policies',
    access: 'paid',
    summary: 'The sub-categories of ?parentId= (the root without it)',
  },
  {
    method: 'POST',
    path: '/api/policy-categories',
    capability: 'policies',
    access: 'paid',
    summary: 'Create a category (at the root or inside parentId)',
  },
  {
    method: 'GET',
    path: '/api/policy-categories/{id}',
    capability: 'policies',
    access: 'paid',
    summary: "One of the caller's categories",
  },
  {
    method: 'PUT',
    path: '/api/policy-categories/{id}',
    capability: 'policies',
    access: 'paid',
    summary: 'Rename a category or change its description',
  },
  {
    method: 'DELETE',
    path: '/api/policy-categories/{id}',
    capability: 'policies',
    access: 'paid',
    summary: 'Delete an empty category (409 naming what it still holds)',
  },
  {
    method: 'GET',
    path: '/api/policy-categories/{id}/path',
    capability: 'policies',
    access: 'paid',
    summary: 'The breadcrumb: the categories from the root to this one',
  },
  {
    method: 'GET',
    path: '/api/policies',
    capability: 'policies',
    access: 'paid',
    summary: 'The policies of ?categoryId= with content, or every policy without content',
  },
  {
    method: 'POST',
    path: '/api/policies',
    capability: 'policies',
    access: 'paid',
    summary: 'Create a policy in a category (version 1)',
  },
  {
    method: 'GET',
    path: '/api/policies/recent',
    capability: 'policies',
    access: 'paid',
    summary: 'The most recently created or changed policies',
  },
  {
    method: 'GET',
    path: '/api/policies/{id}',
    capability: 'policies',
    access: 'paid',
    summary: "One of the caller's policies",
  },
  {
    method: 'PUT',
    path: '/api/policies/{id}',
    capability: 'policies',
    access: 'paid',
    summary: 'Save a policy (a new version; refused over a newer one)',
  },
  {
    method: 'DELETE',
    path: '/api/policies/{id}',
    capability: 'policies',
    access: 'paid',
    summary: 'Delete a policy and its history',
  },
  {
    method: 'GET',
    path: '/api/policies/{id}/versions',
    capability: 'policies',
    access: 'paid',
    summary: 'The version history of a policy, newest first',
  },
  {
    method: 'GET',
    path: '/api/policies/{id}/versions/{version}',
    capability: 'policies',
    access: 'paid',
    summary: 'One saved version of a policy, with its text',
  },
  {
    method: 'POST',
    path: '/api/policies/{id}/versions/{version}/restore',
    capability: 'policies',
    access: 'paid',
    summary: 'Bring back an earlier version (as a new version)',
  },
  {
    method: 'POST',
    path: '/api/policies/upload',
    capability: 'policies',
    access: 'paid',
    summary:
      'Start a policy file upload: a presigned POST for the documents bucket (key, type and size fixed)',
  },
  {
    method: 'POST',
    path: '/api/policies/upload/{uploadId}/convert',
    capability: 'policies',
    access: 'paid',
    summary: 'Convert an uploaded file (.pdf, .docx, .doc, .txt, .md) into a draft policy in its category',
  },
  {
    method: 'GET',
    path: '/api/policies/{id}/file',
    capability: 'policies',
    access: 'paid',
    summary: 'A short-lived download link of the file a policy was converted from',
  },
  {
    method: 'POST',
    path: '/api/policy-chat',
    capability: 'policies',
    access: 'paid',
    summary:
      "Ask the policy assistant: answered from the caller's own policies (one, a category, or all), with citations",
  },
  {
    method: 'GET',
    path: '/api/business-profile',
    capability: 'profile',
    access: 'paid',
    summary: "The caller's own subscriber and business profile (linked, or made from the account's email)",
  },
  {
    method: 'GET',
    path: '/api/subscribers/{id}',
    capability: 'profile',
    access: 'paid',
    summary: "A subscriber's business profile (the owner's, or any for an admin)",
  },
  {
    method: 'PATCH',
    path: '/api/subscribers/{id}/business-profile',
    capability: 'profile',
    access: 'paid',
    summary: 'Save the business profile (description 10 to 2,000 characters)',
  },
  {
    method: 'GET',
    path: '/api/subscribers/{id}/insight-preview',
    capability: 'profile',
    access: 'paid',
    summary: "How the alerts will use the profile: the newest update's insight, written for it",
  },
  {
    method: 'GET',
    path: '/api/subscribers/{id}/documents',
    capability: 'profile',
    access: 'paid',
    summary: "The subscriber's documents, newest first",
  },
  {
    method: 'POST',
    path: '/api/subscribers/{id}/documents/upload',
    capability: 'profile',
    access: 'paid',
    summary: 'Start a document upload: a presigned POST straight to storage (10 MB at most)',
  },
  {
    method: 'POST',
    path: '/api/subscribers/{id}/documents',
    capability: 'profile',
    access: 'paid',
    summary: 'Keep an uploaded document once its bytes match its name (422 and deleted otherwise)',
  },
  {
    method: 'GET',
    path: '/api/subscribers/{id}/documents/{documentId}/file',
    capability: 'profile',
    access: 'paid',
    summary: 'A link that opens the document for a few minutes',
  },
  {
    method: 'POST',
    path: '/api/subscribers/{id}/logo/upload',
    capability: 'profile',
    access: 'paid',
    summary: 'Start a logo upload: a presigned POST straight to storage (2 MB at most; JPG, PNG, GIF or SVG)',
  },
  {
    method: 'POST',
    path: '/api/subscribers/{id}/logo',
    capability: 'profile',
    access: 'paid',
    summary: 'Keep an uploaded logo once its bytes match its name (422 and deleted otherwise)',
  },
  {
    method: 'GET',
    path: '/api/subscribers/{id}/logo',
    capability: 'profile',
    access: 'paid',
    summary: 'The logo image, served so that script inside an SVG never runs',
  },
  {
    method: 'DELETE',
    path: '/api/subscribers/{id}/logo',
    capability: 'profile',
    access: 'paid',
    summary: 'Remove the logo (the default theme returns)',
  },
  {
    method: 'DELETE',
    path: '/api/subscribers/{id}/documents/{documentId}',
    capability: 'profile',
    access: 'paid',
    summary: 'Delete a document and its file',
  },
  {
    method: 'POST',
    path: '/api/public-assessments/upload',
    capability: 'assessment',
    access: 'public',
    summary:
      'Start a document upload for a public assessment: a presigned POST (5 MB; PDF, TXT, DOC or DOCX)',
  },
  {
    method: 'POST',
    path: '/api/public-assessments',
    capability: 'assessment',
    access: 'public',
    summary:
      'Assess an uploaded document (the file is deleted once read; the result is kept for an hour; 10 an hour)',
  },
  {
    method: 'GET',
    path: '/api/public-assessments/{id}',
    capability: 'assessment',
    access: 'public',
    summary: "A public assessment's progress and result, by its unguessable id",
  },
  {
    method: 'GET',
    path: '/api/public-assessments/{id}/report',
    capability: 'assessment',
    access: 'public',
    summary: "A public assessment's report as a PDF",
  },
  {
    method: 'POST',
    path: '/api/assessments/upload',
    capability: 'assessment',
    access: 'paid',
    summary: 'Start a document upload for an assessment kept in the account history',
  },
  {
    method: 'POST',
    path: '/api/assessments',
    capability: 'assessment',
    access: 'paid',
    summary: 'Assess an uploaded document or one of My Policies, kept in the account history',
  },
  {
    method: 'GET',
    path: '/api/assessments',
    capability: 'assessment',
    access: 'paid',
    summary: "The account's assessments, newest first",
  },
  {
    method: 'GET',
    path: '/api/assessments/coverage',
    capability: 'assessment',
    access: 'paid',
    summary:
      "Library coverage: each requirement that applies to the provider's categories with the policy that meets it best",
  },
  {
    method: 'GET',
    path: '/api/assessments/coverage/report',
    capability: 'assessment',
    access: 'paid',
    summary: 'Library coverage as a printable PDF report',
  },
  {
    method: 'GET',
    path: '/api/assessments/{id}',
    capability: 'assessment',
    access: 'paid',
    summary:
      "One of the account's assessments, with the change per requirement since the policy's previous one",
  },
  {
    method: 'GET',
    path: '/api/assessments/{id}/report',
    capability: 'assessment',
    access: 'paid',
    summary: "One of the account's assessments as a PDF report, with the provider's name",
  },
  {
    method: 'GET',
    path: '/api/training/modules',
    capability: 'training',
    access: 'paid',
    summary: "The account's training modules, newest first, with where the account stands on each",
  },
  {
    method: 'POST',
    path: '/api/training/modules/generate',
    capability: 'training',
    access: 'paid',
    summary: "Generate a module of 5, 10, 15 or 20 questions from one of the account's policies",
  },
  {
    method: 'GET',
    path: '/api/training/modules/{id}',
    capability: 'training',
    access: 'paid',
    summary: 'One module: its questions and options, without the answers',
  },
  {
    method: 'DELETE',
    path: '/api/training/modules/{id}',
    capability: 'training',
    access: 'paid',
    summary: 'Delete a module and the progress on it',
  },
  {
    method: 'POST',
    path: '/api/training/modules/{id}/answer',
    capability: 'training',
    access: 'paid',
    summary: 'Check one answer (two attempts per question); the correct option once the question is settled',
  },
  {
    method: 'POST',
    path: '/api/training/modules/{id}/regenerate',
    capability: 'training',
    access: 'paid',
    summary: 'New questions from the policy as it is now (its finished runs are kept)',
  },
  {
    method: 'GET',
    path: '/api/training/progress',
    capability: 'training',
    access: 'paid',
    summary: "The account's progress on each module it has started",
  },
  {
    method: 'GET',
    path: '/api/training/progress/{id}',
    capability: 'training',
    access: 'paid',
    summary: 'Progress on one module: the current run question by question',
  },
  {
    method: 'POST',
    path: '/api/training/progress/{id}',
    capability: 'training',
    access: 'paid',
    summary: 'Finish the current run (the score must be what the server counted), or start again',
  },
  {
    method: 'GET',
    path: '/api/training/record',
    capability: 'training',
    access: 'paid',
    summary: "The account's training record as CSV: every finished run of every module",
  },
] as const satisfies readonly RouteDef[];

export type RouteKey = `${HttpMethod} ${string}`;
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): RouteKey => `${r.method} ${r.path}`;

export function routesFor(capability: Capability): RouteDef[] {
  return (ROUTES as readonly RouteDef[]).filter((r) => r.capability === capability);
}

/** Matches a concrete request path against a route path with {param} segments. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/');
  const a = path.split('/');
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const seg = p[i] ?? '';
    const actual = a[i] ?? '';
    if (seg.startsWith('{') && seg.endsWith('}')) {
      if (actual === '') return null;
      params[seg.slice(1, -1)] = decodeURIComponent(actual);
    } else if (seg !== actual) return null;
  }
  return params;
}

export function findRoute(
  method: string,
  path: string,
): { route: RouteDef; params: Record<string, string> } | null {
  for (const route of ROUTES as readonly RouteDef[]) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
