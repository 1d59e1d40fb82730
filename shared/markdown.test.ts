import { describe, expect, it } from 'vitest';
import { headingSlug, plainPreview } from './markdown';

describe('headingSlug', () => {
  it('gives the anchor of a heading', () => {
    expect(headingSlug('4.2 Reporting & Escalation')).toBe('4-2-reporting-escalation');
    expect(headingSlug('  What do I do if a client falls?  ')).toBe('what-do-i-do-if-a-client-falls');
    expect(headingSlug('Café Rôle')).toBe('cafe-role');
    expect(headingSlug('***')).toBe('');
  });
});

describe('plainPreview', () => {
  it('shows the first characters as text, without markdown marks', () => {
    const md =
      '# Falls Prevention\n\n## Policy Statement\n\nWe **assess** every [resident](https://x.org) on entry.\n\n- Item';
    expect(plainPreview(md, 100)).toBe(
      'Falls Prevention Policy Statement We assess every resident on entry. Item',
    );
    expect(plainPreview('a'.repeat(150), 100)).toBe(`${'a'.repeat(100)}…`);
  });
});
