// The local stack in one Node process: dynalite, s3rver and cognito-local (with its refresh proxy) persisted under
// the data dir, and the local gateway in front of the handlers. `npm start`, `npm run dev`, the tests and the e2e
// journeys all start it through startLocalStack, so they all run the same thing.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { isAbsolute, join, resolve } from 'node:path';
import { runtimeConfigSchema, type RuntimeConfig } from '../../shared/contracts/config';
import type { RouteDef } from '../../shared/routes';
import { localCheckout } from './checkout';
import { LOCAL_STATE_MACHINE_ARN, LOCAL_STEP_FUNCTIONS_PREFIX, localStepFunctions } from './stepfunctions';
import { startCognito, type LocalCognito } from './cognito';
import { ensureTable, localDynamoClient, startDynamo } from './dynamodb';
import { createGateway, type HandlerLoader, type LocalEndpoint } from './gateway';
import { createJwtAuthorizer } from './jwt-authorizer';
import { startFixtureServer, type FixtureServer } from './fixtures/server';
import { assertPortFree, closeServer, listenOn, LOOPBACK } from './ports';
import { s3PaginationAvailable, startS3 } from './s3';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_TABLE_NAME,
  functionEnvironment,
  LOCAL_BUCKETS,
  LOCAL_REGION,
  LOCAL_STAGE,
  localUnsubscribeSecret,
  LocalSettingError,
  PORT_SETTINGS,
  portsFromEnv,
  REPO_ROOT,
  SERVICE_NAMES,
  silenceSdkNodeNotice,
  SPA_DIST_DIR,
  type LocalPorts,
} from './settings';

export interface LocalStackOptions {
  /** Where data persists (default .local in the repository, or LOCAL_DATA_DIR). */
  dataDir?: string;
  /** Ports per service; 0 = any free port. Missing ones come from env (PORT, DYNAMODB_PORT, ...) or defaults. */
  ports?: Partial<LocalPorts>;
  /** No console output (tests). */
  quiet?: boolean;
  tableName?: string;
  /** Env var -> bucket name (default LOCAL_BUCKETS). */
  buckets?: Readonly<Record<string, string>>;
  /** The built SPA (default frontend/dist); null serves the "not built" page. */
  distDir?: string | null;
  /** The command named in a port-in-use message, e.g. `npm run dev`. */
  command?: string;
  /** Powertools log level of the handlers (default POWERTOOLS_LOG_LEVEL or WARN). */
  logLevel?: string;
  /** APP_URL for the functions (links in messages); default the gateway's URL. */
  appUrl?: string;
  /** Test hooks: another route table or handler loader for the gateway. */
  routes?: readonly RouteDef[];
  loadHandler?: HandlerLoader;
  /** Extra local-only endpoints on the gateway (the local checkout is always there). */
  extensions?: readonly LocalEndpoint[];
  /**
   * What the monitoring workflow watches: `fixtures` (default; the offline fixture server, which moves on to its
   * second day after the first run) or `live` (the real government sites). Default from SOURCES.
   */
  sources?: SourcesMode;
}

export type SourcesMode = 'fixtures' | 'live';

export function sourcesMode(raw: string | undefined = process.env.SOURCES): SourcesMode {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'fixtures') return 'fixtures';
  if (value === 'live') return 'live';
  throw new LocalSettingError(`SOURCES must be "fixtures" or "live", not '${raw ?? ''}'.`);
}

/** The file that says which day the fixture sites show; `npm run monitor` moves it on from another process. */
export const FIXTURE_DAY_FILE = 'fixture-day';

export interface LocalStackUrls {
  /** The URL to open in a browser (also APP_URL for the functions). */
  app: string;
  /** The same server by IP, for programmatic clients. */
  gateway: string;
  dynamodb: string;
  s3: string;
  /** The Cognito endpoint (the refresh proxy in front of cognito-local). */
  cognito: string;
  issuer: string;
  jwks: string;
}

export interface LocalStack {
  urls: LocalStackUrls;
  ports: LocalPorts;
  /** The environment handlers get (also set on process.env while the stack runs). */
  env: Record<string, string>;
  /** What /config.json serves. */
  config: RuntimeConfig;
  dataDir: string;
  tableName: string;
  buckets: Readonly<Record<string, string>>;
  cognito: Pick<LocalCognito, 'userPoolId' | 'userPoolClientId' | 'messages' | 'lastCodeFor'>;
  /** The offline copies of the five sources (null with SOURCES=live). */
  fixtures: FixtureServer | null;
  /** Whether this process can page through S3 listings (node --openssl-legacy-provider). */
  s3Pagination: boolean;
  stop(): Promise<void>;
}

/** What a running stack records in <dataDir>/stack.json, for `npm run invoke` and to keep a second stack off the data. */
export interface StackState {
  pid: number;
  startedAt: string;
  urls?: LocalStackUrls;
  env?: Record<string, string>;
}

export const STATE_FILE = 'stack.json';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The local data in ${dataDir} is in use by another local stack (process ${pid}). ` +
        'Stop that one (Ctrl-C), or set LOCAL_DATA_DIR to another directory.',
    );
    this.name = 'DataDirInUseError';
  }
}

export function resolveDataDir(dataDir: string | undefined = process.env.LOCAL_DATA_DIR): string {
  const dir = dataDir ?? DEFAULT_DATA_DIR;
  return isAbsolute(dir) ? dir : resolve(REPO_ROOT, dir);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The state of the stack running on this data dir, if one is running. */
export function readStackState(dataDir: string = resolveDataDir()): StackState | null {
  const file = join(dataDir, STATE_FILE);
  if (!existsSync(file)) return null;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as StackState;
    return typeof state.pid === 'number' && processAlive(state.pid) ? state : null;
  } catch {
    return null;
  }
}

/** LevelDB and cognito-local's JSON files allow one writer: claim the data dir, or say who holds it. */
function claimDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, STATE_FILE);
  const holder = readStackState(dataDir);
  if (holder) throw new DataDirInUseError(dataDir, holder.pid);
  rmSync(file, { force: true });
  const state: StackState = { pid: process.pid, startedAt: new Date().toISOString() };
  try {
    writeFileSync(file, JSON.stringify(state), { flag: 'wx' });
  } catch (error) {
    // Another stack claimed it between the check and the write.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new DataDirInUseError(dataDir, readStackState(dataDir)?.pid ?? 0);
    throw error;
  }
}

let running = false;

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  // Handlers read process.env and keep SDK clients per process: two stacks in one process would mix endpoints.
  if (running) throw new Error('A local stack is already running in this process; stop it first.');
  const command = options.command ?? 'npm start';
  const quiet = options.quiet ?? false;
  const ports: LocalPorts = { ...portsFromEnv(), ...options.ports };
  const dataDir = resolveDataDir(options.dataDir);
  const tableName = options.tableName ?? DEFAULT_TABLE_NAME;
  const buckets = options.buckets ?? LOCAL_BUCKETS;
  running = true;
  silenceSdkNodeNotice();
  const stops: (() => Promise<void>)[] = [];
  const previousEnv = new Map<string, string | undefined>();
  let claimed = false;

  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      await stop().catch((error: unknown) => console.error('[local] stopping a service failed:', error));
    }
    stops.length = 0;
    for (const [key, value] of previousEnv) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    if (claimed) rmSync(join(dataDir, STATE_FILE), { force: true });
    running = false;
  };

  try {
    // Every fixed port is checked before anything starts, so a clash is one clear line and nothing to clean up.
    for (const name of SERVICE_NAMES) await assertPortFree(ports[name], PORT_SETTINGS[name].env, command);
    claimDataDir(dataDir);
    claimed = true;

    const dynamo = await startDynamo({
      dir: join(dataDir, 'dynamodb'),
      port: ports.dynamodb,
      envVar: PORT_SETTINGS.dynamodb.env,
      command,
    });
    stops.push(dynamo.stop);
    const ddb = localDynamoClient(dynamo.endpoint);
    await ensureTable(ddb, tableName).finally(() => ddb.destroy());

    const s3 = await startS3({
      dir: join(dataDir, 's3'),
      port: ports.s3,
      buckets: Object.values(buckets),
      envVar: PORT_SETTINGS.s3.env,
      command,
    });
    stops.push(s3.stop);

    const cognito = await startCognito({
      dir: join(dataDir, 'cognito'),
      port: ports.cognito,
      quiet,
      envVar: PORT_SETTINGS.cognito.env,
      command,
    });
    stops.push(cognito.stop);

    // The gateway binds before the env is final (APP_URL needs its port when PORT=0) and serves once all is set.
    let gateway: RequestListener | null = null;
    const gatewayServer = createServer((req, res) => {
      if (gateway) return gateway(req, res);
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ message: 'The local stack is still starting.' }));
    });
    const gatewayPort = await listenOn(gatewayServer, ports.gateway, PORT_SETTINGS.gateway.env, command);
    stops.push(() => closeServer(gatewayServer));

    const sources = options.sources ?? sourcesMode();
    const fixtures =
      sources === 'fixtures'
        ? await startFixtureServer({
            dayFile: join(dataDir, FIXTURE_DAY_FILE),
            port: ports.fixtures,
            command,
          })
        : null;
    if (fixtures) stops.push(() => fixtures.stop());

    const urls: LocalStackUrls = {
      app: `http://localhost:${gatewayPort}`,
      gateway: `http://${LOOPBACK}:${gatewayPort}`,
      dynamodb: dynamo.endpoint,
      s3: s3.endpoint,
      cognito: cognito.endpoint,
      issuer: cognito.issuer,
      jwks: cognito.jwksUrl,
    };
    const env = functionEnvironment({
      tableName,
      buckets,
      dynamodbEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      cognitoEndpoint: cognito.endpoint,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      appUrl: options.appUrl ?? urls.app,
      logLevel: options.logLevel ?? process.env.POWERTOOLS_LOG_LEVEL,
      aiProvider: process.env.AI_PROVIDER,
      unsubscribeSecret: localUnsubscribeSecret(dataDir),
    });
    if (fixtures) {
      Object.assign(env, fixtures.env(), { LOCAL_FIXTURE_DAY_FILE: join(dataDir, FIXTURE_DAY_FILE) });
    }
    // "Run monitoring now" starts the workflow through the Step Functions API, which the gateway stands in for.
    Object.assign(env, {
      AWS_ENDPOINT_URL_SFN: `${urls.gateway}${LOCAL_STEP_FUNCTIONS_PREFIX}`,
      STATE_MACHINE_ARN: LOCAL_STATE_MACHINE_ARN,
    });
    // Handlers are imported on their first request, after this: their module-level clients see these values.
    for (const [key, value] of Object.entries(env)) {
      previousEnv.set(key, process.env[key]);
      process.env[key] = value;
    }

    const config = runtimeConfigSchema.parse({
      stage: LOCAL_STAGE,
      apiBaseUrl: '',
      region: LOCAL_REGION,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      userPoolEndpoint: cognito.endpoint,
      authFlow: 'USER_PASSWORD_AUTH',
      // Local only: nothing is sent from here, so the address is a placeholder unless SUPPORT_EMAIL names one.
      supportEmail: process.env.SUPPORT_EMAIL ?? 'support@agedcare.local',
    } satisfies RuntimeConfig);

    gateway = createGateway({
      distDir: options.distDir === undefined ? SPA_DIST_DIR : options.distDir,
      config,
      authorizer: createJwtAuthorizer({
        issuer: cognito.issuer,
        jwks: cognito.jwksUrl,
        audience: [cognito.userPoolClientId],
      }),
      routes: options.routes,
      loadHandler: options.loadHandler,
      extensions: [localCheckout(), localStepFunctions({ quiet }), ...(options.extensions ?? [])],
      // The browser sends policy files straight to the local bucket (presigned POST), as it does to S3 in AWS.
      connectSrc: [new URL(s3.endpoint).origin],
      quiet,
    });

    const resolvedPorts: LocalPorts = {
      gateway: gatewayPort,
      dynamodb: dynamo.port,
      s3: s3.port,
      cognito: cognito.port,
      fixtures: fixtures?.port ?? 0,
    };
    const state: StackState = { pid: process.pid, startedAt: new Date().toISOString(), urls, env };
    writeFileSync(join(dataDir, STATE_FILE), JSON.stringify(state, null, 2));

    const s3Pagination = s3PaginationAvailable();
    if (!s3Pagination && !quiet) {
      console.warn(
        '[local] S3 list pagination needs node --openssl-legacy-provider (the npm scripts set it).',
      );
    }

    let stopping: Promise<void> | null = null;
    return {
      urls,
      ports: resolvedPorts,
      env,
      config,
      dataDir,
      tableName,
      buckets,
      cognito: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        messages: cognito.messages,
        lastCodeFor: cognito.lastCodeFor,
      },
      fixtures,
      s3Pagination,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
