// The SPA's Content Security Policy, one definition for CloudFront (infra/lib/web.ts) and the local gateway: its own
// origin, plus the Cognito endpoint Amplify calls; nothing else is loaded from outside.
export function spaContentSecurityPolicy(connectSrc: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix primitives and the toast library set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSrc].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
