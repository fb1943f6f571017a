import { describe, expect, it } from 'vitest';
import { expectAllRejected } from '../test/assertions.js';
import { examples } from '../test/examples.js';
import {
  billingDetailsSchema,
  billingInfoResponseSchema,
  cardExpiry,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
  paymentProblemSchema,
  swissUidSchema,
  updatePaymentMethodRequestSchema,
} from './billing.js';
import { validationError } from './errors.js';
import { saveBillingInfoRequestSchema, subscriptionInfoResponseSchema } from './subscriptions.js';
import { parseSwissUid, swissUidCheckDigit } from './swiss-uid.js';

const FIVE = {
  firstName: 'Anna',
  lastName: 'Muster',
  address: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
};

describe('the Swiss UID', () => {
  it('computes the check digit of published numbers (modulus 11, weights 5 4 3 2 7 6 5 4)', () => {
    // CHE-116.281.710 and CHE-109.322.551: UIDs of the federal register.
    expect(swissUidCheckDigit('11628171')).toBe(0);
    expect(swissUidCheckDigit('10932255')).toBe(1);
  });

  it('reads the ways people type it, and writes it as CHE-123.456.789 with its VAT suffix', () => {
    expect(parseSwissUid('CHE-116.281.710')).toEqual({ formatted: 'CHE-116.281.710', vat: null });
    expect(parseSwissUid('che116281710')).toEqual({ formatted: 'CHE-116.281.710', vat: null });
    expect(parseSwissUid(' CHE 116 281 710 mwst ')).toEqual({
      formatted: 'CHE-116.281.710 MWST',
      vat: 'MWST',
    });
    expect(parseSwissUid('CHE-109.322.551 TVA')?.vat).toBe('TVA');
    expect(parseSwissUid('CHE-109.322.551 IVA')?.formatted).toBe('CHE-109.322.551 IVA');
  });

  it('refuses a wrong check digit, a number whose check digit would be 10, other formats and suffixes', () => {
    for (const value of [
      'CHE-116.281.711',
      'CHE-109.322.550',
      'CHE-123.456.789',
      'CHE-900.000.000',
      'CH-116.281.710',
      'CHE-116.281.71',
      'CHE-116.281.7100',
      'CHE-116.281.710 VAT',
      'CHE-116.281.710 HR MWST',
      'DE123456789',
      '',
    ]) {
      expect(parseSwissUid(value), value).toBeNull();
    }
    // 9 × 5 = 45, remainder 1: no check digit exists, so no number starting 900.000.00 is valid.
    expect(swissUidCheckDigit('90000000')).toBeNull();
    expect(swissUidSchema.safeParse('x'.repeat(41)).success).toBe(false);
  });
});

describe('billing details', () => {
  it('keep the five fields of docs/calls.md#save-billing-info valid on their own', () => {
    expect(saveBillingInfoRequestSchema.parse({ billingInfo: FIVE })).toEqual({ billingInfo: FIVE });
  });

  it('add a company, a normalised UID/VAT number and a lower-cased invoice address', () => {
    expect(
      billingDetailsSchema.parse({
        ...FIVE,
        company: ' Praxis Dr. Muster ',
        vatNumber: 'che 116 281 710 mwst',
        invoiceEmail: ' Buchhaltung@Praxis.CH ',
      }),
    ).toEqual({
      ...FIVE,
      company: 'Praxis Dr. Muster',
      vatNumber: 'CHE-116.281.710 MWST',
      invoiceEmail: 'buchhaltung@praxis.ch',
    });
  });

  it('say which field is wrong, so the form can show it there', () => {
    const input = { billingInfo: { ...FIVE, vatNumber: 'CHE-116.281.711', invoiceEmail: 'accountant' } };
    const parsed = saveBillingInfoRequestSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(validationError(parsed.error, input).issues).toEqual([
      expect.objectContaining({ path: ['billingInfo', 'vatNumber'], code: 'invalid_format' }),
      expect.objectContaining({ path: ['billingInfo', 'invoiceEmail'], code: 'invalid_format' }),
    ]);
  });

  it('are answered with absent optional fields as null', () => {
    expect(billingInfoResponseSchema.parse(examples.billingInfo.response)).toEqual(
      examples.billingInfo.response,
    );
    const none = { billingInfo: { ...FIVE, company: null, vatNumber: null, invoiceEmail: null } };
    expect(billingInfoResponseSchema.parse(none)).toEqual(none);
    expect(billingInfoResponseSchema.parse({ billingInfo: null })).toEqual({ billingInfo: null });
    expectAllRejected(billingInfoResponseSchema, [{}, { billingInfo: FIVE }]);
  });
});

describe('what the customer pays, in subscription-info', () => {
  const info = examples.subscriptionInfo.response;

  it('holds the card, the next charge and an unpaid renewal', () => {
    const unpaid = { ...info, paymentProblem: { invoiceId: 'in_1Pxyz', amountDue: 58800, reason: 'failed' } };
    expect(subscriptionInfoResponseSchema.parse(unpaid)).toEqual(unpaid);
  });

  it('refuses a card number, a partial charge and an unknown reason', () => {
    expectAllRejected(subscriptionInfoResponseSchema, [
      { ...info, paymentMethod: { ...info.paymentMethod, last4: '4242424242424242' } },
      { ...info, paymentMethod: { ...info.paymentMethod, expMonth: 13 } },
      { ...info, nextCharge: { amount: 140400 } },
      { ...info, nextCharge: { amount: 12.5, date: '2025-07-01T10:00:00.000Z' } },
      { ...info, paymentProblem: { invoiceId: 'in_1', amountDue: 100, reason: 'expired' } },
      { ...info, paymentMethod: undefined },
    ]);
    expectAllRejected(paymentProblemSchema, [{ invoiceId: '', amountDue: 0, reason: 'failed' }]);
  });
});

describe('the card and invoice calls', () => {
  it('take Stripe ids only', () => {
    expect(payInvoiceRequestSchema.parse({ invoiceId: 'in_1Pxyz' })).toEqual({ invoiceId: 'in_1Pxyz' });
    expectAllRejected(payInvoiceRequestSchema, [
      { invoiceId: 'pi_1Pxyz' },
      { invoiceId: 'in_1; drop table' },
      { invoiceId: 'in_1', paymentMethodId: 'card_1' },
      { invoiceId: 'in_1', other: true },
    ]);
    expectAllRejected(updatePaymentMethodRequestSchema, [{}, { paymentMethodId: 'seti_1' }]);
  });

  it('answer an invoice payment like a first payment, its secret with any action', () => {
    expect(payInvoiceResponseSchema.parse(examples.payInvoice.response)).toEqual(
      examples.payInvoice.response,
    );
    expectAllRejected(payInvoiceResponseSchema, [{ requiresAction: true }]);
  });
});

describe('cardExpiry', () => {
  const card = { expMonth: 2, expYear: 2027 };
  it('warns from 30 days before the end of the expiry month, and says when it has passed', () => {
    expect(cardExpiry(card, new Date('2027-01-29T23:59:00Z'))).toBe('valid');
    expect(cardExpiry(card, new Date('2027-01-30T00:00:00Z'))).toBe('expiring');
    expect(cardExpiry(card, new Date('2027-02-28T23:59:00Z'))).toBe('expiring');
    expect(cardExpiry(card, new Date('2027-03-01T00:00:00Z'))).toBe('expired');
  });
  it('rolls a December card into January of the next year', () => {
    expect(cardExpiry({ expMonth: 12, expYear: 2026 }, new Date('2026-12-31T12:00:00Z'))).toBe('expiring');
    expect(cardExpiry({ expMonth: 12, expYear: 2026 }, new Date('2027-01-01T00:00:00Z'))).toBe('expired');
  });
});
