import { describe, expect, it } from 'vitest';
import { RemovalPolicy } from 'aws-cdk-lib';
import { customDomainFromContext, stageSettings } from '../lib/stage';

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

describe('custom domain from context', () => {
  const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';

  it('is absent unless configured', () => {
    expect(customDomainFromContext(undefined, undefined)).toBeUndefined();
  });

  it('takes an https origin and its us-east-1 certificate, dropping a trailing slash', () => {
    expect(customDomainFromContext('https://Tracker.Example.com.au/', CERT)).toEqual({
      url: 'https://tracker.example.com.au',
      domainName: 'tracker.example.com.au',
      certificateArn: CERT,
    });
  });

  it.each([
    ['http://tracker.example.com.au', /https origin/],
    ['https://tracker.example.com.au/app', /without port, path or query/],
    ['https://tracker.example.com.au:8443', /without port/],
    ['https://tracker.example.com.au/?x=1', /query/],
    ['tracker.example.com.au', /not a URL/],
  ])('refuses the appUrl %s', (appUrl, message) => {
    expect(() => customDomainFromContext(appUrl, CERT)).toThrow(message);
  });

  it('needs a certificate in us-east-1, which is where CloudFront takes certificates from', () => {
    expect(() => customDomainFromContext('https://tracker.example.com.au', undefined)).toThrow(
      /certificateArn/,
    );
    expect(() =>
      customDomainFromContext('https://tracker.example.com.au', CERT.replace('us-east-1', 'ap-southeast-2')),
    ).toThrow(/us-east-1/);
  });

  it('needs the address when a certificate is given', () => {
    expect(() => customDomainFromContext(undefined, CERT)).toThrow(/appUrl/);
  });
});
