// The local JWT authorizer accepts exactly what an HTTP API JWT authorizer accepts: a token signed by the issuer's
// key, from that issuer, unexpired, whose aud or client_id is the app client; and passes claims on as strings.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
import { bearerToken, createJwtAuthorizer, toGatewayClaims, type JwtAuthorizer } from './jwt-authorizer';

const ISSUER = 'http://127.0.0.1:9229/local_ABCDEFGH';
const CLIENT_ID = 'webclient123';

let key: CryptoKey;
let otherKey: CryptoKey;
let authorize: JwtAuthorizer;

beforeAll(async () => {
  const issuerKeys = await generateKeyPair('RS256', { extractable: true });
  key = issuerKeys.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(issuerKeys.publicKey)), kid: 'CognitoLocal', alg: 'RS256' };
  authorize = createJwtAuthorizer({
    issuer: ISSUER,
    jwks: createLocalJWKSet({ keys: [jwk] }),
    audience: [CLIENT_ID],
  });
});

async function sign(
  payload: JWTPayload,
  options: { key?: CryptoKey; issuer?: string; expiresIn?: string | number } = {},
) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(options.issuer ?? ISSUER)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? key);
}

const idToken = (extra: JWTPayload = {}) =>
  sign({ sub: 'user-1', aud: CLIENT_ID, token_use: 'id', email: 'jane@example.com', ...extra });

describe('createJwtAuthorizer', () => {
  it('accepts an ID token for the app client and passes its claims as strings', async () => {
    const result = await authorize(
      `Bearer ${await idToken({ 'cognito:groups': ['admin', 'editors'], email_verified: true })}`,
    );
    expect(result?.claims).toMatchObject({
      sub: 'user-1',
      aud: CLIENT_ID,
      email: 'jane@example.com',
      email_verified: 'true',
      'cognito:groups': '[admin editors]',
      iss: ISSUER,
    });
    expect(typeof result?.claims.exp).toBe('string');
    expect(result?.scopes).toBeNull();
  });

  it('accepts an access token whose client_id is the app client, with its scopes', async () => {
    const token = await sign({
      sub: 'user-1',
      client_id: CLIENT_ID,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
    });
    const result = await authorize(`Bearer ${token}`);
    expect(result?.claims.client_id).toBe(CLIENT_ID);
    expect(result?.scopes).toEqual(['aws.cognito.signin.user.admin']);
  });

  it('accepts the token without the Bearer prefix, as API Gateway does', async () => {
    expect(await authorize(await idToken())).not.toBeNull();
  });

  it('refuses a missing or malformed header', async () => {
    expect(await authorize(undefined)).toBeNull();
    expect(await authorize('')).toBeNull();
    expect(await authorize('Bearer')).toBeNull();
    expect(await authorize('Bearer not-a-jwt')).toBeNull();
    expect(await authorize('Basic dXNlcjpwYXNz')).toBeNull();
  });

  it('refuses a token signed by another key', async () => {
    expect(
      await authorize(`Bearer ${await sign({ sub: 'u', aud: CLIENT_ID }, { key: otherKey })}`),
    ).toBeNull();
  });

  it('refuses a token from another issuer', async () => {
    const token = await sign({ sub: 'u', aud: CLIENT_ID }, { issuer: 'http://127.0.0.1:9229/local_OTHER' });
    expect(await authorize(`Bearer ${token}`)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const token = await sign({ sub: 'u', aud: CLIENT_ID }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect(await authorize(`Bearer ${token}`)).toBeNull();
  });

  it('refuses a token for another app client', async () => {
    expect(await authorize(`Bearer ${await idToken({ aud: 'another-client' })}`)).toBeNull();
    const access = await sign({ sub: 'u', client_id: 'another-client', token_use: 'access' });
    expect(await authorize(`Bearer ${access}`)).toBeNull();
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = (await idToken()).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'admin', aud: CLIENT_ID, iss: ISSUER, exp: 4102444800 }),
    ).toString('base64url');
    expect(await authorize(`Bearer ${header}.${forged}.${signature}`)).toBeNull();
  });
});

describe('toGatewayClaims', () => {
  it('turns numbers, booleans and arrays into the strings API Gateway delivers', () => {
    expect(toGatewayClaims({ exp: 1700000000, ok: false, groups: ['a', 'b'], nested: { x: 1 } })).toEqual({
      exp: '1700000000',
      ok: 'false',
      groups: '[a b]',
      nested: '{"x":1}',
    });
  });
});

describe('bearerToken', () => {
  it('reads the token with or without the Bearer prefix, case-insensitively', () => {
    expect(bearerToken('Bearer a.b.c')).toBe('a.b.c');
    expect(bearerToken('bearer a.b.c')).toBe('a.b.c');
    expect(bearerToken('a.b.c')).toBe('a.b.c');
    expect(bearerToken('Bearer a.b')).toBeNull();
  });
});

describe('verified tokens', () => {
  it('checks a signature once per token, and still refuses the token once it has expired', async () => {
    const publicKeys = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKeys.publicKey)), kid: 'CognitoLocal', alg: 'RS256' };
    const local = createLocalJWKSet({ keys: [jwk] });
    let lookups = 0;
    const counting = createJwtAuthorizer({
      issuer: ISSUER,
      jwks: (header, token) => {
        lookups++;
        return local(header, token);
      },
      audience: [CLIENT_ID],
    });
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const token = await sign(
      { sub: 'user-1', aud: CLIENT_ID, token_use: 'id' },
      { key: publicKeys.privateKey, expiresIn: expiresAt },
    );
    const first = await counting(`Bearer ${token}`);
    const second = await counting(`Bearer ${token}`);
    expect(second).toEqual(first);
    expect(first?.claims.sub).toBe('user-1');
    expect(lookups).toBe(1);

    // A token signed by another key is still checked (and refused), whatever was verified before.
    const forged = await sign({ sub: 'user-1', aud: CLIENT_ID, token_use: 'id' }, { key: otherKey });
    expect(await counting(`Bearer ${forged}`)).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt * 1000 - Date.now()) + 50));
    expect(await counting(`Bearer ${token}`)).toBeNull();
  });
});
