// Payments wiring in the synthesized stack: the Stripe keys secret and who may read it, the site address the payments
// function sends Stripe back to, the authorization of the payment routes, and the feed's read-only access.
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { ROUTES, routeKey, type RouteDef } from '../../shared/routes';
import { STRIPE_SECRET_TEMPLATE } from '../lib/payments';
import { ORPHAN_PAYMENT_METRIC } from '../../functions/lib/payments/metrics';
import { grantsOfRole, logicalIdOf, testApp, type PolicyStatementJson, type TestApp } from './test-app';

type Resources = Record<
  string,
  {
    Type: string;
    Properties: Record<string, unknown>;
    DependsOn?: string | string[];
    DeletionPolicy?: string;
  }
>;

const CUSTOM_DOMAIN = {
  appUrl: 'https://tracker.example.com.au',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
};

let built: TestApp;
let template: Template;

beforeAll(() => {
  built = testApp();
  template = built.template;
});

function functionOf(app: TestApp, capability: RouteDef['capability']) {
  const fn = app.stack.api.functions.get(capability);
  if (!fn) throw new Error(`no function for ${capability}`);
  return fn;
}

function environmentOf(app: TestApp, capability: RouteDef['capability']): Record<string, unknown> {
  const fnId = logicalIdOf(functionOf(app, capability));
  const fn = (app.template.findResources('AWS::Lambda::Function') as Resources)[fnId];
  return (fn?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
}

/** Every IAM statement in the template, with the roles it applies to (inline role policies and attached policies). */
function everyStatement(t: Template): { roles: string; statement: PolicyStatementJson }[] {
  const roles = Object.entries(t.findResources('AWS::IAM::Role') as Resources).flatMap(([roleId, role]) =>
    ((role.Properties.Policies ?? []) as { PolicyDocument: { Statement: PolicyStatementJson[] } }[]).flatMap(
      (p) =>
        p.PolicyDocument.Statement.map((statement) => ({
          roles: JSON.stringify([{ Ref: roleId }]),
          statement,
        })),
    ),
  );
  const policies = Object.values(t.findResources('AWS::IAM::Policy') as Resources).flatMap((p) =>
    (p.Properties.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement.map((statement) => ({
      roles: JSON.stringify(p.Properties.Roles),
      statement,
    })),
  );
  return [...roles, ...policies];
}

/**
 * The resources each resource waits for in CloudFormation: DependsOn, Ref, Fn::GetAtt and ${...} in Fn::Sub.
 * Returns a cycle as a list of logical ids, or null. CDK does not look for cycles inside one stack; CloudFormation
 * rejects the template at deploy time, so this is the only place a cycle can be caught before a deploy.
 */
function findCycle(resources: Resources): string[] | null {
  const ids = new Set(Object.keys(resources));
  const edges = new Map<string, Set<string>>();
  const collect = (value: unknown, into: Set<string>): void => {
    if (Array.isArray(value)) {
      for (const v of value) collect(v, into);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'Ref' && typeof v === 'string' && ids.has(v)) into.add(v);
      else if (key === 'Fn::GetAtt' && Array.isArray(v) && ids.has(String(v[0]))) into.add(String(v[0]));
      else if (key === 'Fn::Sub') {
        const text = Array.isArray(v) ? v[0] : v;
        if (typeof text === 'string') {
          for (const [, name] of text.matchAll(/\$\{([A-Za-z0-9]+)[.}]/g))
            if (name && ids.has(name)) into.add(name);
        }
        collect(v, into);
      } else collect(v, into);
    }
  };
  for (const [id, resource] of Object.entries(resources)) {
    const deps = new Set<string>([resource.DependsOn ?? []].flat());
    collect(resource.Properties, deps);
    edges.set(id, deps);
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'visiting') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'visiting');
    path.push(id);
    for (const dep of edges.get(id) ?? []) {
      const cycle = visit(dep);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of ids) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return null;
}

describe('the Stripe keys secret', () => {
  it('is created holding the JSON shape the payments function parses, with empty values until an operator stores the keys', () => {
    const secrets = template.findResources('AWS::SecretsManager::Secret') as Resources;
    const stripe = secrets[logicalIdOf(built.stack.payments.stripeSecret)];
    const value = JSON.parse(stripe?.Properties.SecretString as string) as unknown;
    expect(value).toEqual({ secretKey: '', webhookSecret: '' });
    expect(value).toEqual(STRIPE_SECRET_TEMPLATE);
  });

  it('is named in the stack outputs, so the keys can be stored with put-secret-value', () => {
    const secretId = logicalIdOf(built.stack.payments.stripeSecret);
    template.hasOutput('StripeSecretArn', { Value: { Ref: secretId } });
    template.hasOutput('StripeSecretName', {});
    const outputs = template.findOutputs('StripeSecretArn');
    expect(JSON.stringify(outputs)).toContain('put-secret-value');
  });

  it('is kept when a prod stack is deleted, and removed with a dev stack', () => {
    const deletionPolicy = (app: TestApp) =>
      (app.template.findResources('AWS::SecretsManager::Secret') as Resources)[
        logicalIdOf(app.stack.payments.stripeSecret)
      ]?.DeletionPolicy;
    expect(deletionPolicy(built)).toBe('Delete');
    expect(deletionPolicy(testApp({ stage: 'prod' }))).toBe('Retain');
  });

  it('can be read by the payments function only, with GetSecretValue on that one secret', () => {
    const secretId = logicalIdOf(built.stack.payments.stripeSecret);
    const paymentsRoleId = logicalIdOf(functionOf(built, 'payments').executionRole);
    const touchingSecrets = everyStatement(template).filter(({ statement }) => {
      const actions = [statement.Action].flat();
      return (
        actions.some((a) => a === '*' || a.toLowerCase().startsWith('secretsmanager:')) ||
        JSON.stringify(statement.Resource).includes(secretId)
      );
    });
    expect(touchingSecrets).toEqual([
      {
        roles: JSON.stringify([{ Ref: paymentsRoleId }]),
        statement: { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: { Ref: secretId } },
      },
    ]);
    template.resourceCountIs('AWS::SecretsManager::ResourcePolicy', 0);
  });

  it('reaches the payments function as STRIPE_SECRET_ARN, and no other function knows of it', () => {
    const secretId = logicalIdOf(built.stack.payments.stripeSecret);
    expect(environmentOf(built, 'payments').STRIPE_SECRET_ARN).toEqual({ Ref: secretId });
    for (const capability of ['waitlist', 'account', 'feed', 'unsubscribe'] as const) {
      expect(environmentOf(built, capability).STRIPE_SECRET_ARN, capability).toBeUndefined();
    }
    // The keys themselves never appear in the function configuration.
    expect(JSON.stringify(environmentOf(built, 'payments'))).not.toMatch(/sk_|whsec_|STRIPE_SECRET_KEY/);
  });
});

describe('the site address for Stripe’s success and cancel pages', () => {
  it('is the CloudFront address, passed to the payments function as APP_URL', () => {
    const distributionId = logicalIdOf(built.stack.web.distribution);
    expect(environmentOf(built, 'payments').APP_URL).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
    template.hasOutput('StripeWebhookUrl', {
      Value: {
        'Fn::Join': [
          '',
          ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '/api/payment/webhook'],
        ],
      },
    });
  });

  it('creates no dependency cycle: the distribution waits for the API, the payments function for the distribution', () => {
    const resources = template.toJSON().Resources as Resources;
    expect(findCycle(resources)).toBeNull();
    const paymentsId = logicalIdOf(functionOf(built, 'payments'));
    const distributionId = logicalIdOf(built.stack.web.distribution);
    expect(JSON.stringify(resources[distributionId]?.Properties)).toContain(
      logicalIdOf(built.stack.api.httpApi),
    );
    expect(JSON.stringify(resources[distributionId])).not.toContain(paymentsId);
  });

  it('the cycle check finds a cycle when there is one (it is not vacuous)', () => {
    const resources = structuredClone(template.toJSON().Resources as Resources);
    const distributionId = logicalIdOf(built.stack.web.distribution);
    const paymentsId = logicalIdOf(functionOf(built, 'payments'));
    const distribution = resources[distributionId];
    if (!distribution) throw new Error('no distribution');
    distribution.DependsOn = [paymentsId];
    expect(findCycle(resources)).toEqual(expect.arrayContaining([distributionId, paymentsId]));
  });

  it('is not given to functions that build no links to the site', () => {
    for (const capability of ['waitlist', 'account', 'feed', 'unsubscribe'] as const) {
      expect(environmentOf(built, capability).APP_URL, capability).toBeUndefined();
    }
  });

  it('is the custom domain when one is configured, which the distribution then serves with TLS 1.2', () => {
    const custom = testApp(CUSTOM_DOMAIN);
    expect(environmentOf(custom, 'payments').APP_URL).toBe('https://tracker.example.com.au');
    custom.template.hasOutput('SiteUrl', { Value: 'https://tracker.example.com.au' });
    custom.template.hasOutput('DistributionDomainName', {});
    custom.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['tracker.example.com.au'],
        ViewerCertificate: {
          AcmCertificateArn: CUSTOM_DOMAIN.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      },
    });
  });
});

describe('payment routes', () => {
  const routeProps = (key: string) => {
    const route = built.stack.api.routes.get(key);
    if (!route) throw new Error(`no route ${key}`);
    const resource = (template.findResources('AWS::ApiGatewayV2::Route') as Resources)[logicalIdOf(route)];
    return resource?.Properties ?? {};
  };

  it('leaves the Stripe webhook public (Stripe signs it; it has no user token)', () => {
    const props = routeProps('POST /api/payment/webhook');
    expect(props.AuthorizationType).toBe('NONE');
    expect(props.AuthorizerId).toBeUndefined();
  });

  it('puts the Cognito JWT authorizer on create-checkout-session', () => {
    const [authorizerId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    expect(routeProps('POST /api/payment/create-checkout-session')).toMatchObject({
      AuthorizationType: 'JWT',
      AuthorizerId: { Ref: authorizerId },
    });
  });

  it('sends every payment route to the payments function', () => {
    const paymentsId = logicalIdOf(functionOf(built, 'payments'));
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Resources;
    const paymentRoutes = (ROUTES as readonly RouteDef[]).filter((r) => r.capability === 'payments');
    expect(paymentRoutes.map(routeKey)).toContain('POST /api/payment/verify-payment');
    for (const route of paymentRoutes) {
      // Target is "integrations/<integration id>", joined from a Ref to the integration.
      const integrationId = /"Ref":"([^"]+)"/.exec(JSON.stringify(routeProps(routeKey(route)).Target))?.[1];
      expect(integrationId, routeKey(route)).toBeDefined();
      expect(integrations[integrationId ?? '']?.Properties.IntegrationUri, routeKey(route)).toEqual({
        'Fn::GetAtt': [paymentsId, 'Arn'],
      });
    }
  });
});

describe('capability grants on the table', () => {
  const actionsOf = (capability: RouteDef['capability']) =>
    grantsOfRole(template, logicalIdOf(functionOf(built, capability).executionRole)).flatMap((s) =>
      [s.Action].flat(),
    );
  const WRITE = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|TransactWriteItems|\*)$/;

  it('lets the feed query the table but never write to it', () => {
    const actions = actionsOf('feed');
    expect(actions).toContain('dynamodb:Query');
    expect(actions.filter((a) => WRITE.test(a))).toEqual([]);
  });

  it.each(['account', 'payments'] as const)('lets %s read and write items', (capability) => {
    const actions = actionsOf(capability);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']),
    );
  });
});

describe('orphan payments', () => {
  it('counts the payments function’s orphan-payment log lines and alarms on the first one', () => {
    const logGroup = logicalIdOf(functionOf(built, 'payments').functionLogGroup);
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: logGroup },
      FilterPattern: `{ $.metric = "${ORPHAN_PAYMENT_METRIC}" }`,
      MetricTransformations: [Match.objectLike({ MetricName: ORPHAN_PAYMENT_METRIC, MetricValue: '1' })],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: ORPHAN_PAYMENT_METRIC,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmDescription: Match.stringLikeRegexp('ORPHAN_PAYMENT'),
    });
  });
});
