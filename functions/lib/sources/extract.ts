// The main text of an item page: the page's main/article/#content region without navigation, scripts or forms.
// cheerio's slim build parses with htmlparser2 only: no parse5 and no HTTP client in the bundle.
import * as cheerio from 'cheerio/slim';

const BLOCKS = 'p,h1,h2,h3,h4,h5,h6,li,tr,dt,dd,blockquote,pre,div,section,br';
const NOISE =
  'script,style,noscript,template,nav,header,footer,aside,form,iframe,svg,button,.visually-hidden,.breadcrumb';

export function extractMainText(html: string): { title: string; text: string } {
  const $ = cheerio.load(html);
  const title = (
    $('main h1, article h1, #content h1').first().text() ||
    $('h1').first().text() ||
    $('title').text()
  )
    .replace(/\s+/g, ' ')
    .trim();
  $(NOISE).remove();
  const root = ['main', 'article', '#content', '[role=main]', 'body']
    .map((s) => $(s).first())
    .find((el) => el.length > 0);
  if (!root) return { title, text: '' };
  // A line break after each block keeps paragraphs apart once the markup is gone.
  root.find(BLOCKS).each((_, el) => {
    $(el).append('\n');
  });
  const text = root
    .text()
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  return { title, text };
}
