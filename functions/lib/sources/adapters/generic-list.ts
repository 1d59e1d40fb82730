// The generic listing reader: finds a page's news items without knowing its markup. Government sites change their
// markup without notice; when a source's own selectors find nothing (or far fewer items than before), this reader
// finds the page's repeated item pattern instead: the largest group of sibling elements that each hold one link to
// an item page with a title, and usually a date and a summary (cards, table rows, list items, definition lists,
// Drupal view rows, articles, headings followed by paragraphs), inside the main content, ignoring navigation,
// header, footer, asides, pagers and forms.
import * as cheerio from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { findDate, readDate } from '../dates';
import { collapse, type ListedItem } from './types';

type $ = cheerio.CheerioAPI;

/** Never part of a listing. */
const CHROME =
  'script, style, noscript, template, svg, iframe, nav, aside, dialog, button, select, ' +
  '[role=navigation], [role=banner], [role=contentinfo], [role=complementary], [role=search], [hidden], ' +
  '[aria-hidden=true]';

/** Link texts that never title an item. */
const GENERIC_LINK =
  /^(read|learn|find out|see|view|show)( (the )?(more|full|all|details|article|story|release|post|update|news|media release))?( about .*)?(\s*[»›>→.…]+)?$|^(more|details|continue( reading)?|download|share|print|email|next|previous|prev|back|top|skip to .*)(\s*[»›>→.…]+)?$/i;

/**
 * A class or id that names page furniture rather than content: it begins with the furniture's name ("breadcrumb__item",
 * "menu--level-2", "region-sidebar-first"), so that a layout named after it ("layout-content-with-sidebar") stays.
 */
const FURNITURE =
  /^(?:region-|block-)?(breadcrumbs?|pager|pagination|cookie|skip|share|social|menu|mega-?menu|navbar|sidebar|related|popular|quick-?links|tags?|subscribe|site-footer|site-header|toolbar|alert-banner)(?:$|[-_])/i;

interface Candidate {
  item: ListedItem;
  /** The item's first element, for document order. */
  element: Element;
  hasDate: boolean;
  hasExcerpt: boolean;
  titleWords: number;
}

interface Group {
  items: Candidate[];
  members: Array<cheerio.Cheerio<Element>>;
  /** The element whose children the members are. */
  parent: Element;
  /** Members are single children (not a heading or term with the siblings after it). */
  plain: boolean;
  score: number;
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag';
}

function resolve(href: string | undefined, base: string): string | undefined {
  const h = href?.trim();
  if (!h || h.startsWith('#') || /^(javascript|mailto|tel|data):/i.test(h)) return undefined;
  try {
    const url = new URL(h, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const HEADING = 'h1, h2, h3, h4, h5, h6, [role=heading]';

/** The title, link, date and summary of one would-be item, or null when it is not one. */
/** Text a reader sees: screen-reader-only text (a title repeated inside "Read more") left out. */
function visible($: $, el: Element): string {
  const copy = $(el).clone();
  copy.find(SCREEN_READER_ONLY).remove();
  return collapse(copy.text());
}

const SCREEN_READER_ONLY = '.sr-only, .visually-hidden, .screen-reader-text, .element-invisible, .u-sr-only';
/** An element a CMS names as the item's title (BEM "__title", "headline", schema.org name). */
const TITLE_NAMED =
  '[class*=title i], [class*=heading i], [class*=headline i], [itemprop=headline], [itemprop=name]';

/**
 * The separate pieces of text inside an element, in order ("News", "13 November 2026", the title, the summary): the
 * text of each element that holds text of its own.
 */
function blocksOf($: $, el: Element): string[] {
  const out: string[] = [];
  for (const node of $(el).find('*').addBack().toArray()) {
    if (!isElement(node) || $(node).is(SCREEN_READER_ONLY)) continue;
    const own = node.children.some((c) => c.type === 'text' && c.data.trim());
    if (own) {
      const text = visible($, node);
      if (text && !out.some((o) => o.includes(text))) out.push(text);
    }
  }
  return out;
}

/** A piece of text that can title an item: words, not just a date or a one-word label. */
function titleLike(text: string): boolean {
  if (words(text) < 2) return false;
  const date = findDate(text);
  return !date || collapse(text.replace(date.match, '')).split(' ').length > 4;
}

/** The title, link, date and summary of one would-be item, or null when it is not one. */
function readItem($: $, parts: cheerio.Cheerio<Element>, base: string, pageUrl: string): Candidate | null {
  const links = parts
    .filter('a[href]')
    .add(parts.find('a[href]'))
    .toArray()
    .map((a) => ({ el: a, url: resolve($(a).attr('href'), base), text: visible($, a) }))
    .filter((l): l is { el: Element; url: string; text: string } => Boolean(l.url) && l.url !== pageUrl);
  if (!links.length) return null;
  const distinct = new Set(links.map((l) => l.url));
  const only = distinct.size === 1 ? links[0]?.url : undefined;
  const linkOf = (el: Element) =>
    links.find((l) => l.el === el || $(l.el).find(el).length > 0 || $(el).find(l.el).length > 0)?.url;

  // The title: a heading that holds (or is held by) a link; else an element named as the title; else the link with
  // the most words that starts the item; else a heading, when every link goes to the one page (a "Read more").
  let title = '';
  let url: string | undefined;
  const headings = parts.filter(HEADING).add(parts.find(HEADING)).toArray();
  for (const h of headings) {
    const text = visible($, h);
    const to = text ? linkOf(h) : undefined;
    if (to) {
      title = text;
      url = to;
      break;
    }
  }
  const content = links.filter((l) => l.text && !GENERIC_LINK.test(l.text));
  const text = collapse(parts.text());
  if (!url) {
    for (const el of parts.filter(TITLE_NAMED).add(parts.find(TITLE_NAMED)).toArray()) {
      const named = visible($, el);
      const to = linkOf(el) ?? only;
      if (to && titleLike(named) && !$(el).find(TITLE_NAMED).length) {
        title = named;
        url = to;
        break;
      }
    }
  }
  if (!url) {
    const longest = [...content].sort((a, b) => words(b.text) - words(a.text))[0];
    const heading = headings.map((h) => visible($, h)).find(Boolean);
    // A link that titles an item starts it (after at most a date or a short label), unlike a link inside a sentence.
    const lead = longest ? text.slice(0, Math.max(0, text.indexOf(longest.text))).trim() : '';
    const startsItem = !lead || words(lead) <= 6 || Boolean(findDate(lead) && words(lead) <= 9);
    if (longest && words(longest.text) >= 2 && startsItem) {
      // A whole card made one link holds its label, date and summary too: its title is its first piece of words.
      const pieces = blocksOf($, longest.el);
      title = pieces.length > 1 ? (pieces.find(titleLike) ?? longest.text) : longest.text;
      url = longest.url;
    } else if (heading && only) {
      title = heading;
      url = only;
    }
  }
  if (!url || !title || title.length < 6 || words(title) < 2) return null;
  // A container of several items is not an item: it holds more than one titled link to different pages.
  const titled = new Set(content.filter((l) => words(l.text) >= 4).map((l) => l.url));
  titled.delete(url);
  if (titled.size >= 2) return null;
  const headingLinks = new Set(
    headings.flatMap((h) =>
      $(h)
        .find('a[href]')
        .toArray()
        .map((a) => resolve($(a).attr('href'), base)),
    ),
  );
  headingLinks.delete(url);
  headingLinks.delete(undefined);
  if (headingLinks.size >= 1) return null;

  const rest = text.replace(title, ' ');
  const { publishedAt, dateText } = itemDate($, parts, title);

  const paragraphs = parts
    .filter('p')
    .add(
      parts.find('p, dd, td, .summary, [class*=summary], [class*=teaser], [class*=body], [class*=excerpt]'),
    )
    .toArray()
    .map((p) => collapse($(p).text()))
    .filter((p) => p && !p.includes(title) && words(p) >= 5 && !(dateText && p === dateText));
  let excerpt = paragraphs.sort((a, b) => b.length - a.length)[0] ?? '';
  if (!excerpt) {
    let leftover = rest;
    if (dateText) leftover = leftover.replace(dateText, ' ');
    for (const l of links) if (GENERIC_LINK.test(l.text)) leftover = leftover.replace(l.text, ' ');
    leftover = collapse(leftover);
    if (words(leftover) >= 8) excerpt = leftover;
  }
  return {
    element: parts.get(0) as Element,
    item: {
      link: url,
      title,
      publishedAt,
      excerpt: excerpt ? excerpt.slice(0, 1000) : undefined,
    },
    hasDate: Boolean(publishedAt),
    hasExcerpt: Boolean(excerpt),
    titleWords: words(title),
  };
}

/**
 * An item's date: a <time> element's, else the date in a short element of its own ("13 Nov 2026", "Published:
 * 5/11/2026", "Media release | 5 November 2026"); a date inside a sentence of the summary is not the item's.
 */
function itemDate(
  $: $,
  parts: cheerio.Cheerio<Element>,
  title: string,
): { publishedAt?: string; dateText?: string } {
  const time = parts.filter('time').add(parts.find('time')).first();
  if (time.length) {
    const text = collapse(time.text());
    const iso = readDate(time.attr('datetime')) ?? readDate(text);
    if (iso) return { publishedAt: iso, dateText: text };
  }
  for (const el of parts.add(parts.find('*')).toArray()) {
    const own = collapse(
      $(el)
        .contents()
        .toArray()
        .map((n) => (n.type === 'text' ? $(n).text() : ''))
        .join(' '),
    );
    const whole = collapse($(el).text());
    for (const text of [own, whole]) {
      if (!text || words(text) > 8 || text === title) continue;
      const found = findDate(text);
      if (found) return { publishedAt: found.iso, dateText: found.match };
    }
  }
  return {};
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * The children of an element, each as the parts of one would-be item. A definition list's term takes the
 * descriptions after it; a heading among its siblings takes the elements up to the next heading of its level.
 */
function groupingsOf($: $, parent: Element): Array<Array<cheerio.Cheerio<Element>>> {
  const children = parent.children.filter(isElement);
  const plain = children.map((c) => $(c));
  const tags = new Set(children.map((c) => c.tagName));
  // Headings that carry links, each followed by its date and summary as siblings.
  const leader = children.some((c) => c.tagName === 'dt')
    ? 'dt'
    : ['h2', 'h3', 'h4', 'h5'].find(
        (h) =>
          tags.size > 1 && children.filter((c) => c.tagName === h && $(c).find('a[href]').length).length >= 2,
      );
  if (!leader) return [plain];
  const led: Array<cheerio.Cheerio<Element>> = [];
  for (const c of children) {
    if (c.tagName === leader) led.push($(c));
    else if (led.length) led[led.length - 1] = (led[led.length - 1] as cheerio.Cheerio<Element>).add(c);
  }
  return [plain, led];
}

/** Page furniture by the names a page gives it: class, id, or the test id and component names frameworks add. */
function furniture(el: Element): boolean {
  const a = el.attribs;
  return [a.class, a.id, a['data-testid'], a['data-component'], a['data-region']]
    .join(' ')
    .split(/\s+/)
    .some((token) => FURNITURE.test(token));
}

/** Scores one grouping of a parent's children as a listing. */
function groupOf(
  $: $,
  parent: Element,
  members: Array<cheerio.Cheerio<Element>>,
  plain: boolean,
  base: string,
  pageUrl: string,
): Group | null {
  if (members.length < 2) return null;
  const items: Candidate[] = [];
  const urls = new Set<string>();
  for (const parts of members) {
    const c = readItem($, parts, base, pageUrl);
    if (!c || urls.has(c.item.link)) continue;
    urls.add(c.item.link);
    items.push(c);
  }
  if (items.length < 2) return null;
  const share = items.length / members.length;
  if (share < 0.5) return null;
  const n = items.length;
  const dated = items.filter((i) => i.hasDate).length / n;
  const summarised = items.filter((i) => i.hasExcerpt).length / n;
  const titleWords = items.reduce((a, i) => a + Math.min(i.titleWords, 10), 0) / n;
  // Items of a listing go to pages of the same site, below the site's root.
  const origin = new URL(pageUrl).origin;
  const local = items.filter((i) => new URL(i.item.link).origin === origin).length / n;
  const score = n * (0.5 + dated + 0.5 * summarised + titleWords / 10 + 0.5 * local) * (0.5 + share / 2);
  return { items, members, parent, plain, score };
}

/** Reads the news items of a listing page whatever its markup; an empty list when it finds no listing. */
export function readListing(html: string, pageUrl: string): ListedItem[] {
  const $ = cheerio.load(html);
  const base = resolve($('base[href]').first().attr('href'), pageUrl) ?? pageUrl;
  $(CHROME).remove();
  // A search or filter form goes; a form around the whole page (ASP.NET, SharePoint) stays.
  $('form')
    .filter((_, el) => $(el).find('a[href]').length < 3)
    .remove();
  // The page's header and footer go; an article's own header (its title and date) and footer stay.
  $('header, footer')
    .filter((_, el) => $(el).parents('article, main, [role=main], [role=article]').length === 0)
    .remove();
  $('*')
    .toArray()
    .filter((el) => isElement(el) && furniture(el) && el.tagName !== 'body' && el.tagName !== 'main')
    .forEach((el) => $(el).remove());
  const main = $('main, [role=main]').first();
  const scope = main.length ? main : $('body');
  const parents = scope
    .find('*')
    .addBack()
    .toArray()
    .filter((el): el is Element => isElement(el) && el.children.filter(isElement).length >= 2);
  let best: Group | null = null;
  for (const parent of parents) {
    for (const [i, members] of groupingsOf($, parent).entries()) {
      const group = groupOf($, parent, members, i === 0, base, pageUrl);
      if (group && (!best || group.score > best.score)) best = group;
    }
  }
  if (!best) return [];
  const items = [...best.items];
  const seen = new Set(items.map((c) => c.item.link));
  // Items found beyond the group must look like its items: dated when they are.
  const dated = best.items.filter((c) => c.hasDate).length / best.items.length;
  const add = (parts: cheerio.Cheerio<Element>, where: 'start' | 'end') => {
    const c = readItem($, parts, base, pageUrl);
    if (!c || seen.has(c.item.link) || (dated >= 0.5 && !c.hasDate)) return;
    seen.add(c.item.link);
    if (where === 'start') items.unshift(c);
    else items.push(c);
  };
  // The same list continued elsewhere (an archive split under month headings): elements of the members' shape in
  // parents of the group parent's shape.
  if (best.plain) {
    const shape = majority(best.members.map((m) => signature(m.get(0))));
    const parentShape = signature(best.parent);
    const ordered = scope.find('*').toArray().filter(isElement);
    for (const el of ordered) {
      if (el.parent && isElement(el.parent) && el.parent !== best.parent && signature(el) === shape) {
        if (signature(el.parent) === parentShape) add($(el), 'end');
      }
    }
    const position = new Map(ordered.map((el, i) => [el, i]));
    const at = (c: Candidate) => position.get(c.element) ?? 0;
    items.sort((a, b) => at(a) - at(b));
  }
  // A featured item set above the list in a block of its own ("Featured", a hero): one item, dated like the rest.
  let holder: Element | null = best.parent;
  for (let level = 0; holder && level < 3; level++) {
    let sibling = $(holder).prev();
    for (let k = 0; sibling.length && k < 2; k++) {
      const el = sibling.get(0);
      if (el && !$(el).is(HEADING)) {
        const c = readItem($, $(el), base, pageUrl);
        if (c?.hasExcerpt) add($(el), 'start');
      }
      sibling = sibling.prev();
    }
    holder =
      holder.parent && isElement(holder.parent) && holder.parent !== scope.get(0) ? holder.parent : null;
  }
  return items.map((c) => c.item);
}

/** An element's shape: its tag and classes, without the ones that number or mark a position. */
function signature(el: Element | undefined): string {
  if (!el) return '';
  const classes = (el.attribs.class ?? '')
    .split(/\s+/)
    .filter((c) => c && !/\d|first|last|odd|even|active|current|featured/i.test(c))
    .sort();
  return [el.tagName, ...classes].join('.');
}

function majority(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}
