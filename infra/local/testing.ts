// Test helpers around the local stack: start it in a temporary directory on free ports, call the API through the
// gateway, read the table, and create signed-in users. For integration and e2e tests only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { localCognitoClient } from './cognito';
import { localDynamoClient } from './dynamodb';
import { startLocalStack, type LocalStack, type LocalStackOptions } from './stack';
import type { LocalPorts } from './settings';

export interface TestStackOptions extends Omit<LocalStackOptions, 'ports' | 'quiet'> {
  /** Reuse a data dir (e.g. to test persistence); a fresh temporary one otherwise, removed on stop. */
  dataDir?: string;
  /** Free ports (0) unless given, e.g. the ports of an earlier stack on the same data. */
  ports?: Partial<LocalPorts>;
  /** Keep the temporary data dir after stop. */
  keepData?: boolean;
}

export interface TestStack extends LocalStack {
  /** The gateway, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** Stops the stack, and removes the data dir if this helper created it. */
  stop(): Promise<void>;
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const { keepData, ...rest } = options;
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'aged-care-stack-'));
  const stack = await startLocalStack({
    logLevel: 'SILENT',
    ...rest,
    dataDir,
    ports: { gateway: 0, dynamodb: 0, s3: 0, cognito: 0, fixtures: 0, ...options.ports },
    quiet: true,
    command: 'npm test',
  });
  return {
    ...stack,
    baseUrl: stack.urls.gateway,
    stop: async () => {
      await stack.stop();
      if (ownDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a stack before the file's tests and stops it after; call the returned function inside tests. */
export function withLocalStack(options: TestStackOptions = {}): () => TestStack {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await startTestStack(options);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  return () => {
    if (!stack) throw new Error('The local stack starts in beforeAll: use it inside a test or hook.');
    return stack;
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Calls the gateway like the SPA does: JSON in and out, with a bearer token when given. */
export async function callApi<T = Record<string, unknown>>(
  stack: Pick<TestStack, 'baseUrl'>,
  method: string,
  path: string,
  options: {
    json?: unknown;
    body?: string | Uint8Array;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${stack.baseUrl}${path}`, { method, headers, body: body as BodyInit | undefined });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the body stays text.
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export function documentClient(stack: Pick<LocalStack, 'urls'>): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(localDynamoClient(stack.urls.dynamodb));
}

/** Every item in the table (a test-only Scan: the app itself never scans). */
export async function scanTable(
  stack: Pick<LocalStack, 'urls' | 'tableName'>,
): Promise<Record<string, unknown>[]> {
  const client = documentClient(stack);
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  client.destroy();
  return items;
}

export function cognitoClient(stack: Pick<LocalStack, 'urls'>): CognitoIdentityProviderClient {
  return localCognitoClient(stack.urls.cognito);
}

export interface TestUser {
  email: string;
  password: string;
  /** The user's `sub` (the id the API keys user data by). */
  sub: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** A confirmed user, signed in with USER_PASSWORD_AUTH (as the SPA does locally); optionally in groups. */
export async function createTestUser(
  stack: Pick<LocalStack, 'urls' | 'cognito'>,
  user: {
    email: string;
    password?: string;
    givenName?: string;
    familyName?: string;
    username?: string;
    groups?: string[];
  },
): Promise<TestUser> {
  const password = user.password ?? 'Local-test-passw0rd';
  const { userPoolId, userPoolClientId } = stack.cognito;
  const client = cognitoClient(stack);
  try {
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: user.givenName ?? 'Test' },
          { Name: 'family_name', Value: user.familyName ?? 'User' },
          { Name: 'preferred_username', Value: user.username ?? user.email.split('@')[0] ?? 'user' },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        Password: password,
        Permanent: true,
      }),
    );
    for (const group of user.groups ?? []) {
      await client.send(
        new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: group }),
      );
    }
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: password },
      }),
    );
    const tokens = auth.AuthenticationResult;
    const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!tokens?.IdToken || !tokens.AccessToken || !tokens.RefreshToken || !sub) {
      throw new Error('cognito-local did not sign the test user in');
    }
    return {
      email: user.email,
      password,
      sub,
      idToken: tokens.IdToken,
      accessToken: tokens.AccessToken,
      refreshToken: tokens.RefreshToken,
    };
  } finally {
    client.destroy();
  }
}
