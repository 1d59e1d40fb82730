// Property test of the one markdown renderer (spec section 1): over generated hostile and benign markdown, no element,
// attribute or link scheme outside the allow-list ever reaches the DOM, raw HTML never becomes elements, and every
// link with an allowed scheme (or a relative link) survives with its address.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './markdown';

const ALLOWED_ELEMENTS = new Set([
  'div',
  'p',
  'a',
  'span',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'br',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
  'sup',
  'section',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'class',
  'href',
  'target',
  'rel',
  'id',
  'type',
  'disabled',
  'checked',
  'start',
  'style',
  'aria-describedby',
  'aria-label',
  'data-footnotes',
  'data-footnote-ref',
  'data-footnote-backref',
]);
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'irc:', 'ircs:', 'xmpp:']);

/** True for a relative reference: no scheme before the first '/', '?' or '#'. */
function isRelative(href: string): boolean {
  const colon = href.indexOf(':');
  if (colon === -1) return true;
  const cut = [href.indexOf('/'), href.indexOf('?'), href.indexOf('#')].filter((i) => i !== -1);
  return cut.some((i) => i < colon);
}

function hrefAllowed(href: string): boolean {
  if (isRelative(href)) return true;
  const scheme = `${href.slice(0, href.indexOf(':')).toLowerCase()}:`;
  return ALLOWED_SCHEMES.has(scheme);
}

/** Every problem with the rendered DOM: elements, attributes, schemes, inline handlers, styles. */
function violations(root: Element): string[] {
  const out: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED_ELEMENTS.has(tag)) out.push(`element <${tag}>`);
    for (const attr of el.getAttributeNames()) {
      const value = el.getAttribute(attr) ?? '';
      if (!ALLOWED_ATTRIBUTES.has(attr)) out.push(`attribute ${attr} on <${tag}>`);
      if (attr === 'href' && !hrefAllowed(value)) out.push(`scheme of ${value}`);
      if (attr === 'style' && !/^text-align:\s*(left|right|center)$/.test(value)) out.push(`style ${value}`);
      if (attr === 'type' && value !== 'checkbox') out.push(`type ${value}`);
      if (attr === 'target' && value !== '_blank') out.push(`target ${value}`);
    }
  }
  return out;
}

function render(markdown: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<Markdown anchorPrefix="p">{markdown}</Markdown>);
  return host;
}

// ---------------------------------------------------------------------------------------------------------------
// Generators

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
const pathPart = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
const host = fc.tuple(word, fc.constantFrom('org.au', 'gov.au', 'com', 'net')).map(([a, b]) => `${a}.${b}`);

/** Links that must survive, with the exact href they must keep. */
const allowedHref = fc.oneof(
  fc
    .tuple(fc.constantFrom('http', 'https', 'HTTPS'), host, fc.array(pathPart, { maxLength: 3 }))
    .map(([s, h, p]) => `${s}://${h}/${p.join('/')}`),
  fc.tuple(word, host).map(([u, h]) => `mailto:${u}@${h}`),
  fc.tuple(fc.constantFrom('irc', 'ircs'), host, word).map(([s, h, c]) => `${s}://${h}/${c}`),
  fc.tuple(word, host).map(([u, h]) => `xmpp:${u}@${h}`),
  fc.array(pathPart, { minLength: 1, maxLength: 3 }).map((p) => `/${p.join('/')}`),
  pathPart.map((p) => `./${p}.md`),
  pathPart.map((p) => `../${p}`),
  pathPart.map((p) => `#${p}`),
);

const scheme = fc.constantFrom(
  'javascript',
  'JaVaScRiPt',
  'vbscript',
  'data',
  'file',
  'ftp',
  'blob',
  'chrome',
  'about',
  'tel',
  'sms',
  'ws',
  'java\tscript',
  ' javascript',
  'javascript ',
);
const hostileHref = fc.oneof(
  fc.tuple(scheme, word).map(([s, w]) => `${s}:alert(${w})`),
  word.map((w) => `data:text/html;base64,${w}`),
  word.map((w) => `java&#115;cript:alert(${w})`),
  word.map((w) => `&#106;avascript:${w}`),
  word.map((w) => `javascript&colon;${w}`),
  word.map((w) => `%6Aavascript:${w}`),
);

const rawHtml = fc.oneof(
  word.map((w) => `<script>window.pwned = '${w}'</script>`),
  word.map((w) => `<img src=x onerror="window.pwned='${w}'">`),
  hostileHref.map((h) => `<a href="${h}">x</a>`),
  fc.constantFrom(
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)><circle/></svg>',
    '<style>body{display:none}</style>',
    '<object data="x.swf"></object>',
    '<form action="https://evil.example"><input name=a></form>',
    '<div style="position:fixed;inset:0" onclick="x()">overlay</div>',
    '<!-- comment -->',
    '<details open ontoggle=alert(1)>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<base href="https://evil.example/">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<link rel=stylesheet href=x.css>',
    '<button formaction=javascript:alert(1)>b</button>',
    '<textarea>',
    '</div></div><script>alert(1)</script>',
  ),
);

const hostileInline = fc.oneof(
  fc.tuple(word, hostileHref).map(([t, h]) => `[${t}](${h})`),
  fc.tuple(word, hostileHref).map(([t, h]) => `![${t}](${h})`),
  fc.tuple(word, hostileHref).map(([t, h]) => `[${t}](<${h}>)`),
  fc.tuple(word, hostileHref).map(([t, h]) => `[${t}](${h} "title")`),
  hostileHref.map((h) => `<${h}>`),
  fc.tuple(word, hostileHref).map(([t, h]) => `[${t}][r${t}]\n\n[r${t}]: ${h}`),
  rawHtml,
);

const benignInline = fc.oneof(
  word,
  word.map((w) => `**${w}**`),
  word.map((w) => `_${w}_`),
  word.map((w) => `~~${w}~~`),
  word.map((w) => `\`${w}\``),
  fc.tuple(word, allowedHref).map(([t, h]) => `[${t}](${h})`),
  host.map((h) => `https://www.${h}`),
  word.map((w) => `${w}[^1]\n\n[^1]: note ${w}`),
);

const block = fc.oneof(
  fc
    .array(fc.oneof(benignInline, hostileInline), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.join(' ')),
  word.map((w) => `# ${w}`),
  fc.tuple(fc.integer({ min: 1, max: 6 }), word).map(([n, w]) => `${'#'.repeat(n)} ${w}`),
  fc
    .array(fc.oneof(benignInline, hostileInline), { minLength: 1, maxLength: 4 })
    .map((items) => items.map((i) => `- ${i}`).join('\n')),
  fc
    .array(word, { minLength: 1, maxLength: 3 })
    .map((items) => items.map((i, n) => `${n + 1}. [${n % 2 ? 'x' : ' '}] ${i}`).join('\n')),
  fc
    .tuple(word, fc.oneof(benignInline, hostileInline))
    .map(([h, c]) => `| ${h} | b |\n| :-- | --: |\n| ${c.replace(/\n/g, ' ')} | c |`),
  fc.oneof(benignInline, hostileInline).map((c) => `> ${c}`),
  rawHtml.map((h) => `\`\`\`html\n${h}\n\`\`\``),
  fc.constant('---'),
  rawHtml,
);

/** Links at the start (each its own paragraph), then anything: the links come before anything that could swallow them. */
const markdownDocument = fc.tuple(
  fc.array(fc.tuple(word, allowedHref), { maxLength: 3 }),
  fc.array(block, { minLength: 1, maxLength: 8 }),
  fc.constantFrom('\n\n', '\n', ' ', '\n\n\n'),
);

describe('the markdown renderer', () => {
  it('lets nothing outside the allow-list reach the DOM, and keeps every allowed link', () => {
    fc.assert(
      fc.property(markdownDocument, ([links, blocks, sep]) => {
        const lead = links.map(([text, href]) => `[${text}](${href})`);
        const markdown = [...lead, blocks.join(sep)].join('\n\n');
        const root = render(markdown);

        expect(violations(root)).toEqual([]);
        const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
        for (const [, href] of links) expect(hrefs).toContain(href);
      }),
      { numRuns: 10_000 },
    );
    expect((window as { pwned?: string }).pwned).toBeUndefined();
  }, 300_000);

  it('keeps the link text of a dropped link, and shows raw HTML as text', () => {
    const root = render(
      '[click me](javascript:alert(1)) and <b onclick="x()">bold</b>\n\n<script>alert(1)</script>',
    );
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('click me');
    expect(root.querySelector('b, script')).toBeNull();
  });

  it('opens web links in a new tab and other kept links in place', () => {
    const root = render(
      '[site](https://health.gov.au/x) [mail](mailto:a@b.org) [chat](xmpp:a@b.org) [up](../x) [here](#scope)',
    );
    const by = (name: string) => [...root.querySelectorAll('a')].find((a) => a.textContent?.startsWith(name));
    expect(by('site')?.getAttribute('target')).toBe('_blank');
    expect(by('site')?.getAttribute('rel')).toBe('noopener noreferrer');
    for (const name of ['mail', 'chat', 'up', 'here']) expect(by(name)?.hasAttribute('target')).toBe(false);
    expect(by('up')?.getAttribute('href')).toBe('../x');
    expect(by('here')?.getAttribute('href')).toBe('#scope');
  });

  it('gives headings anchors under the prefix', () => {
    const root = render('# Policy\n\n## 4.2 Reporting & Escalation');
    expect(root.querySelector('h4#p-4-2-reporting-escalation')?.textContent).toBe(
      '4.2 Reporting & Escalation',
    );
  });
});
