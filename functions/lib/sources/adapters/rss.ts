// RSS 2.0 adapter (govCMS news feeds): one item per <item>, link and title required.
// cheerio's slim build parses with htmlparser2 only: no parse5 and no HTTP client in the bundle.
import * as cheerio from 'cheerio/slim';
import { incompleteFeed } from '../page-health';
import { joinUrl } from '../registry';
import { collapse, ParseError, publishedDate, type SourceAdapter } from './types';

/** RSS 2.0 dates (RFC 822, "Tue, 17 Nov 2026 23:00:00 GMT"; the weekday is optional). */
const RFC_822 = ['EEE d MMM yyyy', 'd MMM yyyy', 'EEE d MMM yy', 'd MMM yy'];

export const rssAdapter: SourceAdapter = {
  steadyLength: true,
  incomplete: incompleteFeed,
  requests(source) {
    if (source.adapter.type !== 'rss') throw new Error(`${source.id} is not an RSS source`);
    return [
      {
        channel: 'feed',
        url: joinUrl(source.baseUrl, source.adapter.feedPath),
        accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8',
      },
    ];
  },
  parse(source, body, pageUrl) {
    const $ = cheerio.load(body, { xml: true });
    if ($('rss > channel').length !== 1) throw new ParseError(`${pageUrl} is not an RSS 2.0 feed`);
    const items = $('rss > channel > item')
      .toArray()
      .flatMap((el) => {
        const item = $(el);
        const title = collapse(item.children('title').first().text());
        const rawLink =
          item.children('link').first().text().trim() || item.children('guid').first().text().trim();
        if (!title || !rawLink) return [];
        let link: string;
        try {
          link = new URL(rawLink, pageUrl).href;
        } catch {
          return [];
        }
        // Descriptions are usually escaped HTML: keep only their text.
        const description = item.children('description').first().text();
        const excerpt = collapse(cheerio.load(description).text()).slice(0, 1000) || undefined;
        return [
          {
            link,
            title,
            excerpt,
            publishedAt: publishedDate(source.id, item.children('pubDate').first().text(), RFC_822),
          },
        ];
      });
    return { items };
  },
};
