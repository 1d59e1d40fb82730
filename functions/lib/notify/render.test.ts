import { describe, expect, it } from 'vitest';
import {
  byImportance,
  markdownToText,
  renderUpdatesEmail,
  renderUpdatesSms,
  renderWelcomeEmail,
  renderWelcomeSms,
  SMS_OPT_OUT,
  type MessageUpdate,
  type RecipientContext,
} from './render';
import { encodingOf, segmentCount, smsUnits } from './sms-encoding';

const ctx: RecipientContext = {
  firstName: 'Jane',
  appUrl: 'https://alerts.example.com.au',
  unsubscribeUrl: 'https://alerts.example.com.au/api/unsubscribe?token=abc.def',
};

function update(overrides: Partial<MessageUpdate> = {}): MessageUpdate {
  return {
    id: 'u1',
    title: 'Strengthened Quality Standards commence',
    summary:
      'The **strengthened** Aged Care Quality Standards apply from 1 November 2025.\n\nProviders must update their policies.',
    url: 'https://www.health.gov.au/news/standards',
    source: 'Department of Health, Disability and Ageing',
    publishedAt: '2025-11-01T00:00:00.000Z',
    impact: 'medium',
    ...overrides,
  };
}

describe('email', () => {
  it('escapes every piece of text that came from a source or a subscriber', () => {
    const evil = update({
      title: '<script>alert(1)</script> & "quotes"',
      summary: 'Click <img src=x onerror=alert(1)> now',
      url: 'javascript:alert(1)',
      insight: '<b>bold</b> insight',
    });
    const email = renderUpdatesEmail([evil], {
      ...ctx,
      firstName: '<Jane>',
      businessName: 'Sunrise & Co <Care>',
    });

    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>bold');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(email.html).toContain('Hi &lt;Jane&gt;,');
    expect(email.html).toContain('What this means for Sunrise &amp; Co &lt;Care&gt;');
    // A non-web link is shown as text, never as an href.
    expect(email.html).not.toMatch(/href="javascript:/i);
  });

  it('identifies the sender, says why the email came and links to unsubscribe in both parts', () => {
    const email = renderUpdatesEmail([update()], ctx);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Aged Care Policy Tracker');
      expect(part).toContain('You are receiving this because you subscribed to aged care policy alerts');
    }
    expect(email.html).toContain(`href="${ctx.unsubscribeUrl.replace(/&/g, '&amp;')}"`);
    expect(email.html).toMatch(/>Unsubscribe<\/a>/);
    expect(email.text).toContain(`Unsubscribe: ${ctx.unsubscribeUrl}`);
    expect(email.html).toContain('<html lang="en-AU">');
    expect(email.html).toContain('href="https://www.health.gov.au/news/standards"');
    expect(email.text).toContain('Read the original: https://www.health.gov.au/news/standards');
    expect(email.text).not.toContain('**');
    expect(email.subject).toBe('Aged care policy update: Strengthened Quality Standards commence');
  });

  it('puts several updates in one digest, most important first, each with its link and insight', () => {
    const updates = [
      update({
        id: 'a',
        title: 'Low old',
        impact: 'low',
        publishedAt: '2025-10-01T00:00:00Z',
        url: 'https://a.example/1',
      }),
      update({
        id: 'b',
        title: 'High one',
        impact: 'high',
        publishedAt: '2025-09-01T00:00:00Z',
        url: 'https://a.example/2',
        insight: 'Review your **restrictive practices** policy.',
      }),
      update({
        id: 'c',
        title: 'Medium newer',
        impact: 'medium',
        publishedAt: '2025-11-02T00:00:00Z',
        url: 'https://a.example/3',
      }),
      update({
        id: 'd',
        title: 'Medium older',
        impact: 'medium',
        publishedAt: '2025-10-02T00:00:00Z',
        url: 'https://a.example/4',
      }),
    ];
    const email = renderUpdatesEmail(updates, { ...ctx, businessName: 'Sunrise Care' });

    expect(email.subject).toBe('4 new aged care policy updates (1 high impact)');
    const order = ['High one', 'Medium newer', 'Medium older', 'Low old'].map((t) => email.text.indexOf(t));
    expect(order.every((pos, i) => pos >= 0 && (i === 0 || pos > (order[i - 1] ?? 0)))).toBe(true);
    for (const n of [1, 2, 3, 4]) expect(email.html).toContain(`href="https://a.example/${n}"`);
    // Grouped by impact, high first; each update links to its source and to the feed.
    const groups = [
      'HIGH IMPACT',
      'High one',
      'MEDIUM IMPACT',
      'Medium newer',
      'Medium older',
      'LOW IMPACT',
      'Low old',
    ];
    const at = groups.map((t) => email.text.indexOf(t));
    expect(at.every((pos, i) => pos >= 0 && (i === 0 || pos > (at[i - 1] ?? 0)))).toBe(true);
    expect(email.text.match(/See it in your feed: https:\/\/alerts\.example\.com\.au\/feed/g)).toHaveLength(
      4,
    );
    expect(
      email.html.match(/href="https:\/\/alerts\.example\.com\.au\/feed"/g)?.length,
    ).toBeGreaterThanOrEqual(4);
    expect(email.html).toContain('>Medium impact</h2>');
    expect(email.text).toContain(
      'What this means for Sunrise Care:\nReview your restrictive practices policy.',
    );
    expect(email.html.match(/What this means for/g)).toHaveLength(1);
  });

  it('welcomes a new subscriber with the same identification and unsubscribe link', () => {
    const email = renderWelcomeEmail(ctx);
    expect(email.subject).toBe('Welcome to Aged Care Policy Tracker alerts');
    expect(email.text).toContain(`Unsubscribe: ${ctx.unsubscribeUrl}`);
    expect(email.html).toContain('You are receiving this because you subscribed');
  });
});

describe('markdownToText', () => {
  it('keeps the words and the link targets', () => {
    expect(
      markdownToText('## Heading\n\nSee [the notice](https://x.gov.au/n) and *note* this.\n* one\n* two'),
    ).toBe('Heading\n\nSee the notice (https://x.gov.au/n) and note this.\n- one\n- two');
  });
});

describe('SMS', () => {
  const long =
    'The Department has announced significant changes to the way residential aged care funding is calculated under the new Act, '.repeat(
      4,
    );

  it('carries the most important updates that fit whole, then +N more with the feed link, never a cut sentence', () => {
    const titles = [
      'New funding model for residential care from 1 July 2027',
      'Support at Home claiming changes for December 2026',
      'Strengthened Quality Standards: guidance for providers on outcome 5',
      'Serious Incident Response Scheme: new guidance on unexplained absences',
      'Registration renewals open for category 4, 5 and 6 providers',
      'Minor form update',
    ];
    const updates = titles.map((title, i) =>
      update({
        id: `u${i}`,
        title,
        impact: i === 0 ? 'high' : i === 5 ? 'low' : 'medium',
        publishedAt: `2025-12-0${i + 1}T00:00:00Z`,
        summary: long,
      }),
    );
    const sms = renderUpdatesSms(updates, ctx);
    expect(
      sms.text.startsWith(
        'Aged Care Policy Tracker: High impact: New funding model for residential care from 1 July 2027.',
      ),
    ).toBe(true);
    const shown = byImportance(updates)
      .map((u) => u.title)
      .filter((t) => sms.text.includes(`${t}.`));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(sms.text).toContain(
      `+${titles.length - shown.length} more: https://alerts.example.com.au/feed ${SMS_OPT_OUT}`,
    );
    // What is shown is whole: the lead, whole titles, the tail; nothing else, and no summary cut short.
    expect(sms.text).not.toContain('...');
    expect(
      sms.text
        .replace(/Aged Care Policy Tracker: /, '')
        .replace(/High impact: /, '')
        .replace(/ \+\d+ more: .*$/, ''),
    ).toBe(shown.map((t) => `${t}.`).join(' '));
    expect(sms.encoding).toBe('GSM-7');
    expect(segmentCount(sms.text)).toBeLessThanOrEqual(2);
    // The most important ones: the low impact update is never shown while a medium one is left out.
    expect(shown).not.toContain('Minor form update');
  });

  it('gives one update its title and the first sentence of its summary, whole, when they fit', () => {
    expect(renderUpdatesSms([update()], ctx).text).toBe(
      `Aged Care Policy Tracker: Strengthened Quality Standards commence. The strengthened Aged Care Quality Standards apply from 1 November 2025. https://www.health.gov.au/news/standards ${SMS_OPT_OUT}`,
    );
    // A first sentence too long for two segments is left out whole, never cut.
    const sentence = `${'The Department has announced significant changes to residential aged care funding '.repeat(4).trim()}.`;
    expect(renderUpdatesSms([update({ summary: `${sentence} More follows.` })], ctx).text).toBe(
      `Aged Care Policy Tracker: Strengthened Quality Standards commence. https://www.health.gov.au/news/standards ${SMS_OPT_OUT}`,
    );
  });

  it('says how many updates there are when not even the first title fits whole', () => {
    const sms = renderUpdatesSms(
      [update({ title: 'A very long title '.repeat(20), impact: 'high' }), update({ id: 'x' })],
      ctx,
    );
    expect(sms.text).toBe(
      `Aged Care Policy Tracker: 2 new aged care policy updates (1 high impact): https://alerts.example.com.au/feed ${SMS_OPT_OUT}`,
    );
  });

  it('links the source of a single update when the link is short', () => {
    const sms = renderUpdatesSms([update()], ctx);
    expect(sms.text).toContain('https://www.health.gov.au/news/standards Reply STOP to opt out');
    expect(segmentCount(sms.text)).toBeLessThanOrEqual(2);
  });

  it('turns curly quotes and dashes into GSM characters rather than halving the room', () => {
    const sms = renderUpdatesSms(
      [update({ title: 'Providers’ “duty of care” – new guidance', summary: long })],
      ctx,
    );
    expect(sms.encoding).toBe('GSM-7');
    expect(sms.text).toContain(`Providers' "duty of care" - new guidance.`);
  });

  it('fits two UCS-2 segments (134 units) when a character outside GSM-7 appears', () => {
    const sms = renderUpdatesSms(
      [update({ title: 'Guidance for Māori and Pasifika residents', summary: long })],
      ctx,
    );
    expect(encodingOf(sms.text)).toBe('UCS-2');
    expect(sms.text.length).toBeLessThanOrEqual(134);
    expect(segmentCount(sms.text)).toBe(2);
    expect(sms.text).toContain('Māori');
    expect(sms.text.endsWith(SMS_OPT_OUT)).toBe(true);
  });

  it('counts GSM extension characters twice and emoji as two UCS-2 units', () => {
    expect(smsUnits('a€[')).toBe(5);
    expect(segmentCount('x'.repeat(160))).toBe(1);
    expect(segmentCount('x'.repeat(161))).toBe(2);
    expect(segmentCount('€'.repeat(80))).toBe(1);
    expect(segmentCount('€'.repeat(81))).toBe(2);
    expect(smsUnits('🙂')).toBe(2);
    expect(segmentCount('é'.repeat(160))).toBe(1);
    expect(segmentCount('ā'.repeat(70))).toBe(1);
    expect(segmentCount('ā'.repeat(71))).toBe(2);
  });

  it('welcomes by SMS with the opt-out instruction', () => {
    const sms = renderWelcomeSms(ctx);
    expect(sms.text).toMatch(/^Aged Care Policy Tracker: you're subscribed/);
    expect(sms.text.endsWith(`https://alerts.example.com.au/feed ${SMS_OPT_OUT}`)).toBe(true);
    expect(segmentCount(sms.text)).toBeLessThanOrEqual(2);
  });
});

describe('byImportance', () => {
  it('ranks impact before date, updates without an impact last', () => {
    const order = byImportance([
      update({ id: 'none', impact: undefined, publishedAt: '2026-01-01T00:00:00Z' }),
      update({ id: 'low', impact: 'low' }),
      update({ id: 'high-old', impact: 'high', publishedAt: '2024-01-01T00:00:00Z' }),
      update({ id: 'high-new', impact: 'high', publishedAt: '2025-01-01T00:00:00Z' }),
    ]).map((u) => u.id);
    expect(order).toEqual(['high-new', 'high-old', 'low', 'none']);
  });
});
