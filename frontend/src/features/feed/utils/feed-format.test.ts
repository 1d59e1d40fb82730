// Feed display helpers: newest-first order (defensive against server order, repeats and unreadable dates), long
// en-AU dates and the addresses the feed may link to.
import { describe, expect, it } from 'vitest';
import { formatLongDate, isWebUrl, newestFirst } from './feed-format';

describe('newestFirst', () => {
  it('orders by publishedAt, newest first, keeps each id once and puts unreadable dates last', () => {
    const updates = [
      { id: 'a', publishedAt: '2026-01-05T12:00:00Z' },
      { id: 'b', publishedAt: 'not a date' },
      { id: 'c', publishedAt: '2026-11-21T12:00:00Z' },
      { id: 'a', publishedAt: '2026-01-05T12:00:00Z' },
      { id: 'd', publishedAt: '2026-06-30T12:00:00Z' },
    ];
    expect(newestFirst(updates).map((u) => u.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});

describe('formatLongDate', () => {
  it("reads '21 November 2026', and null for an unreadable date", () => {
    expect(formatLongDate('2026-11-21T12:00:00Z')).toBe('21 November 2026');
    expect(formatLongDate('soon')).toBeNull();
  });
});

describe('isWebUrl', () => {
  it('accepts absolute http and https addresses only', () => {
    expect(isWebUrl('https://www.health.gov.au/news')).toBe(true);
    expect(isWebUrl('http://example.org.au')).toBe(true);
    for (const url of ['javascript:alert(1)', 'mailto:a@b.au', '/relative', '', undefined, null]) {
      expect(isWebUrl(url)).toBe(false);
    }
  });
});

describe('formatLongDate in Sydney time', () => {
  it('dates an update published late in the UTC day by its Sydney date', () => {
    expect(formatLongDate('2026-11-21T22:30:00.000Z')).toBe('22 November 2026');
    expect(formatLongDate('2026-06-30T13:59:00.000Z')).toBe('30 June 2026');
  });
});
