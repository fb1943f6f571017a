import type { Language } from '@app/contracts';
import {
  decodeQrBillCode,
  isQrReference,
  isValidIban,
  parseQrBillPayload,
  pdfPageCount,
  pdfPagesText,
  QR_BILL_FIELDS,
} from '@app/pdf-reader';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../../src/invoices/invoice-document.js';
import { renderInvoicePdf } from '../../../src/invoices/invoice-pdf/render-invoice-pdf.js';
import {
  invoiceDocument,
  invoiceLine,
  TEST_QR_IBAN,
  TEST_QR_REFERENCE,
} from '../../helpers/invoice-documents.js';

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
      const { fields, extra } = parseQrBillPayload(payload ?? '');

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
      expect(
        QR_BILL_FIELDS.filter((name) => name.startsWith('UltmtCdtr')).map((name) => fields[name]),
      ).toEqual(Array(7).fill(''));
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
      expect(isQrReference(fields.Ref)).toBe(true);
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
    const { fields } = parseQrBillPayload(payload ?? '');
    expect(fields.UltmtDbtrName).toBe('Anna Meier');
    expect(fields.Amt).toBe('107.95');
  });

  it('writes names in the standard character set, as the payment part prints them', async () => {
    const document = invoiceDocument({ language: 'fr' });
    const bytes = await renderInvoicePdf({
      ...document,
      billedTo: document.billedTo && { ...document.billedTo, company: 'Cabinet l’Étoile – Łódź' },
    });
    const { fields } = parseQrBillPayload(decodeQrBillCode(bytes, 0) ?? '');
    expect(fields.UltmtDbtrName).toBe("Cabinet l'Étoile - Lódz");
    expect(pdfPagesText(bytes)[0]?.replace(/\s+/g, ' ')).toContain("Payable par Cabinet l'Étoile - Lódz");
  });

  it('leaves the debtor empty, for the payer to write in, when the billing address is incomplete', async () => {
    const document = invoiceDocument({ language: 'en' });
    const payload = await payloadOf({
      ...document,
      billedTo: document.billedTo && { ...document.billedTo, address: ' ' },
    });
    const { fields } = parseQrBillPayload(payload ?? '');
    expect(QR_BILL_FIELDS.filter((name) => name.startsWith('UltmtDbtr')).map((name) => fields[name])).toEqual(
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
    expect(text).toContain('Total inkl. MWST CHF \u2013468.00');
    expect(text).not.toContain('Zahlteil');
  });

  it("asks for the amount still due, not the total, when the customer's balance paid part of it", async () => {
    const document = invoiceDocument({});
    const partly = {
      ...document,
      transfer: document.transfer && { ...document.transfer, amountDue: 100_000 },
    };
    const { fields } = parseQrBillPayload((await payloadOf(partly)) ?? '');
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
