// The one way the reports are laid out as PDF (jsPDF): A4, standard fonts, text only (so an auditor can read, search
// and print it), a new page when the next line or row would not fit.
import { jsPDF } from 'jspdf';

export const MARGIN = 18;
export const WIDTH = 210 - 2 * MARGIN;
const BOTTOM = 297 - 18;

export interface ReportContext {
  /** The provider the report is for, when known (signed in). */
  providerName?: string | undefined;
}

export class PdfWriter {
  readonly doc = new jsPDF({ unit: 'mm', format: 'a4' });
  private y = MARGIN;

  private room(height: number): void {
    if (this.y + height > BOTTOM) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  text(
    value: string,
    options: { size?: number; bold?: boolean; gap?: number; indent?: number; colour?: number } = {},
  ) {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    this.doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(options.colour ?? 20);
    const lineHeight = size * 0.45;
    for (const line of this.doc.splitTextToSize(value, WIDTH - indent) as string[]) {
      this.room(lineHeight);
      this.doc.text(line, MARGIN + indent, this.y);
      this.y += lineHeight;
    }
    this.y += options.gap ?? 2;
  }

  /**
   * A table row: each cell wrapped to its column's width (mm), the row kept on one page, a thin line under it. Header
   * rows are bold.
   */
  row(cells: readonly string[], widths: readonly number[], options: { size?: number; bold?: boolean } = {}) {
    const size = options.size ?? 9;
    const lineHeight = size * 0.45;
    this.doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(20);
    const lines = cells.map((c, i) => this.doc.splitTextToSize(c, (widths[i] ?? 20) - 2) as string[]);
    const height = Math.max(...lines.map((l) => l.length)) * lineHeight + 2;
    this.room(height + 1);
    let x = MARGIN;
    lines.forEach((cell, i) => {
      cell.forEach((line, n) => this.doc.text(line, x, this.y + n * lineHeight));
      x += widths[i] ?? 20;
    });
    this.y += height - lineHeight + 1;
    this.doc.setDrawColor(220);
    this.doc.line(MARGIN, this.y, MARGIN + WIDTH, this.y);
    this.y += lineHeight + 1;
  }

  rule(): void {
    this.room(4);
    this.doc.setDrawColor(200);
    this.doc.line(MARGIN, this.y, MARGIN + WIDTH, this.y);
    this.y += 4;
  }
}
