import type { Language } from '@app/contracts';
import { COMPANY } from '@app/i18n';
import { splitVat } from '@app/pricing';
import type { InvoiceDocument, InvoiceLine } from '../../src/invoices/invoice-document.js';

/** The QR-IBAN and QR reference of the Implementation Guidelines' own examples. */
export const TEST_QR_IBAN = 'CH4431999123000889012';
export const TEST_QR_REFERENCE = '210000000003139471430009017';

export function invoiceLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  const quantity = overrides.quantity ?? 3;
  const unitAmount = overrides.unitAmount ?? 46_800;
  return {
    description: 'Enterprise, annual',
    periodStart: new Date('2026-03-01T11:00:00Z'),
    periodEnd: new Date('2027-03-01T11:00:00Z'),
    ...overrides,
    quantity,
    unitAmount,
    amount: overrides.amount ?? quantity * unitAmount,
  };
}

/**
 * An invoice on transfer, open, as helper A's records give it: the totals always follow the lines
 * at 7.7 % (packages/pricing's split), so a test changes the lines and the rest stays true.
 */
export function invoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = overrides.lines ?? [invoiceLine()];
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const vatRatePercent = overrides.vatRatePercent ?? 7.7;
  // A credit's split is the charge's negated, as src/invoices/invoice-service.ts has it.
  const split = splitVat(Math.abs(total), vatRatePercent);
  const sign = total < 0 ? -1 : 1;
  return {
    id: 'in_test_0042',
    number: 'DH-2026-0042',
    issued: new Date('2026-03-01T11:00:00Z'),
    dueDate: new Date('2026-03-31T11:00:00Z'),
    periodStart: new Date('2026-03-01T11:00:00Z'),
    periodEnd: new Date('2027-03-01T11:00:00Z'),
    total,
    vatRatePercent,
    subtotal: sign * split.subtotalCents,
    vat: sign * split.vatCents,
    currency: 'chf',
    status: 'open',
    paidAt: null,
    seller: {
      legalName: COMPANY.name,
      street: COMPANY.street,
      postalCode: COMPANY.postalCode,
      city: COMPANY.city,
      country: 'CH',
      vatNumber: 'CHE-123.456.788 TVA',
    },
    billedTo: {
      firstName: 'Anna',
      lastName: 'Meier',
      company: 'Praxis Dr. Meier',
      address: 'Bahnhofstrasse 5',
      postalCode: '8001',
      city: 'Zürich',
      vatNumber: 'CHE-109.322.551',
      email: 'anna.meier@example.ch',
    },
    transfer: { qrIban: TEST_QR_IBAN, reference: TEST_QR_REFERENCE, amountDue: total },
    language: 'de' satisfies Language,
    ...overrides,
    lines,
  };
}
