// The converter on real files built in code: a Word document (heading styles, a bulleted list, a table, bold and
// italic) and PDFs (a title, headings by font size, a list, body text; a scan with no text; a file that only claims
// to be a PDF) come out as markdown with their structure, or are refused with a reason a person can act on.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { UnprocessableContent } from '../errors';
import { checkFile, convertToMarkdown } from './index';

/**
 * A one-page PDF encrypted with the standard security handler (revision 2) under a user password that is not empty:
 * it cannot be opened without the password, as a provider's locked export cannot. Written byte by byte with its xref.
 */
function encryptedPdf(): Uint8Array {
  const hex32 = (seed: number) =>
    Array.from({ length: 32 }, (_, i) => ((seed * (i + 7) * 37) % 256).toString(16).padStart(2, '0')).join(
      '',
    );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>',
    `<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${hex32(3)}> /U <${hex32(5)}> /P -44 >>`,
    '<< /Length 12 >>\nstream\n(encrypted) \nendstream',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  const id = hex32(9).slice(0, 32);
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

async function buildDocx(): Promise<Uint8Array> {
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Falls Prevention Policy', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Policy Statement', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({
            children: [
              new TextRun('Every resident is assessed '),
              new TextRun({ text: 'within 24 hours', bold: true }),
              new TextRun({ text: ' of entry.', italics: true }),
            ],
          }),
          new Paragraph({ text: 'Procedures', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Check the call bell is in reach.', bullet: { level: 0 } }),
          new Paragraph({ text: 'Review the care plan after any fall.', bullet: { level: 0 } }),
          new Paragraph({ text: 'Responsibilities', heading: HeadingLevel.HEADING_2 }),
          new Table({
            rows: [
              new TableRow({ children: [cell('Role'), cell('Responsibility')] }),
              new TableRow({ children: [cell('Registered Nurse'), cell('Post-fall assessment')] }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

async function buildPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  let y = 780;
  const line = (text: string, size: number, f = font, gap = 1.5) => {
    page.drawText(text, { x: 50, y, size, font: f, color: rgb(0, 0, 0) });
    y -= size * gap;
  };
  line('Medication Management Policy', 22, bold, 2);
  line('Storage', 15, bold);
  line('The medication refrigerator is kept between 2 and 8 degrees Celsius.', 11);
  line('It is checked twice daily by the RN in charge.', 11, font, 2.5);
  line('Administration', 15, bold);
  line('• Check the resident identity before giving any medicine.', 11);
  line('• Sign the chart at the time of administration.', 11);
  return pdf.save();
}

describe('convertToMarkdown', () => {
  it('keeps the headings, list, table and emphasis of a Word document', async () => {
    const out = await convertToMarkdown(await buildDocx(), 'falls.docx');
    expect(out.kind).toBe('docx');
    expect(out.title).toBe('Falls Prevention Policy');
    expect(out.markdown).toContain('# Falls Prevention Policy');
    expect(out.markdown).toContain('## Policy Statement');
    expect(out.markdown).toContain('Every resident is assessed **within 24 hours** _of entry._');
    expect(out.markdown).toMatch(/^- Check the call bell is in reach\.$/m);
    expect(out.markdown).toMatch(/^- Review the care plan after any fall\.$/m);
    expect(out.markdown).toMatch(
      /\| Role \| Responsibility \|\n\| --- \| --- \|\n\| Registered Nurse \| Post-fall assessment \|/,
    );
  });

  it('recovers headings from font size, paragraphs and a list from a PDF', async () => {
    const out = await convertToMarkdown(await buildPdf(), 'Medication Policy.pdf');
    expect(out.kind).toBe('pdf');
    expect(out.title).toBe('Medication Management Policy');
    expect(out.markdown).toBe(
      [
        '# Medication Management Policy',
        '## Storage',
        'The medication refrigerator is kept between 2 and 8 degrees Celsius. It is checked twice daily by the RN in charge.',
        '## Administration',
        '- Check the resident identity before giving any medicine.\n- Sign the chart at the time of administration.',
      ].join('\n\n'),
    );
  });

  it('refuses a PDF with no text layer, saying it looks scanned', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 50, y: 50, width: 400, height: 600, color: rgb(0.9, 0.9, 0.9) });
    const attempt = convertToMarkdown(await pdf.save(), 'scan.pdf');
    await expect(attempt).rejects.toBeInstanceOf(UnprocessableContent);
    await expect(attempt).rejects.toThrow('This PDF has no text layer: it looks like a scanned image');
  });

  it('refuses an encrypted PDF, saying it needs its password removed', async () => {
    const attempt = convertToMarkdown(encryptedPdf(), 'locked.pdf');
    await expect(attempt).rejects.toBeInstanceOf(UnprocessableContent);
    await expect(attempt).rejects.toThrow(
      'This PDF is protected with a password (encrypted), so its text cannot be read.',
    );
  });

  it('converts a legacy Word (.doc) document paragraph by paragraph, titled by the file name', async () => {
    const doc = new Uint8Array(readFileSync(new URL('./fixtures/visitors.doc', import.meta.url)));
    expect(checkFile(doc, 'visitors.doc')).toBe('doc');
    const out = await convertToMarkdown(doc, 'visitors.doc');
    expect(out.title).toBe('visitors');
    expect(out.markdown.split('\n\n')).toEqual([
      'Visitors Policy',
      'Visiting hours',
      'Visiting hours are 9 am to 8 pm every day.',
      'Signing in',
      'Sign the visitor register at reception.',
      'Wash your hands before entering a room.',
      'Visitors who are unwell are asked not to visit until 48 hours after their symptoms stop.',
    ]);
    // A .docx renamed .doc is not a legacy document.
    const docx = await buildDocx();
    expect(() => checkFile(docx, 'policy.doc')).toThrow('its content is a Word (.docx) document');
  });

  it('takes text and markdown as they are, titled by the first heading or the file name', async () => {
    const md = await convertToMarkdown(
      new TextEncoder().encode('\uFEFF# Visitors\r\n\r\nVisiting hours are 9 am to 8 pm.'),
      'visitors.md',
    );
    expect(md).toEqual({
      kind: 'md',
      title: 'Visitors',
      markdown: '# Visitors\n\nVisiting hours are 9 am to 8 pm.',
    });
    const txt = await convertToMarkdown(
      new TextEncoder().encode('Visiting hours are 9 am to 8 pm.'),
      'visiting_hours-2026.txt',
    );
    expect(txt.title).toBe('visiting hours 2026');
  });

  it('refuses a file whose content is not what its name says', async () => {
    const docx = await buildDocx();
    expect(() => checkFile(docx, 'policy.pdf')).toThrow(
      'The file is named .pdf but its content is a Word (.docx) document.',
    );
    expect(() => checkFile(new TextEncoder().encode('%PDF-1.7 ...'), 'policy.docx')).toThrow(
      'its content is a PDF',
    );
    expect(() => checkFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'policy.docx')).toThrow(
      'its content is a ZIP archive',
    );
    expect(() => checkFile(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'photo.txt')).toThrow(
      'its content is not a readable document',
    );
    expect(() => checkFile(new Uint8Array([1]), 'policy.exe')).toThrow(
      'Only PDF, Word (.docx, .doc), text (.txt) and markdown (.md) files',
    );
  });

  it('refuses a damaged PDF and an empty text file', async () => {
    await expect(
      convertToMarkdown(new TextEncoder().encode('%PDF-1.7\nnot really a pdf'), 'broken.pdf'),
    ).rejects.toThrow(/could not be read as a PDF|no text layer/);
    await expect(convertToMarkdown(new TextEncoder().encode('   \n'), 'empty.txt')).rejects.toThrow(
      'The file has no text',
    );
  });
});
