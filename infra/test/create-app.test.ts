// The Contact us address the deployment gives the SPA: as configured, else the email sender's address.
import { describe, expect, it } from 'vitest';
import { supportEmailFromContext } from '../lib/create-app';

describe('supportEmailFromContext', () => {
  it('uses -c supportEmail, else the address part of the email sender, else none', () => {
    expect(supportEmailFromContext('help@tracker.example.com.au', 'Alerts <alerts@x.com.au>')).toBe(
      'help@tracker.example.com.au',
    );
    expect(
      supportEmailFromContext(undefined, 'Aged Care Policy Tracker <alerts@tracker.example.com.au>'),
    ).toBe('alerts@tracker.example.com.au');
    expect(supportEmailFromContext(undefined, undefined)).toBeUndefined();
  });

  it('refuses an address that is not an email address, naming it', () => {
    expect(() => supportEmailFromContext('support', undefined)).toThrow('"support" is not an email address');
  });
});
