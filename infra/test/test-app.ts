// Builds the real CDK app for assertion tests: cdk.json's context (feature flags, stage, region), a one-page web
// build, and esbuild bundling skipped (CDK's `aws:cdk:bundling-stacks` context) so a synth takes seconds.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { REPO_ROOT } from '../lib/bundling';
import { createApp, type ProjectApp } from '../lib/create-app';

export const TEST_ACCOUNT = '123456789012';

export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

export function webFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-build-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Aged care policy tracker</title>');
  return dir;
}

export interface TestApp extends ProjectApp {
  readonly template: Template;
}

/**
 * The app as `cdk synth` builds it. Resource assertion tests leave the AwsSolutions checks out of the synth, so that
 * a broken property fails its own assertion; nag.test.ts runs the checks.
 */
export function testApp(
  context: Record<string, unknown> = {},
  complianceChecks = false,
  /** The deployment account; null synthesizes as `cdk synth` does without credentials (the account a token). */
  account: string | null = TEST_ACCOUNT,
): TestApp {
  const built = createApp({
    context: {
      ...cdkJsonContext(),
      'aws:cdk:bundling-stacks': [],
      // CDK's own template rules take seconds to load; they run with the compliance checks (nag.test.ts) and in synth.
      '@aws-cdk/core:validateAgainstDefaultRules': complianceChecks,
      ...context,
    },
    webAssetPath: webFixture(),
    env: account === null ? {} : { CDK_DEFAULT_ACCOUNT: account },
    complianceChecks,
  });
  let template: Template | undefined;
  // Synthesized on first use: a test may still add constructs before that.
  return {
    ...built,
    get template() {
      template ??= Template.fromStack(built.stack);
      return template;
    },
  };
}

/** The CloudFormation logical id of a construct's resource, as it appears in the template. */
export function logicalIdOf(construct: IConstruct): string {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement))
    throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(element).resolve(element.logicalId) as string;
}

export interface PolicyStatementJson {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

/** Every statement of the IAM policies (grants) attached to one role, by the role's logical id. */
export function grantsOfRole(template: Template, roleId: string): PolicyStatementJson[] {
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
    Properties: { Roles: unknown; PolicyDocument: { Statement: PolicyStatementJson[] } };
  }[];
  return policies
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}
