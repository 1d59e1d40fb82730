// Builds API Gateway v2 events for a route as a given signed-in caller (claims as the JWT authorizer passes them).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Caller } from '../lib/http/auth';

export function asCaller(event: APIGatewayProxyEventV2, caller: Caller | null): APIGatewayProxyEventV2 {
  const { authorizer: _drop, ...context } = event.requestContext as APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: unknown;
  };
  if (!caller) return { ...event, requestContext: context } as APIGatewayProxyEventV2;
  const claims: Record<string, string> = {
    sub: caller.sub,
    email: caller.email ?? '',
    preferred_username: caller.username ?? '',
    given_name: caller.givenName ?? '',
    family_name: caller.familyName ?? '',
    token_use: 'id',
    ...(caller.groups.length ? { 'cognito:groups': `[${caller.groups.join(' ')}]` } : {}),
  };
  return { ...event, requestContext: { ...context, authorizer: { jwt: { claims, scopes: null } } } } as APIGatewayProxyEventV2;
}
