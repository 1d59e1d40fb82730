// Caller identity from the JWT claims that the API Gateway JWT authorizer (AWS) or the local gateway (jose) verified.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Unauthorized } from '../errors';

export interface Caller {
  sub: string;
  email: string | null;
  username: string | null;
  givenName: string | null;
  familyName: string | null;
  groups: string[];
  /** The user pool's own name for the user (`cognito:username`), which AdminDeleteUser needs; absent in old tokens. */
  signInName?: string | null;
}

type ClaimValue = string | number | boolean | string[] | undefined;
interface JwtAuthorizerShape {
  jwt?: { claims?: Record<string, ClaimValue> };
}

/** HTTP API JWT authorizers deliver `cognito:groups` as "[admin other]" (a string); accept arrays too. */
function parseGroups(raw: ClaimValue): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  return raw
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function callerFrom(event: APIGatewayProxyEventV2): Caller | null {
  const authorizer = (event.requestContext as { authorizer?: JwtAuthorizerShape }).authorizer;
  const claims = authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string') return null;
  const str = (v: ClaimValue) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    sub: claims.sub,
    email: str(claims.email),
    username: str(claims.preferred_username) ?? str(claims['cognito:username']) ?? str(claims.username),
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
    groups: parseGroups(claims['cognito:groups']),
    signInName: str(claims['cognito:username']) ?? str(claims.username),
  };
}

/** The verified caller of a route that is not public (the access rules have already refused anyone else). */
export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new Unauthorized();
  return caller;
}
