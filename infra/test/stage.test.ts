import { describe, expect, it } from 'vitest';
import { RemovalPolicy } from 'aws-cdk-lib';
import { stageSettings } from '../lib/stage';

describe('stage settings', () => {
  it('retains data and protects the table in prod only', () => {
    expect(stageSettings('prod')).toMatchObject({
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });
    expect(stageSettings('dev')).toMatchObject({
      removalPolicy: RemovalPolicy.DESTROY,
      deletionProtection: false,
    });
  });

  it('throttles prod less tightly than other stages', () => {
    expect(stageSettings('prod').apiThrottle.rateLimit).toBeGreaterThan(
      stageSettings('dev').apiThrottle.rateLimit,
    );
  });

  it.each(['', 'Prod', 'my stage', '1dev', 'a'.repeat(21)])('refuses the stage name "%s"', (name) => {
    expect(() => stageSettings(name)).toThrow(/Stage/);
  });
});
