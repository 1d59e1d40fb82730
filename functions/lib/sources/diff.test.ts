// What counts as a change a reader would see: new words do; markup, entities, whitespace, quote and dash styles, an
// ellipsis written another way, or a text cut short by the page do not.
import { describe, expect, it } from 'vitest';
import { changedVisibly, isCutShort, sameVisibleText } from './diff';

describe('sameVisibleText', () => {
  it.each([
    ['Food, nutrition &amp; dining'.replace('&amp;', '&'), 'Food,  nutrition & dining'],
    [
      'Providers’ “worker screening” obligations – update',
      'Providers\' "worker screening" obligations - update',
    ],
    ['Summary that goes on…', 'Summary that goes on...'],
    ['Title\n  split over\tlines', 'Title split over lines'],
    ['Quality Bulletin No. 12', 'quality bulletin no. 12'],
  ])('%j reads the same as %j', (a, b) => {
    expect(sameVisibleText(a, b)).toBe(true);
  });

  it.each([
    ['Claims due by 31 November 2026', 'Claims due by 30 November 2026'],
    ['Draft guide: Support at Home', 'Final guide: Support at Home'],
    ['Webinar on complaints handling', 'Webinar on complaints handling postponed'],
  ])('%j differs from %j', (a, b) => {
    expect(sameVisibleText(a, b)).toBe(false);
  });
});

describe('isCutShort', () => {
  it('knows a text cut with an ellipsis or inside a word', () => {
    expect(
      isCutShort(
        'Serious Incident Response Scheme: new gui…',
        'Serious Incident Response Scheme: new guidance',
      ),
    ).toBe(true);
    expect(
      isCutShort(
        'Serious Incident Response Scheme: new gui',
        'Serious Incident Response Scheme: new guidance',
      ),
    ).toBe(true);
  });

  it('does not take words added after a whole title for a cut', () => {
    expect(isCutShort('Aged Care Rules 2025', 'Aged Care Rules 2025 – consultation closes 5 December')).toBe(
      false,
    );
  });
});

describe('changedVisibly', () => {
  const before = {
    title: 'Monthly statements: what is new',
    excerpt: 'Statements now show the base care tariff.',
  };

  it('reports a new title or a summary that says something else', () => {
    expect(
      changedVisibly(
        before,
        { ...before, title: 'Monthly statements: what has changed' },
        { compareExcerpts: true },
      ),
    ).toBe(true);
    expect(
      changedVisibly(
        before,
        { ...before, excerpt: 'Statements are delayed until March.' },
        { compareExcerpts: true },
      ),
    ).toBe(true);
  });

  it('ignores a title cut short, and summaries read by another reader', () => {
    expect(
      changedVisibly(before, { ...before, title: 'Monthly statements: wh…' }, { compareExcerpts: true }),
    ).toBe(false);
    expect(changedVisibly(before, { ...before, excerpt: 'Anything else.' }, { compareExcerpts: false })).toBe(
      false,
    );
  });

  it('reports a new version of an item that has one', () => {
    expect(
      changedVisibly(
        { ...before, version: 'C2026C00001' },
        { ...before, version: 'C2026C00002' },
        { compareExcerpts: true },
      ),
    ).toBe(true);
  });
});
