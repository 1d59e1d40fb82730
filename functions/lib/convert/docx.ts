// Word (.docx) to markdown: mammoth turns the document's structure (headings from Word's heading styles, lists,
// tables, bold and italic) into HTML, and turndown with its GFM plugin turns that into markdown. Images are left
// out: a policy's text is what the library searches and the assistant quotes.
import mammoth from 'mammoth';
import TurndownService from 'turndown';
import { gfm } from '@joplin/turndown-plugin-gfm';

let turndown: TurndownService | undefined;

export function htmlToMarkdown(html: string): string {
  if (!turndown) {
    turndown = new TurndownService({
      headingStyle: 'atx',
      bulletListMarker: '-',
      codeBlockStyle: 'fenced',
      emDelimiter: '_',
    });
    turndown.use(gfm);
    turndown.remove(['img', 'script', 'style']);
    // "- item", not turndown's "-   item".
    turndown.addRule('listItem', {
      filter: 'li',
      replacement: (content, node) => {
        const parent = node.parentNode as HTMLElement | null;
        const index = parent ? Array.prototype.indexOf.call(parent.children, node) : 0;
        const marker = parent?.nodeName === 'OL' ? `${index + 1}. ` : '- ';
        const body = content
          .replace(/^\n+/, '')
          .replace(/\n+$/, '\n')
          .replace(/\n/gm, `\n${' '.repeat(marker.length)}`);
        return `${marker}${body.trimEnd()}${node.nextSibling ? '\n' : ''}`;
      },
    });
  }
  return turndown
    .turndown(headerRows(html))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Word tables have no header cells; the first row of each becomes the header, as readers of the policy see it. */
function headerRows(html: string): string {
  return html.replace(/<table>\s*<tr>([\s\S]*?)<\/tr>/g, (whole, row: string) =>
    /<th[\s>]/.test(row)
      ? whole
      : `<table><thead><tr>${row.replace(/<td(\s|>)/g, '<th$1').replace(/<\/td>/g, '</th>')}</tr></thead>`,
  );
}

export async function docxToMarkdown(data: Uint8Array): Promise<string> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(data) });
  return htmlToMarkdown(value);
}
