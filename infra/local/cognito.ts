// Local Cognito: cognito-local run in this process (data under the data dir), behind a small proxy that adds what
// Amplify v6 needs and cognito-local lacks: GetTokensFromRefreshToken (token refresh) and a correct OIDC discovery
// document. The proxy is the endpoint every client uses, and its URL is the token issuer's base.
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PreSignUpTriggerEvent, PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { handler as preSignUpHandler } from '../../functions/triggers/pre-sign-up';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createServer as createCognitoServer } from 'cognito-local/lib/server/server.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config.js';
import { DateClock, MessagesService } from 'cognito-local/lib/services/index.js';
import type { Triggers } from 'cognito-local/lib/services/triggers/index.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { UserPoolServiceFactoryImpl, type User } from 'cognito-local/lib/services/userPoolService.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import type { Message } from 'cognito-local/lib/services/messages.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { closeServer, listenOn, LOOPBACK } from './ports';
import {
  ADMIN_GROUP,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  silenceSdkNodeNotice,
  USER_POOL_CLIENT_NAME,
  USER_POOL_NAME,
} from './settings';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const PROXY_BODY_LIMIT = 1024 * 1024;

/** A verification or reset code cognito-local "sent"; locally it is printed and kept here instead of delivered. */
export interface CognitoMessage {
  at: string;
  username: string;
  destination: string;
  code: string | null;
  subject: string | null;
}

export interface LocalCognito {
  /** The proxy: what Amplify, the SDK and the functions talk to. */
  endpoint: string;
  port: number;
  userPoolId: string;
  userPoolClientId: string;
  /** Token issuer (`iss`) and JWKS, both on the proxy. */
  issuer: string;
  jwksUrl: string;
  /** Codes sent since this start, oldest first. */
  messages: CognitoMessage[];
  /** The latest code sent to an address (sign-up confirmation, password reset), for local sign-up and tests. */
  lastCodeFor(destination: string): string | null;
  stop(): Promise<void>;
}

type CognitoLogger = Parameters<typeof createCognitoServer>[1];
type PinoFactory = (options: { level: string }) => CognitoLogger;

/** pino is cognito-local's own dependency: load it from there rather than depending on it here. */
function createLogger(level: string): CognitoLogger {
  const requireHere = createRequire(import.meta.url);
  const requireFromCognito = createRequire(requireHere.resolve('cognito-local/package.json'));
  const pino = requireFromCognito('pino') as PinoFactory;
  return pino({ level });
}

class RecordingMessageSender implements MessageSender {
  constructor(
    private readonly messages: CognitoMessage[],
    private readonly print: boolean,
  ) {}

  sendEmail(_ctx: unknown, user: User, destination: string, message: Message): Promise<void> {
    return this.record(user, destination, message);
  }

  sendSms(_ctx: unknown, user: User, destination: string, message: Message): Promise<void> {
    return this.record(user, destination, message);
  }

  private async record(user: User, destination: string, message: Message): Promise<void> {
    const entry: CognitoMessage = {
      at: new Date().toISOString(),
      username: user.Username,
      destination,
      code: message.__code ?? null,
      subject: message.emailSubject ?? null,
    };
    this.messages.push(entry);
    if (this.print)
      console.log(`[cognito] Code for ${destination}: ${entry.code ?? '(none)'} (not sent: local stack)`);
  }
}

/**
 * Cognito puts every standard attribute of the user (names, preferred_username, ...) into the ID token; cognito-local
 * only puts email and custom attributes. A built-in pre-token-generation step adds the rest, so local ID tokens
 * carry the claims the API reads, as in AWS. Pre-sign-up runs the project's own trigger handler.
 */
function localTriggers(): Triggers {
  const none = async (): Promise<never> => {
    throw new Error('No Lambda triggers are configured in the local user pool');
  };
  const alreadyInToken = new Set(['sub', 'email', 'email_verified']);
  return {
    enabled: (trigger) => trigger === 'PreTokenGeneration' || trigger === 'PreSignUp',
    // The same pre-sign-up handler as in AWS (functions/triggers/pre-sign-up.ts): confirm at once, verify the email.
    preSignUp: async (_ctx, params) => {
      const event: PreSignUpTriggerEvent = {
        version: '1',
        region: LOCAL_REGION,
        userPoolId: params.userPoolId,
        userName: params.username,
        callerContext: { awsSdkVersion: 'local', clientId: params.clientId },
        triggerSource: params.source,
        request: {
          userAttributes: Object.fromEntries(
            params.userAttributes.filter((a) => a.Value !== undefined).map((a) => [a.Name, a.Value as string]),
          ),
          validationData: params.validationData,
          clientMetadata: params.clientMetadata,
        },
        response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
      };
      return (await preSignUpHandler(event)).response;
    },
    preTokenGeneration: async (_ctx, { userAttributes }) => {
      const claims: Record<string, string> = {};
      for (const { Name, Value } of userAttributes) {
        if (!Name || Value === undefined || alreadyInToken.has(Name) || Name.startsWith('custom:')) continue;
        claims[Name] = Value;
      }
      const response: PreTokenGenerationTriggerEvent['response'] = {
        claimsOverrideDetails: { claimsToAddOrOverride: claims },
      };
      return response;
    },
    customMessage: none,
    customEmailSender: none,
    postAuthentication: none,
    postConfirmation: none,
    userMigration: none,
  };
}

function startUpstream(dir: string, issuerDomain: string, messages: CognitoMessage[], quiet: boolean) {
  const logger = createLogger(process.env.COGNITO_LOG_LEVEL ?? (quiet ? 'silent' : 'error'));
  const config: Config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: issuerDomain },
    ServerConfig: { port: 0, hostname: LOOPBACK, development: false, https: false },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dir);
  const factory = new CognitoServiceFactoryImpl(
    dir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const triggers = localTriggers();
  return factory.create({ logger }, config.UserPoolDefaults).then((cognito) => {
    const services = {
      clock,
      cognito,
      config,
      messages: new MessagesService(
        triggers,
        new MessageDeliveryService(new RecordingMessageSender(messages, !quiet)),
      ),
      otp,
      tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
      triggers,
    };
    return createCognitoServer(Router(services), logger, config.ServerConfig, services).start();
  });
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > PROXY_BODY_LIMIT) {
        reject(new Error('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function forward(
  upstreamPort: number,
  req: IncomingMessage,
  body: Buffer,
  target?: string,
): Promise<UpstreamResponse> {
  const headers: Record<string, string | string[] | undefined> = {
    ...req.headers,
    host: `${LOOPBACK}:${upstreamPort}`,
    'content-length': String(body.length),
  };
  if (target) headers['x-amz-target'] = `${TARGET_PREFIX}${target}`;
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      { host: LOOPBACK, port: upstreamPort, method: req.method, path: req.url, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

function send(res: ServerResponse, upstream: UpstreamResponse, body: Buffer = upstream.body): void {
  const headers: Record<string, string | string[] | undefined> = {
    ...upstream.headers,
    'content-length': String(body.length),
  };
  delete headers['transfer-encoding'];
  res.writeHead(upstream.status, headers);
  res.end(body);
}

function secondsUntilExpiry(jwt: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: number;
      iat?: number;
    };
    return payload.exp && payload.iat ? payload.exp - payload.iat : undefined;
  } catch {
    return undefined;
  }
}

interface RefreshRequest {
  ClientId?: string;
  RefreshToken?: string;
  ClientSecret?: string;
  ClientMetadata?: Record<string, string>;
}
interface InitiateAuthResponse {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
}

/**
 * GetTokensFromRefreshToken is what Amplify v6 calls to refresh a session. cognito-local answers the older
 * InitiateAuth REFRESH_TOKEN_AUTH, which returns the same tokens: translate one into the other.
 */
async function refreshTokens(upstreamPort: number, req: IncomingMessage, body: Buffer, res: ServerResponse) {
  let input: RefreshRequest;
  try {
    input = JSON.parse(body.toString('utf8') || '{}') as RefreshRequest;
  } catch {
    res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*' });
    res.end(
      JSON.stringify({ __type: 'InvalidParameterException', message: 'The request body is not valid JSON' }),
    );
    return;
  }
  const initiate = {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: input.ClientId,
    AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
    ClientMetadata: input.ClientMetadata,
  };
  const upstream = await forward(upstreamPort, req, Buffer.from(JSON.stringify(initiate)), 'InitiateAuth');
  if (upstream.status !== 200) return send(res, upstream);
  const result =
    (JSON.parse(upstream.body.toString('utf8')) as InitiateAuthResponse).AuthenticationResult ?? {};
  const accessToken = result.AccessToken ?? '';
  const out = {
    AuthenticationResult: {
      AccessToken: result.AccessToken,
      IdToken: result.IdToken,
      // No rotation locally: the client keeps its refresh token, as with Cognito when rotation is off.
      ...(result.RefreshToken ? { RefreshToken: result.RefreshToken } : {}),
      ExpiresIn: secondsUntilExpiry(accessToken) ?? 3600,
      TokenType: 'Bearer',
    },
  };
  send(res, upstream, Buffer.from(JSON.stringify(out)));
}

function startProxy(getUpstreamPort: () => number, getIssuerBase: () => string) {
  return createHttpServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const target = String(req.headers['x-amz-target'] ?? '');
      const discovery = /^\/([\w-]+)\/\.well-known\/openid-configuration$/.exec(req.url ?? '');
      if (req.method === 'GET' && discovery) {
        // cognito-local's own document names port 9229 whatever port it runs on.
        const issuer = `${getIssuerBase()}/${discovery[1]}`;
        res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        res.end(
          JSON.stringify({
            issuer,
            jwks_uri: `${issuer}/.well-known/jwks.json`,
            id_token_signing_alg_values_supported: ['RS256'],
            subject_types_supported: ['public'],
            response_types_supported: ['code', 'token'],
          }),
        );
        return;
      }
      if (req.method === 'POST' && target === `${TARGET_PREFIX}GetTokensFromRefreshToken`) {
        await refreshTokens(getUpstreamPort(), req, body, res);
        return;
      }
      send(res, await forward(getUpstreamPort(), req, body));
    })().catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify({ __type: 'InternalErrorException', message: (error as Error).message }));
    });
  });
}

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  silenceSdkNodeNotice();
  return new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
}

/**
 * The pool as the CDK Auth construct defines it: email sign-in (the username is the email), given and family name
 * and a preferred username, an `admin` group, and a public web client. USER_PASSWORD_AUTH is allowed because
 * cognito-local has no SRP. Found by name on later starts, so its ids (and users) persist.
 */
export async function ensureUserPool(client: CognitoIdentityProviderClient) {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === USER_POOL_NAME)?.Id;
  if (!userPoolId) {
    const attr = (Name: string, Required: boolean) => ({
      Name,
      Required,
      Mutable: true,
      AttributeDataType: 'String' as const,
    });
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: USER_POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Schema: [
          attr('email', true),
          attr('given_name', true),
          attr('family_name', true),
          attr('preferred_username', false),
        ],
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: false,
          },
        },
      }),
    );
    userPoolId = created.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  }

  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let userPoolClientId = clients.UserPoolClients?.find(
    (c) => c.ClientName === USER_POOL_CLIENT_NAME,
  )?.ClientId;
  if (!userPoolClientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: USER_POOL_CLIENT_NAME,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        // AWS's defaults; a one-hour access token makes the refresh path run in a normal local session.
        AccessTokenValidity: 60,
        IdTokenValidity: 60,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
        PreventUserExistenceErrors: 'ENABLED',
      }),
    );
    userPoolClientId = created.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('cognito-local did not return an app client id');
  }

  const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  if (!groups.Groups?.some((g) => g.GroupName === ADMIN_GROUP)) {
    await client.send(
      new CreateGroupCommand({
        UserPoolId: userPoolId,
        GroupName: ADMIN_GROUP,
        Description: 'Administrators',
      }),
    );
  }
  return { userPoolId, userPoolClientId };
}

export async function startCognito(options: {
  dir: string;
  port: number;
  quiet: boolean;
  envVar: string;
  command: string;
}): Promise<LocalCognito> {
  mkdirSync(options.dir, { recursive: true });
  let upstreamPort = 0;
  let issuerBase = '';
  // The proxy binds first: its port is the issuer's, and a port in use must fail before anything else starts.
  const proxy = startProxy(
    () => upstreamPort,
    () => issuerBase,
  );
  const port = await listenOn(proxy, options.port, options.envVar, options.command);
  const endpoint = `http://${LOOPBACK}:${port}`;
  issuerBase = endpoint;

  const messages: CognitoMessage[] = [];
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  try {
    upstream = await startUpstream(options.dir, endpoint, messages, options.quiet);
  } catch (error) {
    await closeServer(proxy);
    throw error;
  }
  upstreamPort = (upstream.address() as AddressInfo).port;

  const stop = async () => {
    await closeServer(proxy);
    await closeServer(upstream);
  };
  try {
    const client = localCognitoClient(endpoint);
    const { userPoolId, userPoolClientId } = await ensureUserPool(client);
    client.destroy();
    const issuer = `${endpoint}/${userPoolId}`;
    return {
      endpoint,
      port,
      userPoolId,
      userPoolClientId,
      issuer,
      jwksUrl: `${issuer}/.well-known/jwks.json`,
      messages,
      lastCodeFor: (destination) =>
        messages.findLast((m) => m.destination.toLowerCase() === destination.toLowerCase())?.code ?? null,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
