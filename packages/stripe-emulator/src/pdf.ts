import type Stripe from 'stripe';
import { formatAmount } from './billing-periods.js';
import { longDate } from './html.js';

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Right-aligned text on the same row (amounts). */
  right?: string;
  /** Extra space above the line, in points. */
  gap?: number;
}

/** PDF string literal: WinAnsi bytes, with the three characters that need escaping escaped. */
function pdfText(text: string): string {
  const latin1 = [...text].map((character) => (character.charCodeAt(0) <= 0xff ? character : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/** Helvetica's average advance is about half the font size: enough to right-align short amounts. */
function approximateWidth(text: string, size: number): number {
  return text.length * size * 0.5;
}

/**
 * A one-page A4 PDF with the standard Helvetica fonts, written by hand (no dependency): catalog,
 * pages, page, two fonts, one content stream, and a cross-reference table with exact byte offsets.
 */
export function renderPdf(title: string, lines: PdfLine[]): Buffer {
  const left = 56;
  const right = 539;
  let y = 786;
  const content: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gap ?? 0) + size * 1.45;
    const font = line.bold ? '/F2' : '/F1';
    content.push(`BT ${font} ${size} Tf ${left} ${y.toFixed(1)} Td ${pdfText(line.text)} Tj ET`);
    if (line.right) {
      const x = right - approximateWidth(line.right, size);
      content.push(`BT ${font} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfText(line.right)} Tj ET`);
    }
  }
  const stream = content.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfText(title)} /Producer (Stripe emulator) >>`,
  ];
  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) output += `${String(offset).padStart(10, '0')} 00000 n \n`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
}

const STATUS_LABEL: Record<string, string> = { draft: 'Draft', open: 'Open', paid: 'Paid', void: 'Void' };

/** The invoice as our customers' accountants would want it: number, dates, lines, CHF amounts. */
export function invoicePdf(invoice: Stripe.Invoice): Buffer {
  const currency = invoice.currency;
  const lines: PdfLine[] = [
    { text: 'Invoice', size: 24, bold: true },
    { text: `Invoice number ${invoice.number ?? '(draft)'}`, gap: 12 },
    { text: `Date of issue ${longDate(invoice.status_transitions.finalized_at ?? invoice.created)}` },
  ];
  if (invoice.due_date) lines.push({ text: `Date due ${longDate(invoice.due_date)}` });
  lines.push({ text: `Status ${STATUS_LABEL[invoice.status ?? ''] ?? invoice.status ?? ''}` });
  lines.push({ text: 'Bill to', bold: true, gap: 12 });
  if (invoice.customer_name) lines.push({ text: invoice.customer_name });
  if (invoice.customer_email) lines.push({ text: invoice.customer_email });
  const address = invoice.customer_address;
  if (address?.line1) lines.push({ text: address.line1 });
  if (address?.postal_code || address?.city) {
    lines.push({ text: [address.postal_code, address.city].filter(Boolean).join(' ') });
  }
  lines.push({ text: 'Description', bold: true, right: 'Amount', gap: 12 });
  for (const line of invoice.lines.data) {
    lines.push({ text: line.description ?? '', size: 10, right: formatAmount(line.amount, currency) });
  }
  lines.push({ text: 'Total', bold: true, right: formatAmount(invoice.total, currency), gap: 8 });
  lines.push({ text: 'Amount paid', right: formatAmount(invoice.amount_paid, currency) });
  lines.push({ text: 'Amount due', bold: true, right: formatAmount(invoice.amount_remaining, currency) });
  lines.push({ text: 'Issued by the Stripe emulator (test mode): not a real invoice.', size: 8, gap: 24 });
  return renderPdf(`Invoice ${invoice.number ?? invoice.id}`, lines);
}
