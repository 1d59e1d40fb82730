import { describe, expect, it } from 'vitest';
import { AU_PHONE_MESSAGE, isAustralianPhone, toE164 } from './phone';

describe('Australian phone rule', () => {
  const valid: [string, string][] = [
    ['0412345678', '+61412345678'],
    ['0412 345 678', '+61412345678'],
    ['0412-345-678', '+61412345678'],
    ['+61412345678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['61 4 1234 5678', '+61412345678'],
    ['0298765432', '+61298765432'],
    ['02 9876 5432', '+61298765432'],
    ['03-9123-4567', '+61391234567'],
    ['0712345678', '+61712345678'],
    ['08 8123 4567', '+61881234567'],
    ['+61 3 9123 4567', '+61391234567'],
    ['  0412345678  ', '+61412345678'],
  ];
  const invalid = [
    '',
    '0112345678', // 1 is not an allowed area digit
    '0512345678', // 5 is not allowed
    '0612345678',
    '0912345678',
    '041234567', // too short
    '04123456789', // too long
    '+6141234567', // too short after +61
    '+614123456789', // too long after +61
    '+44412345678', // another country
    '412345678', // no prefix
    '04 12 34 56 7a',
    '0412  345678', // two separators in a row
    '0412_345_678',
    '(02) 9876 5432', // brackets are not in the rule
    '+61 0412 345 678', // trunk 0 after +61
  ];

  it.each(valid)('accepts %j and normalises it to %s', (input, e164) => {
    expect(isAustralianPhone(input)).toBe(true);
    expect(toE164(input)).toBe(e164);
  });

  it.each(invalid)('refuses %j', (input) => {
    expect(isAustralianPhone(input)).toBe(false);
    expect(() => toE164(input)).toThrow(AU_PHONE_MESSAGE);
  });

  it('has at least 20 cases in its table', () => {
    expect(valid.length + invalid.length).toBeGreaterThanOrEqual(20);
  });
});
