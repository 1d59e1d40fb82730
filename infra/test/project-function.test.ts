// ProjectFunction's fixed defaults and its least-privilege grant helpers, checked on a small stack.
import { describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ProjectFunction } from '../lib/project-function';
import { cdkJsonContext, logicalIdOf } from './test-app';

type Statement = { Action: string | string[]; Resource: unknown };

function build(configure: (fn: ProjectFunction, stack: Stack) => void) {
  const app = new App({
    context: {
      ...cdkJsonContext(),
      'aws:cdk:bundling-stacks': [],
      '@aws-cdk/core:validateAgainstDefaultRules': false,
    },
  });
  const stack = new Stack(app, 'FunctionTest', {
    env: { account: '123456789012', region: 'ap-southeast-2' },
  });
  const fn = new ProjectFunction(stack, 'Worker', {
    entry: 'functions/api/waitlist/handler.ts',
    serviceName: 'worker',
  });
  configure(fn, stack);
  return { app, stack, fn, template: Template.fromStack(stack) };
}

function grantsOf(template: Template): Statement[] {
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
    Properties: { PolicyDocument: { Statement: Statement[] } };
  }[];
  return policies.flatMap((p) => p.Properties.PolicyDocument.Statement);
}

describe('ProjectFunction', () => {
  it('runs Node.js 22 on arm64 with an ESM handler, active tracing and source-mapped stack traces', () => {
    const { template } = build(() => undefined);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 512,
      Timeout: 10,
      TracingConfig: { Mode: 'Active' },
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'worker', NODE_OPTIONS: '--enable-source-maps' } },
    });
  });

  it('logs to its own log group with a retention period', () => {
    const { template, fn } = build(() => undefined);
    const logGroupId = logicalIdOf(fn.functionLogGroup);
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    template.hasResourceProperties('AWS::Lambda::Function', {
      LoggingConfig: { LogGroup: { Ref: logGroupId } },
    });
  });

  it('starts with a role that has no AWS managed policy and can only write its logs and traces', () => {
    const { template } = build(() => undefined);
    const roles = Object.values(template.findResources('AWS::IAM::Role')) as {
      Properties: { ManagedPolicyArns?: unknown; Policies: { PolicyDocument: { Statement: Statement[] } }[] };
    }[];
    expect(roles).toHaveLength(1);
    expect(roles[0]?.Properties.ManagedPolicyArns).toBeUndefined();
    const actions = roles[0]?.Properties.Policies.flatMap((p) =>
      p.PolicyDocument.Statement.flatMap((s) => s.Action),
    );
    expect(actions?.sort()).toEqual(
      [
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ].sort(),
    );
    expect(grantsOf(template)).toEqual([]);
  });

  it('reads a bucket’s objects without bucket-wide wildcard actions, and names the bucket in the environment', () => {
    const { template, stack, fn } = build((worker, scope) => {
      worker.useBucket('DOCUMENTS_BUCKET', new Bucket(scope, 'Docs'), 'read');
    });
    const bucketId = logicalIdOf(stack.node.findChild('Docs'));
    const statements = grantsOf(template);
    expect(statements.flatMap((s) => [s.Action].flat()).sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    expect(statements.every((s) => JSON.stringify(s.Resource).includes(bucketId))).toBe(true);
    expect(fn.node.path).toBe('FunctionTest/Worker');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { DOCUMENTS_BUCKET: { Ref: bucketId } } },
    });
  });

  it('writes and deletes objects only when given read/write access', () => {
    const { template } = build((worker, scope) =>
      worker.useBucket('SNAPSHOTS_BUCKET', new Bucket(scope, 'Snaps'), 'readWrite'),
    );
    expect(
      grantsOf(template)
        .flatMap((s) => [s.Action].flat())
        .sort(),
    ).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject'].sort());
  });

  it('reads a table without write actions when given read access', () => {
    const { template } = build((worker, scope) =>
      worker.useTable(
        new Table(scope, 'Items', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
        'read',
      ),
    );
    const actions = grantsOf(template).flatMap((s) => [s.Action].flat());
    expect(actions).toContain('dynamodb:Query');
    expect(actions.some((a) => /Put|Update|Delete|Write/.test(a))).toBe(false);
  });

  it('passes the AwsSolutions checks with its table and bucket grants, acknowledging only the index and object scopes', () => {
    const { app } = build((worker, scope) => {
      worker.useTable(
        new Table(scope, 'Items', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
        'readWrite',
      );
      worker.useBucket(
        'DOCUMENTS_BUCKET',
        new Bucket(scope, 'Docs', { enforceSSL: true, encryption: BucketEncryption.S3_MANAGED }),
        'readWrite',
      );
    });
    const findings = new AwsSolutionsChecks(app)
      .validateScope(app)
      .violations.filter((v) =>
        v.violatingResources.some((r) => (r.constructPath ?? '').startsWith('FunctionTest/Worker')),
      );
    expect(findings.map((f) => f.ruleName)).toEqual([]);
  });
});
