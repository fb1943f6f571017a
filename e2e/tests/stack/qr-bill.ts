import {
  decodeQrBillCode,
  parseQrBillPayload,
  pdfPageCount,
  pdfPagesText,
  type QrBillFields,
} from '@app/pdf-reader';
import { expect } from '@playwright/test';

/**
 * The QR-bill of an invoice PDF as a bank's app and a payer read it: the code in the last page's
 * payment part, its data elements named (Swiss Payment Standards 2.3), and that page's text with
 * its whitespace made single spaces.
 */
export function readQrBill(pdf: Uint8Array): { fields: QrBillFields; printed: string } {
  const last = pdfPageCount(pdf) - 1;
  const payload = decodeQrBillCode(pdf, last);
  expect(payload, 'a QR code in the payment part of the last page').not.toBeNull();
  const { fields, extra } = parseQrBillPayload(payload ?? '');
  // Nothing after the trailer: no bill information or alternative scheme is written.
  expect(extra.filter((line) => line !== '')).toEqual([]);
  return { fields, printed: (pdfPagesText(pdf)[last] ?? '').replace(/\s+/g, ' ') };
}
