// HTML list adapter: a listing page (Drupal/govCMS views and similar) read with the CSS selectors in the source config.
// cheerio's slim build parses with htmlparser2 only: no parse5 and no HTTP client in the bundle.
import * as cheerio from 'cheerio/slim';
import { incompleteHtml } from '../page-health';
import { joinUrl } from '../registry';
import { readListing } from './generic-list';
import { collapse, ParseError, publishedDate, type SourceAdapter } from './types';

export const htmlListAdapter: SourceAdapter = {
  steadyLength: true,
  incomplete: incompleteHtml,
  fallback(_source, body, pageUrl) {
    return { items: readListing(body, pageUrl) };
  },
  requests(source) {
    if (source.adapter.type !== 'html-list') throw new Error(`${source.id} is not an HTML list source`);
    return [
      {
        channel: 'list',
        url: joinUrl(source.baseUrl, source.adapter.listPath),
        accept: 'text/html, application/xhtml+xml;q=0.9',
      },
    ];
  },
  parse(source, body, pageUrl) {
    if (source.adapter.type !== 'html-list') throw new Error(`${source.id} is not an HTML list source`);
    const s = source.adapter.selectors;
    const dateFormats = source.adapter.dateFormats;
    if (!/<(html|body|div|main)[\s>]/i.test(body)) throw new ParseError(`${pageUrl} is not an HTML page`);
    const $ = cheerio.load(body);
    const items = $(s.item)
      .toArray()
      .flatMap((el) => {
        const row = $(el);
        const title = collapse(row.find(s.title).first().text());
        const href = row
          .find(s.link ?? s.title)
          .first()
          .attr(s.linkAttr)
          ?.trim();
        if (!title || !href) return [];
        let link: string;
        try {
          link = new URL(href, pageUrl).href;
        } catch {
          return [];
        }
        const dateEl = s.date ? row.find(s.date).first() : undefined;
        const rawDate = dateEl ? (s.dateAttr ? dateEl.attr(s.dateAttr) : dateEl.text()) : undefined;
        const excerpt = s.excerpt ? collapse(row.find(s.excerpt).first().text()).slice(0, 1000) : '';
        return [
          {
            link,
            title,
            excerpt: excerpt || undefined,
            publishedAt: publishedDate(source.id, rawDate, dateFormats),
          },
        ];
      });
    return { items };
  },
};
