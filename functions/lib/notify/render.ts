// Pure message renderers: the update digest and the welcome message, as an email (HTML and plain text) and as an
// SMS. No I/O here, so every rule (escaping, sender identification, unsubscribe link, SMS length, STOP text) is
// tested on the output alone.
import { capacity, encodingOf, isGsm7, smsUnits, toGsmFriendly, truncateUnits } from './sms-encoding';

export const PRODUCT_NAME = 'Aged Care Policy Tracker';
export const SMS_OPT_OUT = 'Reply STOP to opt out';
/** Two segments: 306 GSM-7 septets, or 134 UTF-16 units once any character needs UCS-2. */
export const SMS_MAX_SEGMENTS = 2;

export type Impact = 'high' | 'medium' | 'low';

export interface MessageUpdate {
  id: string;
  title: string;
  /** Markdown, as the summariser writes it. */
  summary: string;
  url: string;
  source: string;
  publishedAt: string;
  impact?: Impact;
  /** Markdown: what the update means for this subscriber's business (only with a business profile). */
  insight?: string;
}

export interface RecipientContext {
  firstName: string;
  /** The subscriber's business name, to label the personalised insight. */
  businessName?: string;
  /** The public site, e.g. https://alerts.example.com.au (no trailing slash). */
  appUrl: string;
  /** The unsubscribe page for this message's channel (GET /api/unsubscribe?token=...). */
  unsubscribeUrl: string;
  /** Updates of the same batch left out as not about the subscriber's services or states (still on the feed). */
  setAside?: number;
}

export interface EmailMessage {
  subject: string;
  html: string;
  text: string;
}

const IMPACT_RANK: Record<Impact, number> = { high: 3, medium: 2, low: 1 };
const IMPACT_LABEL: Record<Impact, string> = {
  high: 'High impact',
  medium: 'Medium impact',
  low: 'Low impact',
};

/** Most important first: impact high > medium > low (none last), then newest. */
export function byImportance(updates: readonly MessageUpdate[]): MessageUpdate[] {
  return [...updates].sort(
    (a, b) =>
      (b.impact ? IMPACT_RANK[b.impact] : 0) - (a.impact ? IMPACT_RANK[a.impact] : 0) ||
      b.publishedAt.localeCompare(a.publishedAt),
  );
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only web links go into an href: a summary's "javascript:" link must never become clickable. */
function safeHref(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Markdown to plain text: emphasis and headings dropped, links as "text (url)", lists kept as "- " lines. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) =>
      label === href ? href : `${label} (${href})`,
    )
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[*+]\s+/gm, '- ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^>\s?/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const P_STYLE = 'margin:0 0 12px 0;font-size:16px;line-height:1.5;color:#1f2937;';

/** Plain text to HTML blocks: blank lines separate paragraphs, "- " lines become a list. Everything escaped. */
function textToHtml(text: string, style = P_STYLE): string {
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((l) => l.startsWith('- '))) {
        const items = lines
          .map((l) => `<li style="margin:0 0 4px 0;">${escapeHtml(l.slice(2))}</li>`)
          .join('');
        return `<ul style="${style}padding-left:20px;">${items}</ul>`;
      }
      return `<p style="${style}">${lines.map(escapeHtml).join('<br>')}</p>`;
    })
    .join('');
}

/** A date as Australians read it, in Sydney time ("24 November 2026"). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  });
}

function link(href: string, label: string): string {
  const safe = safeHref(href);
  if (!safe) return escapeHtml(label);
  return `<a href="${escapeHtml(safe)}" style="color:#1d4ed8;text-decoration:underline;">${escapeHtml(label)}</a>`;
}

function insightHeading(ctx: RecipientContext): string {
  return ctx.businessName ? `What this means for ${ctx.businessName}` : 'What this means for you';
}

function why(ctx: RecipientContext): string {
  return `You are receiving this because you subscribed to aged care policy alerts from ${PRODUCT_NAME} (${ctx.appUrl}).`;
}

function emailShell(title: string, ctx: RecipientContext, bodyHtml: string): string {
  const feed = `${ctx.appUrl}/feed`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en-AU">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;">',
    '<div role="article" aria-label="' +
      escapeHtml(title) +
      '" style="max-width:640px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;">',
    `<p style="margin:0 0 16px 0;font-size:14px;font-weight:bold;color:#374151;">${escapeHtml(PRODUCT_NAME)}</p>`,
    '<div style="background:#ffffff;border-radius:8px;padding:24px;">',
    bodyHtml,
    '</div>',
    '<div style="padding:16px 8px;font-size:13px;line-height:1.5;color:#4b5563;">',
    `<p style="margin:0 0 8px 0;">${escapeHtml(why(ctx))}</p>`,
    `<p style="margin:0;">${link(feed, 'See all updates')} &middot; ${link(ctx.unsubscribeUrl, 'Unsubscribe')}</p>`,
    '</div>',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

function textFooter(ctx: RecipientContext): string {
  return [
    '--',
    `${PRODUCT_NAME}`,
    why(ctx),
    `See all updates: ${ctx.appUrl}/feed`,
    `Unsubscribe: ${ctx.unsubscribeUrl}`,
  ].join('\n');
}

export function updatesSubject(updates: readonly MessageUpdate[]): string {
  const [top] = byImportance(updates);
  if (!top) throw new Error('A message needs at least one update');
  if (updates.length === 1) {
    const title = top.title.length > 110 ? `${top.title.slice(0, 107).trimEnd()}...` : top.title;
    return `Aged care policy update: ${title}`;
  }
  const high = updates.filter((u) => u.impact === 'high').length;
  return `${updates.length} new aged care policy updates${high ? ` (${high} high impact)` : ''}`;
}

/** The email for a batch of updates: one update, or a digest of several, most important first. */
export function renderUpdatesEmail(updates: readonly MessageUpdate[], ctx: RecipientContext): EmailMessage {
  const ordered = byImportance(updates);
  const subject = updatesSubject(updates);
  const intro =
    ordered.length === 1
      ? 'A monitored government source has published an aged care policy change.'
      : `Monitored government sources have published ${ordered.length} aged care policy changes.`;

  const html: string[] = [
    `<h1 style="margin:0 0 12px 0;font-size:22px;line-height:1.3;color:#111827;">${escapeHtml(subject)}</h1>`,
    `<p style="${P_STYLE}">Hi ${escapeHtml(ctx.firstName)},</p>`,
    `<p style="${P_STYLE}">${escapeHtml(intro)}</p>`,
  ];
  const text: string[] = [`Hi ${ctx.firstName},`, '', intro, ''];

  const feed = `${ctx.appUrl}/feed`;
  let group: string | null = null;
  ordered.forEach((u, i) => {
    // A digest is grouped by impact, high first.
    const heading = u.impact ? IMPACT_LABEL[u.impact] : 'Other updates';
    if (ordered.length > 1 && heading !== group) {
      group = heading;
      html.push(
        `<h2 style="margin:24px 0 0 0;font-size:14px;letter-spacing:0.05em;text-transform:uppercase;color:#374151;">${escapeHtml(heading)}</h2>`,
      );
      text.push(heading.toUpperCase(), '');
    }
    const meta = [u.source, formatDate(u.publishedAt), u.impact ? IMPACT_LABEL[u.impact] : null]
      .filter(Boolean)
      .join(' | ');
    const summary = markdownToText(u.summary);
    html.push(
      `<div style="border-top:1px solid #e5e7eb;padding-top:16px;margin-top:16px;">`,
      `<h3 style="margin:0 0 4px 0;font-size:18px;line-height:1.3;color:#111827;">${link(u.url, u.title)}</h3>`,
      `<p style="margin:0 0 12px 0;font-size:13px;color:#4b5563;">${escapeHtml(meta)}</p>`,
      textToHtml(summary),
    );
    text.push(`${i + 1}. ${u.title}`, meta, '', summary, '');
    if (u.insight) {
      const insight = markdownToText(u.insight);
      html.push(
        '<div style="background:#eff6ff;border-left:4px solid #1d4ed8;padding:12px 16px;margin:0 0 12px 0;">',
        `<h4 style="margin:0 0 8px 0;font-size:15px;color:#1e3a8a;">${escapeHtml(insightHeading(ctx))}</h4>`,
        textToHtml(insight, 'margin:0 0 8px 0;font-size:15px;line-height:1.5;color:#1f2937;'),
        '</div>',
      );
      text.push(`${insightHeading(ctx)}:`, insight, '');
    }
    html.push(
      `<p style="${P_STYLE}">${link(u.url, `Read the original on ${u.source}`)} · ${link(feed, 'See it in your feed')}</p>`,
      '</div>',
    );
    text.push(`Read the original: ${u.url}`, `See it in your feed: ${feed}`, '');
  });

  if (ctx.setAside) {
    const note = `${ctx.setAside === 1 ? 'One more update was' : `${ctx.setAside} more updates were`} published about services or states your business profile does not list. ${ctx.setAside === 1 ? 'It is' : 'They are'} on your feed, marked 'Not relevant to your services'.`;
    html.push(`<p style="${P_STYLE}">${escapeHtml(note)} ${link(feed, 'Open your feed')}</p>`);
    text.push(note, `Open your feed: ${feed}`, '');
  }
  text.push(textFooter(ctx));
  return { subject, html: emailShell(subject, ctx, html.join('\n')), text: text.join('\n') };
}

export function renderWelcomeEmail(ctx: RecipientContext): EmailMessage {
  const subject = `Welcome to ${PRODUCT_NAME} alerts`;
  const lines = [
    `Hi ${ctx.firstName},`,
    `Thank you for subscribing. ${PRODUCT_NAME} watches Australian government aged care sources every day and emails you a plain-language summary whenever a policy or legislation change is published, with links to the original sources.`,
    'You can unsubscribe at any time with the link at the bottom of every email.',
  ];
  const html = [
    `<h1 style="margin:0 0 12px 0;font-size:22px;line-height:1.3;color:#111827;">${escapeHtml(subject)}</h1>`,
    ...lines.map((l) => `<p style="${P_STYLE}">${escapeHtml(l)}</p>`),
  ].join('\n');
  return {
    subject,
    html: emailShell(subject, ctx, html),
    text: [...lines.flatMap((l) => [l, '']), textFooter(ctx)].join('\n'),
  };
}

export interface SmsMessage {
  text: string;
  encoding: 'GSM-7' | 'UCS-2';
  units: number;
}

function finishSms(parts: { lead: string; body: string[]; tail: string }): SmsMessage {
  // The fixed parts decide the encoding first; the variable parts are then cut to the room that encoding leaves.
  const fixedGsm = isGsm7(parts.lead + parts.tail) && parts.body.every(isGsm7);
  const encoding = fixedGsm ? 'GSM-7' : 'UCS-2';
  const max = capacity(encoding, SMS_MAX_SEGMENTS);
  let room = max - smsUnits(`${parts.lead} ${parts.tail}`, encoding);
  const kept: string[] = [];
  for (const piece of parts.body) {
    if (room < 12) break;
    const cut = truncateUnits(piece, room - 1, encoding);
    if (cut === '') break;
    kept.push(cut);
    room -= smsUnits(cut, encoding) + 1;
  }
  const text = [parts.lead, ...kept, parts.tail].join(' ');
  return { text, encoding: encodingOf(text), units: smsUnits(text) };
}

/** Source links that are short enough go in the SMS; otherwise the feed does. */
const MAX_SMS_LINK = 80;

function fitsSms(text: string): boolean {
  return smsUnits(text) <= capacity(encodingOf(text), SMS_MAX_SEGMENTS);
}

/** One update as one whole sentence: its title, marked when its impact is high. */
function smsLine(u: MessageUpdate): string {
  const title = toGsmFriendly(u.title.replace(/\s+/g, ' ').trim()).replace(/[\s.]+$/, '');
  return `${u.impact === 'high' ? 'High impact: ' : ''}${title}.`;
}

function firstSentence(markdown: string): string {
  const text = toGsmFriendly(markdownToText(markdown).replace(/\s+/g, ' ').trim());
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? '';
}

/**
 * The SMS for a batch, in at most two segments, never cut mid-sentence: the most important updates that fit whole
 * (one update with the first sentence of its summary when that fits too), then "+N more: <feed link>" for the rest,
 * and the opt-out instruction.
 */
export function renderUpdatesSms(
  updates: readonly MessageUpdate[],
  ctx: Pick<RecipientContext, 'appUrl'>,
): SmsMessage {
  const ordered = byImportance(updates);
  const top = ordered[0];
  if (!top) throw new Error('A message needs at least one update');
  const feed = `${ctx.appUrl}/feed`;
  const lead = `${PRODUCT_NAME}:`;
  const finish = (text: string): SmsMessage => ({ text, encoding: encodingOf(text), units: smsUnits(text) });
  const lines = ordered.map(smsLine);
  if (ordered.length === 1) {
    const url = top.url.length <= MAX_SMS_LINK && safeHref(top.url) ? top.url : feed;
    const sentence = firstSentence(top.summary);
    for (const body of [[lines[0], sentence], [lines[0]]]) {
      const text = [lead, ...body.filter(Boolean), url, SMS_OPT_OUT].join(' ');
      if (fitsSms(text)) return finish(text);
    }
  } else {
    for (let k = ordered.length; k >= 1; k--) {
      const rest = ordered.length - k;
      const tail = rest ? `+${rest} more: ${feed}` : feed;
      const text = [lead, ...lines.slice(0, k), tail, SMS_OPT_OUT].join(' ');
      if (fitsSms(text)) return finish(text);
    }
  }
  // Not even the first title fits whole: say how many updates there are, and where to read them.
  const n = ordered.length;
  const high = ordered.filter((u) => u.impact === 'high').length;
  return finish(
    `${lead} ${n} new aged care policy update${n > 1 ? 's' : ''}${high ? ` (${high} high impact)` : ''}: ${feed} ${SMS_OPT_OUT}`,
  );
}

export function renderWelcomeSms(ctx: Pick<RecipientContext, 'appUrl'>): SmsMessage {
  return finishSms({
    lead: `${PRODUCT_NAME}:`,
    body: [
      "you're subscribed to aged care policy alerts by SMS. We text you when a government source publishes a change.",
    ],
    tail: `${ctx.appUrl}/feed ${SMS_OPT_OUT}`,
  });
}
