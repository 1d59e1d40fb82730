// The whole local stack: /config.json, signed-in API calls with real cognito-local tokens, Amplify's refresh call
// through the proxy, `npm run invoke` against the running stack, persistence across restarts, and start errors.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ROUTES, type RouteDef } from '../../shared/routes';
import { runtimeConfigSchema } from '../../shared/contracts/config';
import { moduleHandlerLoader, type HandlerLoader } from './gateway';
import { PortInUseError } from './ports';
import { REPO_ROOT } from './settings';
import { DataDirInUseError, startLocalStack, STATE_FILE } from './stack';
import {
  callApi,
  cognitoClient,
  createTestUser,
  documentClient,
  startTestStack,
  type TestStack,
  type TestUser,
} from './testing';

const run = promisify(execFile);

// Test-only routes: one for any signed-in user, one for admins, both answered by a handler that echoes its event.
const TEST_ROUTES = [
  ...(ROUTES as readonly RouteDef[]),
  { method: 'GET', path: '/api/test/whoami', capability: 'whoami', access: 'user', summary: 'who am I' },
  { method: 'GET', path: '/api/test/admin', capability: 'whoami', access: 'admin', summary: 'admins only' },
] as RouteDef[];
const realHandlers = moduleHandlerLoader();
let whoamiCalls = 0;
const loadHandler: HandlerLoader = async (capability) => {
  if (capability !== 'whoami') return realHandlers(capability);
  return async (event: APIGatewayProxyEventV2) => {
    whoamiCalls += 1;
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event.requestContext),
    };
  };
};

interface EchoedContext {
  authorizer?: { jwt: { claims: Record<string, string>; scopes: string[] | null } };
}

const dataDir = mkdtempSync(join(tmpdir(), 'aged-care-stack-persist-'));
let stack: TestStack;
let user: TestUser;

beforeAll(async () => {
  stack = await startTestStack({ dataDir, routes: TEST_ROUTES, loadHandler });
  user = await createTestUser(stack, {
    email: 'admin.user@example.com',
    givenName: 'Ada',
    familyName: 'Admin',
    username: 'ada',
    groups: ['admin'],
  });
});

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a running local stack', () => {
  it('serves /config.json with the user pool, client and Cognito endpoint', async () => {
    const res = await callApi(stack, 'GET', '/config.json');
    expect(res.status).toBe(200);
    const config = runtimeConfigSchema.parse(res.body);
    expect(config).toEqual({
      stage: 'local',
      apiBaseUrl: '',
      region: 'ap-southeast-2',
      userPoolId: stack.cognito.userPoolId,
      userPoolClientId: stack.cognito.userPoolClientId,
      userPoolEndpoint: stack.urls.cognito,
      authFlow: 'USER_PASSWORD_AUTH',
      supportEmail: process.env.SUPPORT_EMAIL ?? 'support@agedcare.local',
    });
    expect(config.userPoolId).toMatch(/^local_\w{8}$/);
  });

  it('gives the handlers the local environment', () => {
    expect(process.env).toMatchObject({
      TABLE_NAME: stack.tableName,
      AWS_REGION: 'ap-southeast-2',
      AWS_ENDPOINT_URL_DYNAMODB: stack.urls.dynamodb,
      AWS_ENDPOINT_URL_S3: stack.urls.s3,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: stack.urls.cognito,
      S3_FORCE_PATH_STYLE: 'true',
      USER_POOL_ID: stack.cognito.userPoolId,
      USER_POOL_CLIENT_ID: stack.cognito.userPoolClientId,
      DOCUMENTS_BUCKET: 'aged-care-local-documents',
      SNAPSHOTS_BUCKET: 'aged-care-local-snapshots',
      AI_PROVIDER: 'local',
      APP_URL: stack.urls.app,
    });
  });

  it('refuses a user route without a token (401) and never calls its handler', async () => {
    const before = whoamiCalls;
    const res = await callApi(stack, 'GET', '/api/test/whoami');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
    const forged = await callApi(stack, 'GET', '/api/test/whoami', {
      token: `${user.idToken.slice(0, -4)}AAAA`,
    });
    expect(forged.status).toBe(401);
    expect(whoamiCalls).toBe(before);
  });

  it("passes a cognito-local ID token's claims to the handler, as strings, with the user's names and groups", async () => {
    const res = await callApi<EchoedContext>(stack, 'GET', '/api/test/whoami', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body.authorizer?.jwt.claims).toMatchObject({
      sub: user.sub,
      email: 'admin.user@example.com',
      given_name: 'Ada',
      family_name: 'Admin',
      preferred_username: 'ada',
      'cognito:groups': '[admin]',
      aud: stack.cognito.userPoolClientId,
      iss: stack.urls.issuer,
      token_use: 'id',
    });
  });

  it('accepts the access token too (its client_id is the app client)', async () => {
    const res = await callApi<EchoedContext>(stack, 'GET', '/api/test/admin', { token: user.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.authorizer?.jwt.claims.client_id).toBe(stack.cognito.userPoolClientId);
  });

  it("answers Amplify's GetTokensFromRefreshToken through the Cognito proxy with new, working tokens", async () => {
    const client = cognitoClient(stack);
    const refreshed = await client.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: stack.cognito.userPoolClientId,
        RefreshToken: user.refreshToken,
      }),
    );
    const result = refreshed.AuthenticationResult;
    expect(result?.TokenType).toBe('Bearer');
    expect(result?.ExpiresIn).toBe(3600);
    expect(result?.AccessToken).toBeTruthy();
    expect(result?.IdToken).toBeTruthy();
    expect(result?.IdToken).not.toBe(user.idToken);

    const res = await callApi<EchoedContext>(stack, 'GET', '/api/test/whoami', { token: result?.IdToken });
    expect(res.status).toBe(200);
    expect(res.body.authorizer?.jwt.claims.sub).toBe(user.sub);

    await expect(
      client.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: stack.cognito.userPoolClientId,
          RefreshToken: 'not-a-token',
        }),
      ),
    ).rejects.toBeInstanceOf(NotAuthorizedException);
    client.destroy();
  });

  it('serves an OIDC discovery document that names the real issuer and JWKS', async () => {
    const res = await fetch(`${stack.urls.issuer}/.well-known/openid-configuration`);
    expect(await res.json()).toMatchObject({ issuer: stack.urls.issuer, jwks_uri: stack.urls.jwks });
    const jwks = (await (await fetch(stack.urls.jwks)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toContain('CognitoLocal');
  });

  it('runs a handler with `npm run invoke` against the running stack', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'infra/local/invoke.ts', 'waitlist', 'events/waitlist-post.json'],
      { cwd: REPO_ROOT, env: { ...process.env, LOCAL_DATA_DIR: dataDir, POWERTOOLS_LOG_LEVEL: 'SILENT' } },
    );
    const result = JSON.parse(stdout) as { statusCode: number; body: string };
    expect([200, 201]).toContain(result.statusCode);
    const sample = JSON.parse(readFileSync(join(REPO_ROOT, 'events', 'waitlist-post.json'), 'utf8')) as {
      body: string;
    };
    const { email } = JSON.parse(sample.body) as { email: string };
    const client = documentClient(stack);
    const saved = await client.send(
      new GetCommand({ TableName: stack.tableName, Key: { pk: `WAITLIST#${email}`, sk: 'WAITLIST' } }),
    );
    client.destroy();
    expect(saved.Item?.email).toBe(email);
  });

  it('refuses a second stack in the same process', async () => {
    const other = mkdtempSync(join(tmpdir(), 'aged-care-second-'));
    try {
      await expect(startLocalStack({ quiet: true, dataDir: other })).rejects.toThrow(
        /already running in this process/,
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('keeps subscribers and users across a restart on the same data', async () => {
    const email = 'persistent@example.com';
    const first = await callApi<{ id: string }>(stack, 'POST', '/api/subscribers', {
      json: { email, consent: true },
    });
    expect(first.status).toBe(201);
    const { userPoolId, userPoolClientId } = stack.cognito;

    await stack.stop();
    // Same ports: the handlers already loaded in this process keep their SDK clients (as a warm Lambda would).
    stack = await startTestStack({ dataDir, ports: stack.ports, routes: TEST_ROUTES, loadHandler });

    expect(stack.cognito).toMatchObject({ userPoolId, userPoolClientId });
    const again = await callApi<{ id: string; created: boolean }>(stack, 'POST', '/api/subscribers', {
      json: { email, consent: true },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, created: false });

    const client = cognitoClient(stack);
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    client.destroy();
    expect(auth.AuthenticationResult?.IdToken).toBeTruthy();
  });
});

describe('start errors', () => {
  async function occupyPort(): Promise<Server> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  it.each([
    ['gateway', 'PORT'],
    ['cognito', 'COGNITO_PORT'],
    ['dynamodb', 'DYNAMODB_PORT'],
  ] as const)('a %s port in use is one line naming %s', async (service, envVar) => {
    await stack.stop();
    const busy = await occupyPort();
    const port = (busy.address() as AddressInfo).port;
    const dir = mkdtempSync(join(tmpdir(), 'aged-care-port-'));
    try {
      const attempt = startLocalStack({
        dataDir: dir,
        quiet: true,
        command: 'npm start',
        ports: { gateway: 0, dynamodb: 0, s3: 0, cognito: 0, fixtures: 0, [service]: port },
      });
      await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
      await expect(attempt).rejects.toThrow(
        new RegExp(
          `^Port ${port} is in use\\. Set ${envVar} to a free port, e\\.g\\. ${envVar}=${port + 1} npm start$`,
        ),
      );
      // Nothing was left running or claimed: a stack starts right after.
      const next = await startTestStack({ dataDir: dir });
      await next.stop();
    } finally {
      busy.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses data that another running stack holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aged-care-held-'));
    // The parent of this test process is alive, so it stands in for another `npm start` on this data.
    writeFileSync(
      join(dir, STATE_FILE),
      JSON.stringify({ pid: process.ppid, startedAt: new Date().toISOString() }),
    );
    try {
      const attempt = startLocalStack({
        dataDir: dir,
        quiet: true,
        ports: { gateway: 0, dynamodb: 0, s3: 0, cognito: 0, fixtures: 0 },
      });
      await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(attempt).rejects.toThrow(`in use by another local stack (process ${process.ppid})`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over data left by a stack that died without stopping', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aged-care-stale-'));
    writeFileSync(
      join(dir, STATE_FILE),
      JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: '2026-01-01T00:00:00Z' }),
    );
    try {
      const next = await startTestStack({ dataDir: dir });
      expect(next.cognito.userPoolId).toMatch(/^local_/);
      await next.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
