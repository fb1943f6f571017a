import type { Language } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../../src/invoices/invoice-document.js';
import { renderInvoicePdf } from '../../../src/invoices/invoice-pdf/render-invoice-pdf.js';
import {
  invoiceDocument,
  invoiceLine,
  TEST_QR_IBAN,
  TEST_QR_REFERENCE,
} from '../../helpers/invoice-documents.js';
import { decodeQrBillCode, pdfPageCount, pdfPagesText } from '../../helpers/pdf-reader.js';

// The Swiss QR Code's data elements in their order (Implementation Guidelines QR-bill 2.3, 4.3.3).
const FIELDS = [
  'QRType',
  'Version',
  'Coding',
  'IBAN',
  'CdtrAdrTp',
  'CdtrName',
  'CdtrStrtNmOrAdrLine1',
  'CdtrBldgNbOrAdrLine2',
  'CdtrPstCd',
  'CdtrTwnNm',
  'CdtrCtry',
  'UltmtCdtrAdrTp',
  'UltmtCdtrName',
  'UltmtCdtrStrtNmOrAdrLine1',
  'UltmtCdtrBldgNbOrAdrLine2',
  'UltmtCdtrPstCd',
  'UltmtCdtrTwnNm',
  'UltmtCdtrCtry',
  'Amt',
  'Ccy',
  'UltmtDbtrAdrTp',
  'UltmtDbtrName',
  'UltmtDbtrStrtNmOrAdrLine1',
  'UltmtDbtrBldgNbOrAdrLine2',
  'UltmtDbtrPstCd',
  'UltmtDbtrTwnNm',
  'UltmtDbtrCtry',
  'RmtInfTp',
  'Ref',
  'Ustrd',
  'Trailer',
] as const;

type Payload = Record<(typeof FIELDS)[number], string>;

/** Splits the payload at its line breaks (CR LF or LF, 4.2.3); bill information and alternative schemes may follow the trailer. */
function parsePayload(payload: string): { fields: Payload; extra: string[] } {
  const lines = payload.split(/\r?\n/);
  const fields = Object.fromEntries(FIELDS.map((name, index) => [name, lines[index]])) as Payload;
  return { fields, extra: lines.slice(FIELDS.length) };
}

/** The QR reference's check digit: modulo 10, recursive (Implementation Guidelines, Annex B). */
function mod10RecursiveCheckDigit(digits: string): number {
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const digit of digits) carry = table[(carry + Number(digit)) % 10] ?? 0;
  return (10 - carry) % 10;
}

/** ISO 13616: the IBAN's check digits give 1 modulo 97. */
function isValidIban(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...moved].map((char) => Number.parseInt(char, 36).toString()).join('');
  return BigInt(numeric) % 97n === 1n;
}

async function payloadOf(document: InvoiceDocument): Promise<string | null> {
  const bytes = await renderInvoicePdf(document);
  return decodeQrBillCode(bytes, pdfPageCount(bytes) - 1);
}

const MESSAGES: Record<Language, { message: string; paymentPart: string }> = {
  de: { message: 'Rechnung DH-2026-0042', paymentPart: 'Zahlteil' },
  fr: { message: 'Facture DH-2026-0042', paymentPart: 'Section paiement' },
  it: { message: 'Fattura DH-2026-0042', paymentPart: 'Sezione pagamento' },
  en: { message: 'Invoice DH-2026-0042', paymentPart: 'Payment part' },
};

describe('the QR-bill of an invoice paid by transfer (Swiss Payment Standards 2.3)', () => {
  it.each(Object.keys(MESSAGES) as Language[])(
    'in %s: its QR code holds the creditor, amount, debtor, QR reference and message as the standard lays them out',
    async (language) => {
      const bytes = await renderInvoicePdf(invoiceDocument({ language }));
      const pages = pdfPagesText(bytes);
      expect(pages).toHaveLength(1);
      expect(pages[0]).toContain(MESSAGES[language].paymentPart);
      const payload = decodeQrBillCode(bytes, 0);
      expect(payload).not.toBeNull();
      const { fields, extra } = parsePayload(payload ?? '');

      expect([fields.QRType, fields.Version, fields.Coding]).toEqual(['SPC', '0200', '1']);
      expect(fields.IBAN).toBe(TEST_QR_IBAN);
      expect(isValidIban(fields.IBAN)).toBe(true);
      // A QR-IBAN: its institution id (QR-IID) is 30000 to 31999.
      expect(Number(fields.IBAN.slice(4, 9))).toBeGreaterThanOrEqual(30000);
      expect(Number(fields.IBAN.slice(4, 9))).toBeLessThanOrEqual(31999);
      // 2.3 allows structured addresses only (type S): name, street, building number, postal code, town, country.
      expect([
        fields.CdtrAdrTp,
        fields.CdtrName,
        fields.CdtrStrtNmOrAdrLine1,
        fields.CdtrPstCd,
        fields.CdtrTwnNm,
        fields.CdtrCtry,
      ]).toEqual(['S', 'Dictation Health SA', 'Avenue de la Gare 12', '1003', 'Lausanne', 'CH']);
      // Ultimate creditor: reserved, empty.
      expect(FIELDS.filter((name) => name.startsWith('UltmtCdtr')).map((name) => fields[name])).toEqual(
        Array(7).fill(''),
      );
      expect(fields.Amt).toMatch(/^\d{1,9}\.\d{2}$/);
      expect(fields.Amt).toBe('1404.00');
      expect(fields.Ccy).toBe('CHF');
      expect([
        fields.UltmtDbtrAdrTp,
        fields.UltmtDbtrName,
        fields.UltmtDbtrStrtNmOrAdrLine1,
        fields.UltmtDbtrPstCd,
        fields.UltmtDbtrTwnNm,
        fields.UltmtDbtrCtry,
      ]).toEqual(['S', 'Praxis Dr. Meier', 'Bahnhofstrasse 5', '8001', 'Zürich', 'CH']);
      expect(fields.RmtInfTp).toBe('QRR');
      expect(fields.Ref).toBe(TEST_QR_REFERENCE);
      expect(fields.Ref).toMatch(/^\d{27}$/);
      expect(mod10RecursiveCheckDigit(fields.Ref.slice(0, 26))).toBe(Number(fields.Ref[26]));
      expect(fields.Ustrd).toBe(MESSAGES[language].message);
      expect(fields.Trailer).toBe('EPD');
      expect(extra.filter((line) => line !== '')).toEqual([]);
      // The whole payload within the standard's 997 characters.
      expect((payload ?? '').length).toBeLessThanOrEqual(997);
    },
  );

  it('names the customer when no practice name is given, and the amount due to the cent', async () => {
    const document = invoiceDocument({ language: 'en' });
    const payload = await payloadOf({
      ...document,
      total: 10_795,
      subtotal: 10_023,
      vat: 772,
      transfer: document.transfer && { ...document.transfer, amountDue: 10_795 },
      billedTo: document.billedTo && { ...document.billedTo, company: null },
    });
    const { fields } = parsePayload(payload ?? '');
    expect(fields.UltmtDbtrName).toBe('Anna Meier');
    expect(fields.Amt).toBe('107.95');
  });

  it('writes names in the standard character set, as the payment part prints them', async () => {
    const document = invoiceDocument({ language: 'fr' });
    const bytes = await renderInvoicePdf({
      ...document,
      billedTo: document.billedTo && { ...document.billedTo, company: 'Cabinet l’Étoile – Łódź' },
    });
    const { fields } = parsePayload(decodeQrBillCode(bytes, 0) ?? '');
    expect(fields.UltmtDbtrName).toBe("Cabinet l'Étoile - Lódz");
    expect(pdfPagesText(bytes)[0]?.replace(/\s+/g, ' ')).toContain("Payable par Cabinet l'Étoile - Lódz");
  });

  it('leaves the debtor empty, for the payer to write in, when the billing address is incomplete', async () => {
    const document = invoiceDocument({ language: 'en' });
    const payload = await payloadOf({
      ...document,
      billedTo: document.billedTo && { ...document.billedTo, address: ' ' },
    });
    const { fields } = parsePayload(payload ?? '');
    expect(FIELDS.filter((name) => name.startsWith('UltmtDbtr')).map((name) => fields[name])).toEqual(
      Array(7).fill(''),
    );
    expect(fields.Ref).toBe(TEST_QR_REFERENCE);
  });

  it('asks for no payment on a credit: no payment part below a total of zero or less', async () => {
    const bytes = await renderInvoicePdf(
      invoiceDocument({ lines: [invoiceLine({ quantity: 1, unitAmount: -46_800 })] }),
    );
    expect(decodeQrBillCode(bytes, pdfPageCount(bytes) - 1)).toBeNull();
    const text = pdfPagesText(bytes).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Total inkl. MWST CHF-468.00');
    expect(text).not.toContain('Zahlteil');
  });

  it("asks for the amount still due, not the total, when the customer's balance paid part of it", async () => {
    const document = invoiceDocument({});
    const partly = {
      ...document,
      transfer: document.transfer && { ...document.transfer, amountDue: 100_000 },
    };
    const { fields } = parsePayload((await payloadOf(partly)) ?? '');
    expect(document.total).toBe(140_400);
    expect(fields.Amt).toBe('1000.00');
  });

  it('is left out of an invoice without a transfer: no payment part, no QR code', async () => {
    const bytes = await renderInvoicePdf(invoiceDocument({ transfer: null }));
    expect(pdfPageCount(bytes)).toBe(1);
    expect(decodeQrBillCode(bytes, 0)).toBeNull();
    expect(pdfPagesText(bytes)[0]).not.toContain('Zahlteil');
    expect(pdfPagesText(bytes)[0]).not.toContain('Empfangsschein');
  });
});
