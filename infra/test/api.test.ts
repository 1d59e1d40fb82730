// The Api construct against the real route table and against a table with every access level, so the authorizer
// rule (JWT on every route that is not public, and only there) is checked even while every real route is public.
import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CAPABILITIES, ROUTES, routeKey, type RouteDef } from '../../shared/routes';
import { Api } from '../lib/api';
import { cdkJsonContext } from './test-app';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

const ISSUER = 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_example';
const CLIENT_ID = 'example-client-id';

function apiTemplate(routes?: readonly RouteDef[]): Template {
  const app = new App({
    context: {
      ...cdkJsonContext(),
      'aws:cdk:bundling-stacks': [],
      '@aws-cdk/core:validateAgainstDefaultRules': false,
    },
  });
  const stack = new Stack(app, 'ApiTest', { env: { account: '123456789012', region: 'ap-southeast-2' } });
  new Api(stack, 'Api', {
    table: new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
    documentsBucket: new Bucket(stack, 'Documents'),
    snapshotsBucket: new Bucket(stack, 'Snapshots'),
    stripeSecret: new Secret(stack, 'StripeKeys'),
    unsubscribeKey: new Secret(stack, 'UnsubscribeKey'),
    issuerUrl: ISSUER,
    userPoolClientId: CLIENT_ID,
    userPool: {
      userPoolId: 'ap-southeast-2_TEST',
      userPoolArn: 'arn:aws:cognito-idp:ap-southeast-2:123456789012:userpool/ap-southeast-2_TEST',
    },
    throttle: { rateLimit: 10, burstLimit: 20 },
    logRetention: RetentionDays.ONE_WEEK,
    stage: 'test',
    routes,
  });
  return Template.fromStack(stack);
}

function routesByKey(template: Template): Map<string, Record<string, unknown>> {
  const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route') as Resources);
  return new Map(routes.map((r) => [r.Properties.RouteKey as string, r.Properties]));
}

const EVERY_ACCESS_LEVEL: RouteDef[] = [
  {
    method: 'POST',
    path: '/api/subscribers',
    capability: 'subscribers',
    access: 'public',
    summary: 'public',
  },
  {
    method: 'GET',
    path: '/api/subscribers/{id}',
    capability: 'subscribers',
    access: 'user',
    summary: 'user',
  },
  {
    method: 'PUT',
    path: '/api/subscribers/{id}',
    capability: 'subscribers',
    access: 'paid',
    summary: 'paid',
  },
  { method: 'DELETE', path: '/api/waitlist/{id}', capability: 'waitlist', access: 'admin', summary: 'admin' },
];

describe('Api routes', () => {
  let realTable: Template;
  let everyLevel: Template;
  beforeAll(() => {
    realTable = apiTemplate();
    everyLevel = apiTemplate(EVERY_ACCESS_LEVEL);
  });

  it('exposes exactly the routes of the shared route table, each with the authorization its access level needs', () => {
    const routes = routesByKey(realTable);
    expect([...routes.keys()].sort()).toEqual(ROUTES.map(routeKey).sort());
    for (const route of ROUTES) {
      expect(routes.get(routeKey(route))?.AuthorizationType, routeKey(route)).toBe(
        route.access === 'public' ? 'NONE' : 'JWT',
      );
    }
  });

  it('puts the Cognito JWT authorizer on every user, paid and admin route, and on no public route', () => {
    const [authorizerId] = Object.keys(everyLevel.findResources('AWS::ApiGatewayV2::Authorizer'));
    const routes = routesByKey(everyLevel);
    expect(routes.get('POST /api/subscribers')).toMatchObject({ AuthorizationType: 'NONE' });
    expect(routes.get('POST /api/subscribers')?.AuthorizerId).toBeUndefined();
    for (const key of [
      'GET /api/subscribers/{id}',
      'PUT /api/subscribers/{id}',
      'DELETE /api/waitlist/{id}',
    ]) {
      expect(routes.get(key), key).toMatchObject({
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: authorizerId },
      });
    }
  });

  it('accepts only tokens this user pool issued to the web client, read from the Authorization header', () => {
    everyLevel.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Issuer: ISSUER, Audience: [CLIENT_ID] },
    });
  });

  it('routes every path of one capability to that capability’s single Lambda', () => {
    // One Lambda per capability of the project, whether or not this route table uses it.
    const functions = everyLevel.findResources('AWS::Lambda::Function');
    expect(Object.keys(functions)).toHaveLength(CAPABILITIES.length);
    const integrations = Object.values(
      everyLevel.findResources('AWS::ApiGatewayV2::Integration') as Resources,
    );
    const targets = new Set(integrations.map((i) => JSON.stringify(i.Properties.IntegrationUri)));
    expect(targets.size).toBe(2);
  });

  it('refuses a route whose capability has no Lambda', () => {
    const orphan = {
      method: 'GET',
      path: '/api/nowhere',
      capability: 'nowhere',
      access: 'user',
      summary: 'x',
    };
    expect(() => apiTemplate([orphan as unknown as RouteDef])).toThrow(/capability "nowhere"/);
  });
});
