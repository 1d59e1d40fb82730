// What a file really is, from its first bytes (never from its name or the browser's type alone): PDF, Word 2007+
// (.docx, a ZIP holding word/document.xml), legacy Word (.doc, an OLE compound file), or plain text (UTF-8, no NULs).
import type { PolicyFileExtension } from '../../../shared/contracts/policies';

/** The accepted extensions (shared/contracts/policies.ts) are the kinds of file the converter reads. */
export type PolicyFileKind = PolicyFileExtension;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[], offset = 0): boolean {
  return magic.every((b, i) => bytes[offset + i] === b);
}

function isText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      head.length < bytes.length ? trimPartialUtf8(head) : head,
    );
    return true;
  } catch {
    return false;
  }
}

/** Drops a multi-byte character cut off at the end of a slice. */
function trimPartialUtf8(bytes: Uint8Array): Uint8Array {
  const end = bytes.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = bytes[end - i] ?? 0;
    if ((b & 0xc0) === 0xc0) return bytes.subarray(0, end - i);
    if ((b & 0x80) === 0) break;
  }
  return bytes.subarray(0, end);
}

/** The kind the bytes show, or null when they are none of the accepted kinds. A text file is 'txt' (or 'md'). */
export function detectKind(bytes: Uint8Array): 'pdf' | 'docx' | 'doc' | 'text' | 'zip' | null {
  // A PDF may start with a few bytes of junk before its header (the format allows up to 1024).
  const pdfAt = Buffer.from(bytes.subarray(0, 1024)).indexOf('%PDF-');
  if (startsWith(bytes, PDF) || pdfAt >= 0) return 'pdf';
  if (startsWith(bytes, ZIP)) {
    const names = Buffer.from(bytes).indexOf('word/document.xml');
    return names >= 0 ? 'docx' : 'zip';
  }
  if (startsWith(bytes, OLE)) return 'doc';
  return isText(bytes) ? 'text' : null;
}
