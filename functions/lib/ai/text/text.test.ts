import { describe, expect, it } from 'vitest';
import { effectiveDateIn, findDates, formatLongDate } from './dates';
import { extractSpans } from './facts';
import { compilePattern, SentenceIndex } from './evidence';
import { stem, terms } from './tokens';

describe('stem', () => {
  it('matches word forms and Australian/US spellings', () => {
    expect(new Set(['report', 'reports', 'reporting', 'reported'].map(stem)).size).toBe(1);
    expect(stem('organisation')).toBe(stem('organization'));
    expect(stem('behaviour')).toBe(stem('behavior'));
    expect(stem('recognised')).toBe(stem('recognized'));
  });

  it('leaves numbers and non-Latin words as they are', () => {
    expect(stem('24')).toBe('24');
    expect(stem('事件')).toBe('事件');
  });
});

describe('terms', () => {
  it('drops stopwords and keeps numbers', () => {
    expect(terms('Report the incident within 24 hours')).toEqual(['report', 'incid', '24', 'hour']);
  });
});

describe('evidence patterns', () => {
  const index = new SentenceIndex(
    [
      'Staff must report the incident to the Commission within 24 hours.',
      'We do not report near misses.',
      'Complaints must be acknowledged no later than 2 business days after receipt.',
      'The registered nurse on shift is told.',
      'Restrictive practices are used.',
    ],
    [[], [], [], [], ['Out of scope']],
  );
  const find = (p: string) => index.find(compilePattern(p));

  it('matches words in order with small gaps, word endings ignored', () => {
    expect(find('report incident')).toEqual([{ sentence: 0, negated: false }]);
    expect(find('24 hour* & commission')).toEqual([{ sentence: 0, negated: false }]);
  });

  it('marks a negated statement as negated', () => {
    expect(find('report* & near miss*')).toEqual([{ sentence: 1, negated: true }]);
  });

  it('does not read "no later than" as a negation', () => {
    expect(find('acknowledg* & business day*')).toEqual([{ sentence: 2, negated: false }]);
  });

  it('treats everything under an "Out of scope" heading as negated', () => {
    expect(find('restrictive practice*')).toEqual([{ sentence: 4, negated: true }]);
  });

  it('matches an exact word only when asked', () => {
    expect(find('register')).toEqual([{ sentence: 3, negated: false }]);
    expect(find('=register')).toEqual([]);
  });
});

describe('dates', () => {
  it('reads Australian date formats', () => {
    expect(
      findDates('From 1 November 2025, then 2025-12-01, 03/02/2026 and March 4, 2026.').map((d) => d.iso),
    ).toEqual(['2025-11-01', '2025-12-01', '2026-02-03', '2026-03-04']);
    expect(findDates('31 February 2026')).toEqual([]);
  });

  it('tells a start date from a publication date', () => {
    expect(effectiveDateIn('The amendments commence on 1 April 2026.')?.iso).toBe('2026-04-01');
    expect(effectiveDateIn('Page last updated 3 March 2026.')).toBeNull();
  });

  it('writes long dates', () => {
    expect(formatLongDate('2025-11-01')).toBe('1 November 2025');
  });
});

describe('facts in a sentence', () => {
  const roles = (text: string) =>
    extractSpans(text)
      .filter((s) => s.kind === 'role')
      .map((s) => s.text);

  it('takes a role without the possessive before it ("Your Complaints Coordinator" is the Complaints Coordinator)', () => {
    expect(roles('Your Complaints Coordinator will talk with you about what happened.')).toContain(
      'Complaints Coordinator',
    );
    expect(roles('Their Care Manager calls within two days.')).toContain('Care Manager');
  });

  it('takes a role named for two things as one role, two parties as two, and a role without its possessive', () => {
    expect(roles('Report any gift over $20 to the Finance and Administration Officer.')).toContain(
      'Finance and Administration Officer',
    );
    expect(roles('Minutes go to the Council’s Health & Wellbeing Committee.')).toContain(
      'Health & Wellbeing Committee',
    );
    expect(roles('No outing happens without the Lifestyle Coordinator’s sign-off.')).toContain(
      'Lifestyle Coordinator',
    );
    const parties = roles(
      'Clients and Team Leaders agree the roster; the Board and Chief Executive are told.',
    );
    expect(parties).not.toContain('Clients and Team Leaders');
    expect(parties).not.toContain('Board and Chief Executive');
  });
});
