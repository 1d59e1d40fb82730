// `npm run invoke -- <capability | path/to/handler.ts[#export]> <event.json>`: runs one handler with one event,
// with the environment the local gateway gives it (and against the running `npm start` stack, if there is one),
// and prints the result as JSON.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CAPABILITIES } from '../../shared/routes';
import { functionNameFor, lambdaContext } from './events';
import { readStackState, resolveDataDir } from './stack';
import {
  DEFAULT_TABLE_NAME,
  functionEnvironment,
  LOCAL_BUCKETS,
  PORT_SETTINGS,
  portsFromEnv,
  REPO_ROOT,
} from './settings';

const USAGE = [
  'Usage: npm run invoke -- <capability | path/to/handler.ts[#export]> <event.json>',
  `  capability: ${CAPABILITIES.join(', ')} (runs functions/api/<capability>/handler.ts)`,
  '  event: a file, or a name in events/ (e.g. subscribers-post.json)',
  'Example: npm run invoke -- subscribers events/subscribers-post.json',
].join('\n');

/** Settings a person may give on the command line win over the stack's (e.g. POWERTOOLS_LOG_LEVEL=DEBUG). */
const OVERRIDABLE = new Set(['POWERTOOLS_LOG_LEVEL', 'AI_PROVIDER']);

/** A mistake on the command line: its message says what to do, no stack trace needed. */
class UsageError extends Error {}

function resolveTarget(arg: string, cwd = process.cwd()): { file: string; exportName: string; name: string } {
  const [spec = '', exportName = 'handler'] = arg.split('#');
  if ((CAPABILITIES as readonly string[]).includes(spec)) {
    return {
      file: join(REPO_ROOT, 'functions', 'api', spec, 'handler.ts'),
      exportName,
      name: functionNameFor(spec),
    };
  }
  const file = isAbsolute(spec) ? spec : resolve(cwd, spec);
  if (!existsSync(file)) throw new UsageError(`No capability or handler file '${spec}'.\n${USAGE}`);
  const name = /functions\/api\/([^/]+)\//.exec(file)?.[1];
  return { file, exportName, name: functionNameFor(name ?? 'function') };
}

function resolveEventFile(arg: string, cwd = process.cwd()): string {
  for (const candidate of [resolve(cwd, arg), join(REPO_ROOT, 'events', arg)]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new UsageError(`No event file '${arg}'.\n${USAGE}`);
}

/** The running stack's handler env, or the defaults (then calls to the local services fail until `npm start`). */
function invokeEnvironment(): { env: Record<string, string>; running: boolean } {
  const state = readStackState(resolveDataDir());
  if (state?.env) return { env: state.env, running: true };
  const ports = portsFromEnv();
  const at = (port: number) => `http://127.0.0.1:${port}`;
  return {
    running: false,
    env: functionEnvironment({
      tableName: DEFAULT_TABLE_NAME,
      buckets: LOCAL_BUCKETS,
      dynamodbEndpoint: at(ports.dynamodb),
      s3Endpoint: at(ports.s3),
      cognitoEndpoint: at(ports.cognito),
      userPoolId: 'local_notrunning',
      userPoolClientId: 'notrunning',
      appUrl: `http://localhost:${ports.gateway}`,
    }),
  };
}

async function main(argv: string[]): Promise<void> {
  const [targetArg, eventArg] = argv;
  if (!targetArg || !eventArg || targetArg === '--help') {
    console.error(USAGE);
    process.exit(2);
  }
  const target = resolveTarget(targetArg);
  const event: unknown = JSON.parse(readFileSync(resolveEventFile(eventArg), 'utf8'));

  const { env, running } = invokeEnvironment();
  for (const [key, value] of Object.entries(env)) {
    if (OVERRIDABLE.has(key) && process.env[key]) continue;
    process.env[key] = value;
  }
  if (!running) {
    console.error(
      `The local stack is not running: calls to DynamoDB, S3 or Cognito will fail. Start it with npm start ` +
        `(ports from ${Object.values(PORT_SETTINGS)
          .map((s) => s.env)
          .join(', ')}).`,
    );
  }

  // Imported only now, so that its module-level SDK clients and logger see the environment above.
  const mod = (await import(pathToFileURL(target.file).href)) as Record<string, unknown>;
  const handler = mod[target.exportName];
  if (typeof handler !== 'function')
    throw new UsageError(`${target.file} has no exported function '${target.exportName}'.`);
  const result: unknown = await handler(event, lambdaContext(target.name));
  console.log(JSON.stringify(result ?? null, null, 2));
}

main(process.argv.slice(2)).then(
  // SDK clients keep sockets open; the result is printed, so end here.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(1);
  },
);
