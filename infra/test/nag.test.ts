// The AwsSolutions checks (cdk-nag 3) over the whole app, as `cdk synth` runs them: nothing unacknowledged, errors or
// warnings, and every acknowledgement explains itself.
import { describe, expect, it } from 'vitest';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { testApp } from './test-app';

function describeViolations(report: ReturnType<AwsSolutionsChecks['validateScope']>): string {
  return report.violations
    .map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)
    .join('\n');
}

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

describe('AwsSolutions checks', () => {
  it('find no unacknowledged error or warning in the app, for dev, prod and prod on a custom domain', () => {
    const customDomain = {
      appUrl: 'https://tracker.example.com.au',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
    };
    for (const context of [{ stage: 'dev' }, { stage: 'prod' }, { stage: 'prod', ...customDomain }]) {
      const { app, checks } = testApp(context);
      const report = checks.validateScope(app);
      expect(describeViolations(report), JSON.stringify(context)).toBe('');
      expect(report.success).toBe(true);
    }
  });

  it('run as part of synth, which fails on a finding nobody acknowledged', () => {
    const { app } = testApp({}, true);
    expect(() => app.synth()).not.toThrow();

    // Without credentials the account is only known at deploy time: acknowledgements must not depend on it.
    const { app: agnostic } = testApp({}, true, null);
    expect(() => agnostic.synth()).not.toThrow();

    const broken = testApp({}, true);
    new Bucket(broken.stack, 'CarelessBucket');
    expect(() => broken.app.synth()).toThrow(/AwsSolutions-S1[\s\S]*CarelessBucket/);
  });

  it('give every acknowledgement a rule id and a reason a reviewer can check', () => {
    const { app } = testApp();
    const acks = acknowledgements(app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.id, ack.path).toMatch(/^AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThanOrEqual(60);
    }
  });

  it('acknowledge nothing at app or stack level: each one sits on the resource it is about', () => {
    const { app, stack } = testApp();
    const broad = acknowledgements(app).filter((ack) => ack.path === '' || ack.path === stack.node.path);
    expect(broad).toEqual([]);
  });

  it('still report a finding the project has not acknowledged (the checks are live)', () => {
    const app = new App();
    const stack = new Stack(app, 'Careless');
    new Bucket(stack, 'Bucket');
    const report = new AwsSolutionsChecks(app).validateScope(app);
    expect(report.violations.map((v) => v.ruleName)).toEqual(
      expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']),
    );
  });
});
