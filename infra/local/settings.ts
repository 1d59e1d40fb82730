// Names, ports and the Lambda environment of the local stack: the one place local tooling (start, dev, invoke,
// tests, seeding) reads them from, so that the gateway, `npm run invoke` and the tests give handlers the same env.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { FEED_CACHE_SECONDS } from '../../shared/constants';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FRONTEND_DIR = join(REPO_ROOT, 'frontend');
export const SPA_DIST_DIR = join(FRONTEND_DIR, 'dist');
export const FRONTEND_CONFIG_FILE = join(FRONTEND_DIR, 'vite.config.ts');

/** The region the functions are told they run in; the local services accept any. */
export const LOCAL_REGION = 'ap-southeast-2';
export const LOCAL_STAGE = 'local';
/** Where local data lives (relative to the repository); LOCAL_DATA_DIR overrides it. */
export const DEFAULT_DATA_DIR = '.local';
export const DEFAULT_TABLE_NAME = 'aged-care-local';
export const USER_POOL_NAME = 'aged-care-local';
export const USER_POOL_CLIENT_NAME = 'aged-care-local-web';
export const ADMIN_GROUP = 'admin';
/** The local services accept any credentials; these keep the SDKs from looking for real ones. */
/** s3rver accepts only its own well-known key pair; dynalite and cognito-local accept any, so every client uses it. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** What the local checkout signs its webhook events with; the functions get it as LOCAL_STRIPE_WEBHOOK_SECRET. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_checkout_not_a_real_secret';

/**
 * Every bucket the functions use: env var name -> local bucket name. Add a bucket here and the local stack creates
 * it on start and passes its env var to every handler (the CDK stack passes the same env var names).
 */
export const LOCAL_BUCKETS: Readonly<Record<string, string>> = {
  DOCUMENTS_BUCKET: 'aged-care-local-documents',
  SNAPSHOTS_BUCKET: 'aged-care-local-snapshots',
};

/** Each local service, the env var that sets its port, and the default port. */
export const PORT_SETTINGS = {
  gateway: { env: 'PORT', fallback: 3000, label: 'Web app and API (local gateway)' },
  dynamodb: { env: 'DYNAMODB_PORT', fallback: 8000, label: 'DynamoDB (dynalite)' },
  s3: { env: 'S3_PORT', fallback: 4569, label: 'S3 (s3rver)' },
  cognito: { env: 'COGNITO_PORT', fallback: 9229, label: 'Cognito (cognito-local)' },
  // A fixed port keeps the items' URLs, which are their identity, the same from one start to the next.
  fixtures: {
    env: 'FIXTURE_PORT',
    fallback: 4570,
    label: 'Source fixtures (offline copies of the five sites)',
  },
} as const;
export const VITE_PORT_SETTING = { env: 'VITE_PORT', fallback: 5173, label: 'Vite dev server' } as const;

export type ServiceName = keyof typeof PORT_SETTINGS;
export type LocalPorts = Record<ServiceName, number>;
export const SERVICE_NAMES = Object.keys(PORT_SETTINGS) as ServiceName[];

/** Node 20 here, Node 22 in Lambda: the SDK's upgrade notice says nothing actionable locally (banner, test output). */
export function silenceSdkNodeNotice(): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
}

/** A local setting that is wrong in a way a person can fix from the message alone. */
export class LocalSettingError extends Error {
  override name = 'LocalSettingError';
}

/** Reads a port from env; 0 means "any free port". A value that is not a port is an error naming the variable. */
export function parsePort(envVar: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new LocalSettingError(`${envVar} must be a port number from 0 to 65535, not '${raw}'.`);
  }
  return value;
}

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalPorts {
  const ports = {} as LocalPorts;
  for (const name of SERVICE_NAMES) {
    const setting = PORT_SETTINGS[name];
    ports[name] = parsePort(setting.env, env[setting.env], setting.fallback);
  }
  return ports;
}

export interface FunctionEnvInput {
  tableName: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  appUrl: string;
  buckets?: Readonly<Record<string, string>>;
  /** Powertools log level for the handlers; WARN keeps `npm start` readable. */
  logLevel?: string;
  /** AI provider for the handlers: the deterministic `local` analyst unless told otherwise. */
  aiProvider?: string;
  /** The key that signs unsubscribe links (localUnsubscribeSecret); links stay valid across restarts. */
  unsubscribeSecret?: string;
}

/** The local key for unsubscribe links: made on first start and kept with the local data, as the AWS secret is. */
export function localUnsubscribeSecret(dataDir: string): string {
  const file = join(dataDir, 'unsubscribe-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The environment every handler gets locally: the same variable names the CDK stack sets in AWS, plus the
 * standard AWS_ENDPOINT_URL_<SERVICE> overrides that point the SDK clients at the local stand-ins.
 */
export function functionEnvironment(input: FunctionEnvInput): Record<string, string> {
  return {
    STAGE: LOCAL_STAGE,
    TABLE_NAME: input.tableName,
    ...(input.buckets ?? LOCAL_BUCKETS),
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: input.dynamodbEndpoint,
    AWS_ENDPOINT_URL_S3: input.s3Endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: input.cognitoEndpoint,
    USER_POOL_ID: input.userPoolId,
    USER_POOL_CLIENT_ID: input.userPoolClientId,
    POWERTOOLS_LOG_LEVEL: input.logLevel ?? 'WARN',
    POWERTOOLS_SERVICE_NAME: 'aged-care-policy-tracker',
    AI_PROVIDER: input.aiProvider ?? 'local',
    // As in AWS: the newest updates and the sources' state are kept this long by the API functions.
    FEED_CACHE_SECONDS: String(FEED_CACHE_SECONDS),
    APP_URL: input.appUrl,
    // No SES/SNS locally: messages go to the outbox that the admin page lists.
    NOTIFY_MODE: 'simulation',
    ...(input.unsubscribeSecret ? { UNSUBSCRIBE_SECRET: input.unsubscribeSecret } : {}),
    // Used only without Stripe keys (STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET in env select the real Stripe).
    LOCAL_STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    // Node 20 here; Lambda runs Node 22. The SDK's upgrade notice would otherwise interrupt the start banner.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}
