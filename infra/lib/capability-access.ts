// What each API capability's Lambda may touch. Least privilege is declared here, next to nothing else, so a review of
// the API's permissions is a review of this one table.
import type { Capability } from '../../shared/routes';
import type { DataAccess } from './project-function';

export interface CapabilityAccess {
  readonly table?: DataAccess;
  readonly documents?: DataAccess;
  readonly snapshots?: DataAccess;
  /** Reads the Stripe keys secret (STRIPE_SECRET_ARN). */
  readonly stripeKeys?: boolean;
  /** Builds links back to the site, such as Stripe's success and cancel pages (APP_URL). */
  readonly siteUrl?: boolean;
  /** Signs or verifies unsubscribe links with the messaging key (UNSUBSCRIBE_SECRET). */
  readonly unsubscribeKey?: boolean;
  /** Starts the monitoring workflow (states:StartExecution on that one state machine; STATE_MACHINE_ARN). */
  readonly startMonitoring?: boolean;
  /** Sends email through SES from the configured sender and SMS through SNS. */
  readonly sendMessages?: boolean;
  /** Calls the configured Bedrock model through the AI layer. */
  readonly ai?: boolean;
  /** Deletes every version of an upload it promised not to keep (uploads/ in the versioned documents bucket). */
  readonly purgeDocumentVersions?: boolean;
  /**
   * Deletes an account's sign-in (cognito-idp:AdminDeleteUser on the user pool, USER_POOL_ID) and every version of
   * its files anywhere in the documents bucket.
   */
  readonly deleteAccounts?: boolean;
  /**
   * Seconds the function may run (10 by default). An assessment outlives API Gateway's 30 seconds when a model reads a
   * long policy: the browser then follows the job's stages, which the function keeps recording until it is done.
   */
  readonly timeoutSeconds?: number;
}

/** Until a capability is listed, it gets item access to the table (every current capability stores items there). */
export const DEFAULT_CAPABILITY_ACCESS: CapabilityAccess = { table: 'readWrite' };

export const CAPABILITY_ACCESS: Partial<Record<Capability, CapabilityAccess>> = {
  // Stores the subscription and sends its welcome messages (with signed unsubscribe links back to the site).
  subscribers: { table: 'readWrite', sendMessages: true, unsubscribeKey: true, siteUrl: true },
  waitlist: { table: 'readWrite' },
  // Creates the user record on first use and links a subscription to it; the account page's alerts; deleting an
  // account removes its items, its files (every version) and its sign-in.
  account: { table: 'readWrite', documents: 'readWrite', deleteAccounts: true },
  // Records checkout sessions and payments and sets hasPayment; the only capability that holds Stripe keys.
  payments: { table: 'readWrite', stripeKeys: true, siteUrl: true },
  // The timeline only reads what the monitoring workflow wrote.
  feed: { table: 'read' },
  // Looks up the subscriber a signed link names and switches their alerts off, so it writes subscriber items; the
  // only capability that holds the key that signs unsubscribe links.
  unsubscribe: { table: 'readWrite', unsubscribeKey: true },
  // The admin tools: test messages, the test update (summarised by the AI layer, linked to the site), monitoring runs
  // (started through Step Functions, read from the table) and the outbox.
  admin: { table: 'readWrite', siteUrl: true, startMonitoring: true, sendMessages: true, ai: true },
  // The caller's policy library: categories, policies and their versions, all under the caller's partition; its
  // search index (documents bucket, indexes/<user>/) and the assistant's answers (the AI layer).
  policies: { table: 'readWrite', documents: 'readWrite', ai: true },
  // Business profiles (subscriber items) and the subscriber's documents (documents bucket, documents/<subscriber>/),
  // uploaded through presigned POSTs and read through short-lived links; the insight preview (the AI layer).
  profile: { table: 'readWrite', documents: 'readWrite', ai: true },
  // Policy assessments: uploads under uploads/<owner>/ (read once and deleted), jobs, history and per-client limits in
  // the table, the account's policies (read), and the AI layer.
  assessment: {
    table: 'readWrite',
    documents: 'readWrite',
    ai: true,
    timeoutSeconds: 120,
    purgeDocumentVersions: true,
  },
  // Training modules and progress under the caller's partition, the account's policies (read), and the AI layer that
  // writes the quizzes (a model writing 20 questions outlives API Gateway's 30 seconds: the browser then finds the
  // module by the id it chose).
  training: { table: 'readWrite', ai: true, timeoutSeconds: 120 },
};

export function accessOf(capability: Capability): CapabilityAccess {
  return CAPABILITY_ACCESS[capability] ?? DEFAULT_CAPABILITY_ACCESS;
}
