// PDF to markdown with pdf.js (pdfjs-dist): the text of each page in reading order, lines grouped into paragraphs and
// list items, and headings recovered from font size (text clearly larger than the body text, largest first). A PDF
// with no text layer (a scan) or one that needs a password is refused with a message that says so.
import { UnprocessableContent } from '../errors';

interface Line {
  text: string;
  size: number;
  y: number;
  gapAbove: number;
}

const BULLET = /^([•●▪■◦‣∙·*–-])\s*/;
const NUMBERED = /^(\d{1,3}|[a-z])[.)]\s+/;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

/**
 * pdf.js creates a few drawing objects when it loads (it also renders pages, which we never do). Outside a browser it
 * would look for a native canvas package for them, which a Lambda bundle does not carry: these inert stand-ins let it
 * load, and reading text never uses them.
 */
function installDrawingStandIns(): void {
  const g = globalThis as Record<string, unknown>;
  class Inert {
    a = 1;
    b = 0;
    c = 0;
    d = 1;
    e = 0;
    f = 0;
  }
  for (const name of ['DOMMatrix', 'ImageData', 'Path2D'])
    if (g[name] === undefined) g[name] = class extends Inert {};
}

/** pdf.js with its worker code loaded in this process (Lambda has no web workers; the bundle keeps both). */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (async () => {
    installDrawingStandIns();
    const worker = (await import('pdfjs-dist/legacy/build/pdf.worker.mjs')) as {
      WorkerMessageHandler: unknown;
    };
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjs;
}

interface TextItemLike {
  str: string;
  transform: number[];
  height: number;
  hasEOL?: boolean;
}

function isTextItem(item: unknown): item is TextItemLike {
  return typeof item === 'object' && item !== null && typeof (item as { str?: unknown }).str === 'string';
}

async function readLines(data: Uint8Array): Promise<Line[]> {
  const { getDocument } = await loadPdfJs();
  let doc;
  try {
    doc = await getDocument({ data, password: '', useSystemFonts: false, verbosity: 0 }).promise;
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException')
      throw new UnprocessableContent(
        'This PDF is protected with a password (encrypted), so its text cannot be read. Save a copy without the password and upload that.',
      );
    throw new UnprocessableContent(
      'This file could not be read as a PDF. It may be damaged; export it again and upload the new copy.',
    );
  }
  const lines: Line[] = [];
  try {
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const items = (content.items as unknown[]).filter(isTextItem).filter((i) => i.str.trim() !== '');
      // Top to bottom, then left to right.
      items.sort(
        (a, b) =>
          (b.transform[5] ?? 0) - (a.transform[5] ?? 0) || (a.transform[4] ?? 0) - (b.transform[4] ?? 0),
      );
      let current: { parts: string[]; size: number; y: number } | null = null;
      let lastY: number | null = null;
      const flush = () => {
        if (!current) return;
        const text = current.parts.join(' ').replace(/\s+/g, ' ').trim();
        if (text)
          lines.push({
            text,
            size: current.size,
            y: current.y,
            gapAbove: lastY === null ? Infinity : lastY - current.y,
          });
        lastY = current.y;
        current = null;
      };
      for (const item of items) {
        const size =
          Math.round(Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) * 10) / 10 || item.height;
        const y = item.transform[5] ?? 0;
        if (current && Math.abs(current.y - y) <= Math.max(current.size, size) * 0.4) {
          current.parts.push(item.str);
          current.size = Math.max(current.size, size);
        } else {
          flush();
          current = { parts: [item.str], size, y };
        }
      }
      flush();
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  return lines;
}

/** The size most of the text is set in. */
function bodySize(lines: readonly Line[]): number {
  const chars = new Map<number, number>();
  for (const l of lines) chars.set(l.size, (chars.get(l.size) ?? 0) + l.text.length);
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

export async function pdfToMarkdown(data: Uint8Array): Promise<string> {
  const lines = await readLines(data);
  const textChars = lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
  if (textChars < 20)
    throw new UnprocessableContent(
      'This PDF has no text layer: it looks like a scanned image, so there is no text to convert. Upload the Word document, or a PDF saved with selectable text.',
    );
  const body = bodySize(lines);
  // Sizes clearly above the body text are headings; the largest is level 1, and so on (at most three levels).
  const headingSizes = [...new Set(lines.map((l) => l.size).filter((s) => s >= body * 1.15))]
    .sort((a, b) => b - a)
    .slice(0, 3);
  const out: string[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) out.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const line of lines) {
    const level = headingSizes.indexOf(line.size);
    if (level >= 0 && line.text.length <= 160) {
      endParagraph();
      out.push(`${'#'.repeat(level + 1)} ${line.text}`);
      continue;
    }
    const bullet = BULLET.exec(line.text);
    const numbered = NUMBERED.exec(line.text);
    if (bullet || numbered) {
      endParagraph();
      out.push(
        bullet
          ? `- ${line.text.slice(bullet[0].length)}`
          : line.text.replace(NUMBERED, (m) => `${m.trim().replace(/\)$/, '.')} `),
      );
      continue;
    }
    // A gap larger than a line and a half starts a new paragraph; a list item continues on its next line.
    const newBlock = line.gapAbove > line.size * 1.8;
    const last = out.at(-1);
    if (!newBlock && paragraph.length === 0 && last && /^(- |\d+\. )/.test(last)) {
      out[out.length - 1] = `${last} ${line.text}`;
      continue;
    }
    if (newBlock) endParagraph();
    paragraph.push(line.text);
  }
  endParagraph();
  // Blocks are separated by a blank line; the items of one list by a line break only.
  const isItem = (block: string | undefined) => block !== undefined && /^(- |\d+\. )/.test(block);
  return out
    .map((block, i) => (i === 0 ? block : `${isItem(out[i - 1]) && isItem(block) ? '\n' : '\n\n'}${block}`))
    .join('');
}
