// The one converter (DESIGN.md section 10): a policy file (.pdf, .docx, .doc, .txt, .md) to markdown, for My Policies
// and the assessment alike. The bytes must be what the name says (checked by their first bytes); a file that cannot
// be converted is refused with a 422 whose message says why and what to do.
import { UnprocessableContent } from '../errors';
import { fileExtension, isPolicyFileName } from '../../../shared/contracts/policies';
import { detectKind, type PolicyFileKind } from './detect';

export type { PolicyFileKind } from './detect';

export interface Converted {
  kind: PolicyFileKind;
  markdown: string;
  /** The document's first heading, else the file name without its extension. */
  title: string;
}

const KIND_NAMES: Record<string, string> = {
  pdf: 'a PDF',
  docx: 'a Word (.docx) document',
  doc: 'a Word 97-2003 (.doc) document',
  text: 'a text file',
  zip: 'a ZIP archive',
};

/** The kind a file must be for its extension, checked against its bytes. */
export function checkFile(bytes: Uint8Array, fileName: string): PolicyFileKind {
  if (!isPolicyFileName(fileName))
    throw new UnprocessableContent(
      'Only PDF, Word (.docx, .doc), text (.txt) and markdown (.md) files can be converted.',
    );
  const kind = fileExtension(fileName) as PolicyFileKind;
  const found = detectKind(bytes);
  const expected = kind === 'txt' || kind === 'md' ? 'text' : kind;
  if (found !== expected) {
    const what = found ? KIND_NAMES[found] : 'not a readable document';
    throw new UnprocessableContent(
      `The file is named .${kind} but its content is ${what}. Check you picked the right file, or save it again as .${kind}.`,
    );
  }
  return kind;
}

function titleFrom(markdown: string, fileName: string): string {
  const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/m.exec(markdown)?.[1];
  if (heading) return heading.replace(/[*_`]/g, '').trim().slice(0, 200);
  const base = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return (base || 'Uploaded policy').slice(0, 200);
}

export async function convertToMarkdown(bytes: Uint8Array, fileName: string): Promise<Converted> {
  const kind = checkFile(bytes, fileName);
  let markdown: string;
  switch (kind) {
    case 'pdf':
      markdown = await (await import('./pdf')).pdfToMarkdown(bytes);
      break;
    case 'docx':
      markdown = await (await import('./docx')).docxToMarkdown(bytes).catch(() => {
        throw new UnprocessableContent(
          'This Word document could not be read. It may be damaged; save it again in Word and upload the new copy.',
        );
      });
      break;
    case 'doc':
      markdown = await (await import('./doc')).docToMarkdown(bytes).catch(() => {
        throw new UnprocessableContent(
          'This Word 97-2003 document could not be read. Save it as .docx in Word and upload that.',
        );
      });
      break;
    default:
      markdown = new TextDecoder('utf-8')
        .decode(bytes)
        .replace(/^\uFEFF/, '')
        .replace(/\r\n?/g, '\n')
        .trim();
  }
  if (!markdown.replace(/[#\s*_-]/g, ''))
    throw new UnprocessableContent('The file has no text to turn into a policy.');
  return { kind, markdown, title: titleFrom(markdown, fileName) };
}
