// Assertions on specific resources of the synthesized stack (no whole-template snapshot).
import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { runtimeConfigSchema } from '../../shared/contracts/config';
import { TABLE_DEFINITION } from '../../functions/lib/data/table-definition';
import { CAPABILITIES, ROUTES, routeKey } from '../../shared/routes';
import { grantsOfRole, logicalIdOf, testApp, type TestApp } from './test-app';
import { WORKFLOW_TASKS } from '../lib/entries';

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

let built: TestApp;
let template: Template;

beforeAll(() => {
  built = testApp();
  template = built.template;
});

describe('the stack', () => {
  it('deploys to the stage region from cdk.json, Sydney', () => {
    expect(built.stack.region).toBe('ap-southeast-2');
    expect(built.stack.stackName).toBe('AgedCarePolicy-dev');
  });
});

describe('Data', () => {
  it('is one on-demand table keyed exactly as the shared table definition, with its GSI and TTL', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: TABLE_DEFINITION.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('has point-in-time recovery and encryption at rest', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('can be deleted with a dev stack, but is retained and deletion-protected in prod', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
    const prod = testApp({ stage: 'prod' }).template;
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    prod.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });

  it('keeps every bucket private, encrypted, TLS-only and access-logged', () => {
    const buckets = template.findResources('AWS::S3::Bucket') as Resources;
    const logsBucketId = logicalIdOf(built.stack.accessLogs.bucket);
    expect(Object.keys(buckets)).toHaveLength(4);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption, id).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
      if (id !== logsBucketId) {
        expect(bucket.Properties.LoggingConfiguration, id).toEqual({
          DestinationBucketName: { Ref: logsBucketId },
          LogFilePrefix: expect.stringMatching(/^s3\/[a-z]+\/$/),
        });
      }
    }
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy') as Resources);
    const bucketsDenyingPlainHttp = policies
      .filter((policy) =>
        JSON.stringify(policy.Properties.PolicyDocument).includes('"aws:SecureTransport":"false"'),
      )
      .map((policy) => (policy.Properties.Bucket as { Ref: string }).Ref);
    expect(bucketsDenyingPlainHttp.sort()).toEqual(Object.keys(buckets).sort());
  });

  it('versions uploaded documents and expires replaced versions after 30 days', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { LogFilePrefix: 's3/documents/' },
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } })]),
      },
    });
  });
});

describe('Auth', () => {
  it('signs in with email and asks for the names the Register form collects', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'email', Required: true }),
        Match.objectLike({ Name: 'given_name' }),
        Match.objectLike({ Name: 'family_name' }),
        Match.objectLike({ Name: 'preferred_username' }),
      ]),
    });
  });

  it('requires passwords of at least 8 characters with upper and lower case, a digit and a symbol', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('runs the pre-sign-up trigger, and Cognito may invoke it', () => {
    const triggerId = logicalIdOf(built.stack.auth.preSignUp);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [triggerId, 'Arn'] } },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
    });
  });

  it('has an admin group', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
  });

  it('lets the web client read the names, username and email that the ID token must carry, but not set email_verified', () => {
    const client = Object.values(template.findResources('AWS::Cognito::UserPoolClient') as Resources)[0];
    const read = client?.Properties.ReadAttributes as string[];
    const write = client?.Properties.WriteAttributes as string[];
    expect([...read].sort()).toEqual(
      ['email', 'email_verified', 'family_name', 'given_name', 'preferred_username'].sort(),
    );
    expect([...write].sort()).toEqual(['email', 'family_name', 'given_name', 'preferred_username'].sort());
  });

  it('gives the SPA a public client that signs in with SRP and refreshes tokens', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
  });
});

describe('Api', () => {
  it('has one Node.js 22 arm64 Lambda per capability and per workflow task, each with its own handler module', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function') as Resources).filter(
      (fn) => fn.Properties.Runtime === 'nodejs22.x',
    );
    const services = functions.map(
      (fn) =>
        (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables
          .POWERTOOLS_SERVICE_NAME,
    );
    expect(services.sort()).toEqual(
      [
        ...CAPABILITIES.map((c) => `api-${c}`),
        'pre-sign-up',
        ...Object.keys(WORKFLOW_TASKS).map((t) => `monitoring-${t}`),
      ].sort(),
    );
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        Environment: { Variables: expect.objectContaining({ NODE_OPTIONS: '--enable-source-maps' }) },
      });
    }
  });

  it('creates a route for every entry of the route table, each integrated with its capability Lambda', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route') as Resources);
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(ROUTES.map(routeKey).sort());
    for (const route of ROUTES) {
      const fn = built.stack.api.functions.get(route.capability);
      if (!fn) throw new Error(`no function for ${route.capability}`);
      const fnId = logicalIdOf(fn);
      const created = built.stack.api.routes.get(routeKey(route));
      expect(created, routeKey(route)).toBeDefined();
      const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
        Properties: { IntegrationUri: { 'Fn::GetAtt': [fnId, 'Arn'] } },
      });
      expect(Object.keys(integrations).length, routeKey(route)).toBeGreaterThan(0);
    }
  });

  it('lets each capability Lambda use the table, payments also read the Stripe secret, account delete its files and sign-in, subscribers send welcomes, admin run the tools, policies use the documents bucket and the model, profile and assessment the documents bucket and the model, training the model, and nothing else', () => {
    const tableId = logicalIdOf(built.stack.data.table);
    const documentsId = logicalIdOf(built.stack.data.documentsBucket);
    const secretId = logicalIdOf(built.stack.payments.stripeSecret);
    const machineId = logicalIdOf(built.stack.monitoring.stateMachine);
    for (const capability of CAPABILITIES) {
      const fn = built.stack.api.functions.get(capability);
      if (!fn) throw new Error(`no function for ${capability}`);
      const roleId = logicalIdOf(fn.executionRole);
      const role = (template.findResources('AWS::IAM::Role') as Resources)[roleId];
      expect(role?.Properties.ManagedPolicyArns, capability).toBeUndefined();
      const statements = grantsOfRole(template, roleId);
      expect(statements.length, capability).toBeGreaterThan(0);
      for (const statement of statements) {
        const actions = [statement.Action].flat();
        if (actions.every((a) => a.startsWith('dynamodb:'))) {
          expect(JSON.stringify(statement.Resource), capability).toContain(tableId);
        } else if (capability === 'subscribers') {
          // Welcome messages: email through SES, SMS through SNS.
          expect(
            actions.every((a) => /^(sns:Publish|sns:CheckIfPhoneNumberIsOptedOut|ses:SendEmail)$/.test(a)),
            JSON.stringify(actions),
          ).toBe(true);
        } else if (capability === 'admin') {
          // The admin tools: start the one state machine, send test messages, summarise the test update.
          expect(
            actions.every((a) =>
              /^(states:StartExecution|sns:Publish|sns:CheckIfPhoneNumberIsOptedOut|ses:SendEmail|bedrock:InvokeModel)$/.test(
                a,
              ),
            ),
            JSON.stringify(actions),
          ).toBe(true);
          if (actions.includes('states:StartExecution'))
            expect(statement.Resource).toEqual({ Ref: machineId });
        } else if (capability === 'policies') {
          // The library's search index in the documents bucket, and the assistant's model.
          expect(
            actions.every((a) => a.startsWith('s3:') || a === 'bedrock:InvokeModel'),
            JSON.stringify(actions),
          ).toBe(true);
          if (actions.some((a) => a.startsWith('s3:')))
            expect(JSON.stringify(statement.Resource)).toContain(documentsId);
        } else if (capability === 'profile' || capability === 'assessment') {
          // Business documents and logos, or documents to assess, in the documents bucket; and the model.
          expect(
            actions.every((a) => a.startsWith('s3:') || a === 'bedrock:InvokeModel'),
            JSON.stringify(actions),
          ).toBe(true);
          if (actions.some((a) => a.startsWith('s3:')))
            expect(JSON.stringify(statement.Resource)).toContain(documentsId);
        } else if (capability === 'account') {
          // Deleting an account: its files (every version) in the documents bucket and its sign-in in the user pool.
          expect(
            actions.every((a) => a.startsWith('s3:') || a === 'cognito-idp:AdminDeleteUser'),
            JSON.stringify(actions),
          ).toBe(true);
          if (actions.includes('cognito-idp:AdminDeleteUser'))
            expect(JSON.stringify(statement.Resource)).toContain(logicalIdOf(built.stack.auth.userPool));
          else expect(JSON.stringify(statement.Resource)).toContain(documentsId);
        } else if (capability === 'training') {
          // The model that writes the quizzes; modules and progress are table items.
          expect(actions, capability).toEqual(['bedrock:InvokeModel']);
        } else {
          expect({ capability, ...statement }).toEqual({
            capability: 'payments',
            Effect: 'Allow',
            Action: 'secretsmanager:GetSecretValue',
            Resource: { Ref: secretId },
          });
        }
      }
    }
  });

  it('gives the assessment and training functions two minutes, so a long model call finishes after the API has answered', () => {
    for (const capability of ['assessment', 'training'] as const) {
      const fn = built.stack.api.functions.get(capability);
      if (!fn) throw new Error(`no ${capability} function`);
      const resource = (template.findResources('AWS::Lambda::Function') as Resources)[logicalIdOf(fn)];
      expect(resource?.Properties.Timeout, capability).toBe(120);
    }
    const feed = built.stack.api.functions.get('feed');
    if (!feed) throw new Error('no feed function');
    expect(
      (template.findResources('AWS::Lambda::Function') as Resources)[logicalIdOf(feed)]?.Properties.Timeout,
    ).toBe(10);
  });

  it('throttles the stage and writes access logs without headers or bodies', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage') as Resources)[0];
    const format = (stage?.Properties.AccessLogSettings as { Format: string }).Format;
    expect(format).not.toMatch(/authorization|header|body/i);
  });
});

describe('Web', () => {
  function distributionConfig(): Record<string, unknown> {
    const [distribution] = Object.values(
      template.findResources('AWS::CloudFront::Distribution') as Resources,
    );
    return (distribution?.Properties.DistributionConfig ?? {}) as Record<string, unknown>;
  }

  it('serves the site bucket through Origin Access Control, never publicly', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const bucketId = logicalIdOf(built.stack.web.bucket);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
          }),
        ]),
      },
    });
  });

  it('sends /api/* to the HTTP API uncached, with the viewer headers except Host, for every method', () => {
    const behaviours = distributionConfig().CacheBehaviors as Record<string, unknown>[];
    expect(behaviours).toHaveLength(1);
    expect(behaviours[0]).toMatchObject({
      PathPattern: '/api/*',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
    });
    const origins = distributionConfig().Origins as { Id: string; DomainName: unknown }[];
    const apiOrigin = origins.find(
      (o) => o.Id === (behaviours[0] as { TargetOriginId: string }).TargetOriginId,
    );
    expect(JSON.stringify(apiOrigin?.DomainName)).toContain(logicalIdOf(built.stack.api.httpApi));
  });

  it('answers client-side routes with index.html through a viewer-request function, not error responses', () => {
    const config = distributionConfig();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior).toMatchObject({
      FunctionAssociations: [
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [logicalIdOf(built.stack.web.spaRewrite), 'FunctionARN'] },
        },
      ],
    });
  });

  it('adds security headers to the site and the API', () => {
    const policyRef = { Ref: logicalIdOf(built.stack.web.securityHeaders) };
    const config = distributionConfig();
    expect((config.DefaultCacheBehavior as Record<string, unknown>).ResponseHeadersPolicyId).toEqual(
      policyRef,
    );
    expect((config.CacheBehaviors as Record<string, unknown>[])[0]?.ResponseHeadersPolicyId).toEqual(
      policyRef,
    );
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000 }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      },
    });
  });

  it('lets the page send files to the documents bucket and nowhere else (the CSP names the bucket)', () => {
    const policy = Object.values(
      template.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources,
    )[0];
    const csp = JSON.stringify(
      (
        policy?.Properties.ResponseHeadersPolicyConfig as Record<
          string,
          Record<string, Record<string, unknown>>
        >
      ).SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(logicalIdOf(built.stack.data.documentsBucket));
    expect(csp).toContain('RegionalDomainName');
    const bucket = (template.findResources('AWS::S3::Bucket') as Resources)[
      logicalIdOf(built.stack.data.documentsBucket)
    ];
    expect(bucket?.Properties.CorsConfiguration).toEqual({
      CorsRules: [{ AllowedHeaders: ['*'], AllowedMethods: ['POST'], AllowedOrigins: ['*'], MaxAge: 3000 }],
    });
  });

  it('deploys the build with a config.json carrying this stack’s Cognito ids and SRP', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment') as Resources);
    const entry = deployments.find((d) => Array.isArray(d.Properties.SourceMarkers));
    expect(entry?.Properties).toMatchObject({
      DistributionPaths: expect.arrayContaining(['/index.html', '/config.json']),
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    const markers = JSON.stringify(entry?.Properties.SourceMarkers);
    expect(markers).toContain(logicalIdOf(built.stack.auth.userPool));
    expect(markers).toContain(logicalIdOf(built.stack.auth.userPoolClient));

    const assembly = built.app.synth();
    const configFiles = readdirSync(assembly.directory, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('config.json'),
    );
    expect(configFiles).toHaveLength(1);
    const config = runtimeConfigSchema.parse(
      JSON.parse(readFileSync(join(assembly.directory, configFiles[0] as string), 'utf8')),
    );
    expect(config).toMatchObject({
      stage: 'dev',
      apiBaseUrl: '',
      region: 'ap-southeast-2',
      authFlow: 'USER_SRP_AUTH',
    });
    expect(config.userPoolEndpoint).toBeUndefined();
  });
});
