// The local stand-in for an HTTP API JWT authorizer: verifies the bearer token's signature (issuer's JWKS), issuer,
// expiry, and that its `aud` (ID token) or `client_id` (access token) is one of the allowed audiences; then passes
// the claims on as strings, as API Gateway does. jose is used because aws-jwt-verify refuses the local issuer.
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { JwtAuthorizerContext } from './events';

export interface JwtAuthorizerOptions {
  issuer: string;
  /** The issuer's JWKS URL, or a key resolver (tests). */
  jwks: string | JWTVerifyGetKey;
  audience: readonly string[];
}

/** Resolves the authorizer context of a valid token, or null (the gateway answers 401 without calling the handler). */
export type JwtAuthorizer = (authorization: string | undefined) => Promise<JwtAuthorizerContext | null>;

/** API Gateway delivers claims as strings; arrays become "[a b]" (which functions/lib/http/auth.ts parses). */
export function toGatewayClaims(payload: JWTPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

/** The token from an Authorization header; API Gateway accepts it with or without the Bearer prefix. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^\s*(?:Bearer\s+)?([\w-]+\.[\w-]+\.[\w-]+)\s*$/i.exec(authorization);
  return match?.[1] ?? null;
}

/** How many verified tokens are remembered (each until it expires): a signed-in browser sends the same one. */
const VERIFIED_KEPT = 500;

export function createJwtAuthorizer(options: JwtAuthorizerOptions): JwtAuthorizer {
  const keys = typeof options.jwks === 'string' ? createRemoteJWKSet(new URL(options.jwks)) : options.jwks;
  const audiences = new Set(options.audience);
  // A token's signature, issuer and audience do not change: once verified, only its expiry is checked again. This
  // spares the signature check (a large part of a small request's cost here) on every call with the same token.
  const verified = new Map<string, { context: JwtAuthorizerContext; expiresAtMs: number }>();

  const verify = async (token: string): Promise<JwtAuthorizerContext | null> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, { issuer: options.issuer, algorithms: ['RS256'] }));
    } catch {
      return null;
    }
    const aud = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
    const clientId = typeof payload.client_id === 'string' ? payload.client_id : null;
    if (!aud.some((a) => audiences.has(a)) && !(clientId && audiences.has(clientId))) return null;
    const scope = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : null;
    const context = { claims: toGatewayClaims(payload), scopes: scope };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
      verified.set(token, { context, expiresAtMs: payload.exp * 1000 });
    }
    return context;
  };

  return async (authorization) => {
    const token = bearerToken(authorization);
    if (!token) return null;
    const kept = verified.get(token);
    if (kept) {
      if (Date.now() < kept.expiresAtMs) return kept.context;
      verified.delete(token);
      return null;
    }
    return verify(token);
  };
}
