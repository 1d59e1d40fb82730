// What a stored file really is, from its first bytes, against what its name says: PDF (%PDF), legacy Word (OLE2),
// Word 2007+ (a ZIP holding word/), JPEG, PNG, GIF and SVG. A name, a browser's content type or an extension alone is
// never trusted.
import { fileExtension } from '../../../shared/contracts/policies';

export type FileKindName = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png' | 'gif' | 'svg';

const BY_EXTENSION: Record<string, FileKindName> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  svg: 'svg',
};

/** The content type each kind is stored and served with (never the browser's own word for it). */
export const CONTENT_TYPE: Record<FileKindName, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** Other names browsers use for the same types. */
const ALIASES: Record<FileKindName, readonly string[]> = {
  pdf: ['application/x-pdf'],
  doc: [],
  docx: [],
  jpeg: ['image/jpg', 'image/pjpeg'],
  png: ['image/x-png'],
  gif: [],
  svg: [],
};

const LABEL: Record<FileKindName, string> = {
  pdf: 'a PDF',
  doc: 'a Word (.doc) document',
  docx: 'a Word (.docx) document',
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  gif: 'a GIF image',
  svg: 'an SVG image',
};

/** The kind a file name claims ('' when it claims none of these). */
export function claimedKind(fileName: string): FileKindName | null {
  return BY_EXTENSION[fileExtension(fileName)] ?? null;
}

/**
 * True when the browser's content type fits the name's kind: the same type, one of its aliases, or no real type at
 * all (some browsers send none, or application/octet-stream).
 */
export function contentTypeFits(kind: FileKindName, contentType: string): boolean {
  const type = contentType.trim().toLowerCase().split(';')[0] ?? '';
  return (
    !type ||
    type === 'application/octet-stream' ||
    type === CONTENT_TYPE[kind] ||
    ALIASES[kind].includes(type)
  );
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** The kind the first bytes show, or null when they are none of the kinds here. */
export function sniffKind(bytes: Uint8Array): FileKindName | null {
  const head = Buffer.from(bytes.subarray(0, 64 * 1024));
  if (head.subarray(0, 1024).indexOf('%PDF-') >= 0) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return head.indexOf('word/') >= 0 ? 'docx' : null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    head.subarray(0, 6).toString('latin1') === 'GIF87a' ||
    head.subarray(0, 6).toString('latin1') === 'GIF89a'
  )
    return 'gif';
  // SVG is text: an <svg> element after an optional BOM, XML declaration, comments and doctype.
  if (!head.includes(0)) {
    const text = head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .replace(/^\s*(<\?xml[\s\S]*?\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
    if (/^<svg[\s>]/i.test(text)) return 'svg';
  }
  return null;
}

/** Why the bytes are not what the name says, or null when they are. */
export function kindMismatch(fileName: string, bytes: Uint8Array): string | null {
  const claimed = claimedKind(fileName);
  if (!claimed) return 'This kind of file is not accepted.';
  const actual = sniffKind(bytes);
  if (actual === claimed) return null;
  const ext = fileExtension(fileName);
  return actual
    ? `The file is named .${ext} but its content is ${LABEL[actual]}. Rename it to match, or upload the right file.`
    : `The file is named .${ext} but its content is not ${LABEL[claimed]}. It may be damaged or a different kind of file.`;
}
