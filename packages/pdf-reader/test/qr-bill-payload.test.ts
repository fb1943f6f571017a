import { describe, expect, it } from 'vitest';
import { isQrReference, isValidIban, parseQrBillPayload, QR_BILL_FIELDS } from '../src/index.js';

// SIX's example reference and QR-IBAN (Implementation Guidelines QR-bill 2.3, examples).
const REFERENCE = '210000000003139471430009017';
const QR_IBAN = 'CH4431999123000889012';

describe('reading a QR-bill payload', () => {
  it('names each line by its data element, in the standard order, and keeps what follows the trailer', () => {
    const lines = QR_BILL_FIELDS.map((name) => `<${name}>`);
    const { fields, extra } = parseQrBillPayload([...lines, '//S1/10/DH-1', ''].join('\r\n'));
    expect(fields.QRType).toBe('<QRType>');
    expect(fields.Amt).toBe('<Amt>');
    expect(fields.Trailer).toBe('<Trailer>');
    expect(Object.keys(fields)).toEqual([...QR_BILL_FIELDS]);
    expect(extra).toEqual(['//S1/10/DH-1', '']);
  });

  it('leaves missing lines undefined, so a short payload compares unequal', () => {
    expect(parseQrBillPayload('SPC\n0200').fields.Coding).toBeUndefined();
  });

  it('accepts a QR reference only with its check digit (modulo 10, recursive)', () => {
    expect(isQrReference(REFERENCE)).toBe(true);
    expect(isQrReference('210000000003139471430009018')).toBe(false);
    expect(isQrReference(REFERENCE.slice(1))).toBe(false);
    expect(isQrReference(`${REFERENCE.slice(0, 26)}x`)).toBe(false);
  });

  it('accepts an IBAN only with its check digits (modulo 97)', () => {
    expect(isValidIban(QR_IBAN)).toBe(true);
    expect(isValidIban('CH4431999123000889013')).toBe(false);
    expect(isValidIban('CH44 3199 9123 0008 8901 2')).toBe(false);
  });
});
