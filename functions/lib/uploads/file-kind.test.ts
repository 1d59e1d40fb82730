// What a file is, from its first bytes, against what its name says.
import { describe, expect, it } from 'vitest';
import { contentTypeFits, kindMismatch, sniffKind } from './file-kind';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (t: string) => new TextEncoder().encode(t);

describe('sniffKind', () => {
  it.each([
    ['pdf', text('%PDF-1.7\n')],
    ['doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0)],
    [
      'docx',
      new Uint8Array([
        ...bytes(0x50, 0x4b, 0x03, 0x04),
        ...text('....[Content_Types].xml....word/document.xml'),
      ]),
    ],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['gif', text('GIF89a....')],
    [
      'svg',
      text(
        '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      ),
    ],
  ] as const)('reads %s', (kind, data) => {
    expect(sniffKind(data)).toBe(kind);
  });

  it('knows none of a ZIP that is not a Word document, a program, or HTML', () => {
    expect(
      sniffKind(new Uint8Array([...bytes(0x50, 0x4b, 0x03, 0x04), ...text('data/sheet.xml')])),
    ).toBeNull();
    expect(sniffKind(bytes(0x4d, 0x5a, 0x90, 0))).toBeNull();
    expect(sniffKind(text('<html><body><svg></svg></body></html>'))).toBeNull();
  });
});

describe('kindMismatch', () => {
  it('says what the file really is when its name says otherwise', () => {
    expect(kindMismatch('photo.png', text('%PDF-1.4'))).toBe(
      'The file is named .png but its content is a PDF. Rename it to match, or upload the right file.',
    );
    expect(kindMismatch('logo.svg', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toMatch(
      /content is a PNG image/,
    );
    expect(kindMismatch('a.jpg', bytes(0xff, 0xd8, 0xff, 0xdb))).toBeNull();
    expect(kindMismatch('a.JPEG', bytes(0xff, 0xd8, 0xff, 0xdb))).toBeNull();
    expect(kindMismatch('run.exe', bytes(0x4d, 0x5a))).toBe('This kind of file is not accepted.');
  });
});

describe('contentTypeFits', () => {
  it("accepts the kind's type, its aliases and no type, and nothing else", () => {
    expect(contentTypeFits('pdf', 'application/pdf')).toBe(true);
    expect(contentTypeFits('jpeg', 'image/jpg')).toBe(true);
    expect(contentTypeFits('pdf', '')).toBe(true);
    expect(contentTypeFits('pdf', 'application/octet-stream')).toBe(true);
    expect(contentTypeFits('pdf', 'image/png')).toBe(false);
    expect(contentTypeFits('svg', 'text/html')).toBe(false);
  });
});
