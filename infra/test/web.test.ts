// The CloudFront Function that serves the SPA's client-side routes, run as CloudFront runs it (a plain JS
// function of the viewer request), and the site's content security policy.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, SPA_REWRITE_FUNCTION } from '../lib/web';

interface ViewerRequest {
  uri: string;
  method: string;
}

const rewrite = new Function(`${SPA_REWRITE_FUNCTION}; return handler;`)() as (event: {
  request: ViewerRequest;
}) => ViewerRequest;

const uriFor = (uri: string) => rewrite({ request: { uri, method: 'GET' } }).uri;

describe('SPA rewrite function', () => {
  it.each(['/', '/dashboard', '/policies/01J9Z8Q4X7', '/auth', '/payment-success/'])(
    'answers the client-side route %s with index.html',
    (uri) => {
      expect(uriFor(uri)).toBe('/index.html');
    },
  );

  it.each([
    '/assets/index-4f2a9c.js',
    '/assets/index-4f2a9c.css',
    '/config.json',
    '/favicon.ico',
    '/robots.txt',
  ])('leaves the file %s alone, so a missing file is not turned into the page', (uri) => {
    expect(uriFor(uri)).toBe(uri);
  });

  it('keeps to the syntax of the CloudFront Functions JavaScript runtime (no arrow functions, let/const or classes)', () => {
    expect(SPA_REWRITE_FUNCTION).not.toMatch(/=>|\blet\b|\bconst\b|\bclass\b/);
  });
});

describe('content security policy', () => {
  const csp = contentSecurityPolicy('ap-southeast-2');

  it('lets the page call its own origin and Cognito in the stack region, nothing else', () => {
    expect(csp).toContain("connect-src 'self' https://cognito-idp.ap-southeast-2.amazonaws.com;");
  });

  it('lets the page send files to the bucket it uploads to', () => {
    const withUploads = contentSecurityPolicy('ap-southeast-2', ['https://docs.s3.ap-southeast-2.amazonaws.com']);
    expect(withUploads).toContain(
      "connect-src 'self' https://cognito-idp.ap-southeast-2.amazonaws.com https://docs.s3.ap-southeast-2.amazonaws.com;",
    );
  });

  it('runs only the site’s own scripts and cannot be framed', () => {
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
