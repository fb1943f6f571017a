import type { Language } from '@app/contracts';
import { decodeQrBillCode, pdfPagesText } from '@app/pdf-reader';
import { describe, expect, it, vi } from 'vitest';
import type { InvoiceDocument } from '../../../src/invoices/invoice-document.js';
import { renderInvoicePdf } from '../../../src/invoices/invoice-pdf/render-invoice-pdf.js';
import { invoiceDocument, invoiceLine } from '../../helpers/invoice-documents.js';

/** The page's text as one line: the PDF's no-break spaces and line ends read as plain spaces. */
async function textOf(document: InvoiceDocument): Promise<string[]> {
  const bytes = await renderInvoicePdf(document);
  return pdfPagesText(bytes).map((page) => page.replace(/\s+/gu, ' ').trim());
}

// An annual Enterprise subscription for three, and two more licenses added half-way, prorated:
// 1'404.00 + 520.00 = 1'924.00, of which 1'786.44 without VAT and 137.56 of VAT at 7.7 %. The
// plan's lines are named in the invoice's language, whatever Stripe's English description says.
const ENTERPRISE_ANNUAL = { plan: 'enterprise', frequency: 'annual' } as const;
const twoLines = (language: Language) =>
  invoiceDocument({
    language,
    lines: [
      invoiceLine({
        description: '3 × Enterprise',
        plan: ENTERPRISE_ANNUAL,
        quantity: 3,
        unitAmount: 46_800,
      }),
      invoiceLine({
        description: 'Remaining time on 2 × Enterprise',
        plan: ENTERPRISE_ANNUAL,
        proration: true,
        quantity: 2,
        unitAmount: 46_800,
        amount: 52_000,
        periodStart: new Date('2026-09-01T11:00:00Z'),
        periodEnd: new Date('2027-03-01T11:00:00Z'),
      }),
    ],
  });

// Written out by hand, in each language's Swiss usage, so a formatter or a message that changes
// shows here; each string is a label beside its value, in reading order.
const EXPECTED: Record<Language, string[]> = {
  de: [
    'Dictation Health SA Avenue de la Gare 12 1003 Lausanne Schweiz MWST-Nr.: CHE-123.456.788 TVA',
    'Rechnung an Praxis Dr. Meier Anna Meier Bahnhofstrasse 5 8001 Zürich UID/MWST-Nr.: CHE-109.322.551',
    'Rechnung Rechnungsnummer DH-2026-0042',
    'Rechnungsdatum 1. März 2026',
    'Leistungszeitraum 1. März 2026 bis 1. März 2027',
    'Beschreibung Menge Einzelpreis Betrag',
    "Enterprise-Abonnement, jährlich 3 CHF 468.00 CHF 1'404.00",
    'Enterprise-Abonnement, jährlich: verbleibende Zeit nach der Änderung 1. September 2026 bis 1. März 2027 2 CHF 468.00 CHF 520.00',
    "Zwischensumme exkl. MWST CHF 1'786.44",
    'MWST 7.7% CHF 137.56',
    "Total inkl. MWST CHF 1'924.00",
    'Offen, zahlbar bis 31. März 2026',
  ],
  fr: [
    'Dictation Health SA Avenue de la Gare 12 1003 Lausanne Suisse N° TVA : CHE-123.456.788 TVA',
    'Facturé à Praxis Dr. Meier Anna Meier Bahnhofstrasse 5 8001 Zürich IDE/n° TVA : CHE-109.322.551',
    'Facture Numéro de facture DH-2026-0042',
    'Date de la facture 1er mars 2026',
    'Période de prestation 1er mars 2026 – 1er mars 2027',
    'Désignation Quantité Prix unitaire Montant',
    'Abonnement Entreprise, annuel 3 468.00 CHF 1 404.00 CHF',
    'Abonnement Entreprise, annuel : temps restant après le changement 1er septembre 2026 – 1er mars 2027 2 468.00 CHF 520.00 CHF',
    'Sous-total hors TVA 1 786.44 CHF',
    // French sets "%" apart, as the screens do (docs/languages.md#money-format).
    'TVA 7,7 % 137.56 CHF',
    'Total TVA incluse 1 924.00 CHF',
    "Ouverte, payable jusqu'au 31 mars 2026",
  ],
  it: [
    'Dictation Health SA Avenue de la Gare 12 1003 Lausanne Svizzera N. IVA: CHE-123.456.788 TVA',
    'Intestata a Praxis Dr. Meier Anna Meier Bahnhofstrasse 5 8001 Zürich IDI/n. IVA: CHE-109.322.551',
    'Fattura Numero di fattura DH-2026-0042',
    'Data della fattura 1° marzo 2026',
    'Periodo di prestazione 1° marzo 2026 – 1° marzo 2027',
    'Descrizione Quantità Prezzo unitario Importo',
    "Abbonamento Enterprise, annuale 3 CHF 468.00 CHF 1'404.00",
    'Abbonamento Enterprise, annuale: tempo restante dopo la modifica 1° settembre 2026 – 1° marzo 2027 2 CHF 468.00 CHF 520.00',
    "Subtotale IVA esclusa CHF 1'786.44",
    'IVA 7.7% CHF 137.56',
    "Totale IVA inclusa CHF 1'924.00",
    'Aperta, pagabile entro il 31 marzo 2026',
  ],
  en: [
    'Dictation Health SA Avenue de la Gare 12 1003 Lausanne Switzerland VAT number: CHE-123.456.788 TVA',
    'Invoice to Praxis Dr. Meier Anna Meier Bahnhofstrasse 5 8001 Zürich UID/VAT number: CHE-109.322.551',
    'Invoice Invoice number DH-2026-0042',
    'Invoice date 1 March 2026',
    'Service period 1 March 2026 to 1 March 2027',
    'Description Quantity Unit price Amount',
    "Enterprise subscription, annual 3 CHF 468.00 CHF 1'404.00",
    'Enterprise subscription, annual: remaining time after the change 1 September 2026 to 1 March 2027 2 CHF 468.00 CHF 520.00',
    "Subtotal excl. VAT CHF 1'786.44",
    'VAT 7.7% CHF 137.56',
    "Total incl. VAT CHF 1'924.00",
    'Open, payable by 31 March 2026',
  ],
};

describe('the invoice PDF (docs/subscriptions-and-money.md#invoices, Art. 26 MWSTG)', () => {
  it("names a change's credit for time not used as such, and a line for no plan as Stripe wrote it", async () => {
    const [page] = await textOf(
      invoiceDocument({
        language: 'de',
        lines: [
          invoiceLine({
            description: 'Unused time on 3 × Enterprise',
            plan: ENTERPRISE_ANNUAL,
            proration: true,
            quantity: 3,
            amount: -70_200,
          }),
          invoiceLine({ description: 'Setup', quantity: 1, unitAmount: 90_000 }),
        ],
      }),
    );
    expect(page).toContain('Enterprise-Abonnement, jährlich: Gutschrift für nicht genutzte Zeit');
    expect(page).toContain('Setup');
    expect(page).not.toContain('Unused time');
  });

  it.each([
    ['de', 'CHF \u2013702.00', 'CHF-'],
    ['fr', '\u2013702.00 CHF', '-702'],
  ] as const)(
    'writes a credit in %s with a minus that reads as one, not glued to "CHF"',
    async (language, credit, glued) => {
      // docs/languages.md#money-format: the screens' U+2212, set as the en dash WinAnsi has.
      const [page] = await textOf(
        invoiceDocument({
          language,
          lines: [
            invoiceLine({
              description: 'Unused time on 3 × Enterprise',
              proration: true,
              quantity: 3,
              amount: -70_200,
            }),
            invoiceLine({ description: 'Setup', quantity: 1, unitAmount: 90_000 }),
          ],
        }),
      );
      expect(page).toContain(credit);
      expect(page).not.toContain(glued);
    },
  );

  it.each(Object.keys(EXPECTED) as Language[])(
    'shows in %s the seller, the customer, the facts, every line, the VAT split and the status',
    async (language) => {
      const pages = await textOf(twoLines(language));
      expect(pages).toHaveLength(1);
      const missing = EXPECTED[language].filter((expected) => !pages[0]?.includes(expected));
      expect(missing).toEqual([]);
    },
  );

  it('shows a paid invoice with the day it was paid, and asks for no transfer', async () => {
    const [page] = await textOf(
      invoiceDocument({
        status: 'paid',
        paidAt: new Date('2026-03-05T09:30:00Z'),
        dueDate: null,
        transfer: null,
      }),
    );
    expect(page).toContain('Bezahlt am 5. März 2026');
    expect(page).not.toContain('Offen');
    expect(page).not.toContain('Zahlteil');
  });

  it("shows an open card invoice without a due date, and every other status in words, never Stripe's", async () => {
    const [open] = await textOf(invoiceDocument({ language: 'en', dueDate: null, transfer: null }));
    expect(open).toMatch(/Total incl\. VAT CHF 1'404\.00 Open$/);
    const statuses = [
      ['fr', 'uncollectible', 'Classée irrécouvrable'],
      ['de', 'uncollectible', 'Als uneinbringlich abgeschrieben'],
      ['it', 'void', 'Annullata: nulla è dovuto su questa fattura'],
      ['en', 'draft', 'Draft: not yet an invoice'],
      ['de', 'paid', 'Bezahlt'],
    ] as const;
    for (const [language, status, words] of statuses) {
      const [page] = await textOf(
        invoiceDocument({ language, status, paidAt: null, dueDate: null, transfer: null }),
      );
      expect(page, `${status} in ${language}`).toMatch(new RegExp(`${words}$`));
      expect(page).not.toMatch(/\b(uncollectible|void|draft)\b/);
    }
  });

  it('leaves out what the customer did not give: no company, no UID', async () => {
    const document = invoiceDocument({ language: 'en' });
    const [page] = await textOf({
      ...document,
      billedTo: document.billedTo && { ...document.billedTo, company: null, vatNumber: null },
    });
    expect(page).toContain('Invoice to Anna Meier Bahnhofstrasse 5 8001 Zürich Invoice Invoice number');
    expect(page).not.toContain('UID/VAT number');
  });

  it('writes a name in letters the PDF font lacks without them, not as wrong glyphs', async () => {
    const document = invoiceDocument({ language: 'en' });
    const [page] = await textOf({
      ...document,
      billedTo: document.billedTo && { ...document.billedTo, firstName: 'Łucja', lastName: 'Dvořák' },
    });
    expect(page).toContain('Lucja Dvorák');
  });

  it('gives the same bytes for the same invoice, dated by the invoice rather than the clock', async () => {
    const first = await renderInvoicePdf(twoLines('it'));
    // A day and a second later by the clock, not the few milliseconds a pause would give: a date
    // read from the clock (a PDF's CreationDate is to the second) shows up every time.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_401_000 });
    try {
      expect(Buffer.from(await renderInvoicePdf(twoLines('it'))).equals(Buffer.from(first))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the invoice PDF over several pages', () => {
  const manyLines = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      invoiceLine({ description: `License ${index + 1}`, quantity: 1, unitAmount: 46_800 }),
    );

  it('keeps twenty lines without a QR-bill on one page, unnumbered', async () => {
    const pages = await textOf(invoiceDocument({ lines: manyLines(20), transfer: null }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).not.toContain('Seite');
    expect(pages[0]).toContain('License 20 1 CHF 468.00 CHF 468.00 Preise inkl. MWST. Zwischensumme');
  });

  it('carries more lines onto the next page under the column headings again, totals after the last', async () => {
    const bytes = await renderInvoicePdf(invoiceDocument({ lines: manyLines(45) }));
    const pages = pdfPagesText(bytes).map((page) => page.replace(/\s+/gu, ' '));
    expect(pages.length).toBeGreaterThan(1);
    const last = pages.at(-1) ?? '';
    expect(last).toContain('Beschreibung Menge Einzelpreis Betrag');
    expect(last).toContain("Total inkl. MWST CHF 21'060.00");
    // Every line once, in order, across the pages.
    const numbers = [...pages.join(' ').matchAll(/License (\d+) 1 CHF/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));
    // The QR-bill is on the last page alone, where the totals are.
    expect(decodeQrBillCode(bytes, pages.length - 1)).toMatch(/^SPC/);
    expect(last).toContain('Zahlteil');
    // Each page says whose it is and where it belongs.
    expect(pages.map((page) => page.match(/Rechnung DH-2026-0042, Seite \d von \d/)?.[0])).toEqual(
      pages.map((_, index) => `Rechnung DH-2026-0042, Seite ${index + 1} von ${pages.length}`),
    );
    expect(pages.slice(0, -1).some((page) => page.includes('Zahlteil'))).toBe(false);
  });
});
