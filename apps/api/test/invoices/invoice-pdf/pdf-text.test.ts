import { describe, expect, it } from 'vitest';
import { pdfText, qrBillText } from '../../../src/invoices/invoice-pdf/pdf-text.js';

describe('text for the PDF font (WinAnsi)', () => {
  it('keeps the four languages and the Swiss formats as they are', () => {
    for (const text of [
      'Zürich, 1. März 2026',
      'Numéro de facture',
      'Quantità',
      "CHF 1'404.00",
      'l’Étoile – €',
    ]) {
      expect(pdfText(text)).toBe(text);
    }
  });

  it('turns the spaces fr-CH formats with into no-break spaces WinAnsi has', () => {
    expect(pdfText('1\u202f404.00\u00a0CHF')).toBe('1\u00a0404.00\u00a0CHF');
  });

  it('takes the accent off a letter the font lacks, stroked ones too, and marks what has no Latin form', () => {
    expect(pdfText('Dvořák, Łódź, Đorđević, Ştefan')).toBe('Dvorák, Lódz, Dordevic, Stefan');
    expect(pdfText('Praxis 医院')).toBe('Praxis ??');
  });

  it('keeps a line break from reaching the page or the QR code', () => {
    expect(pdfText('Bahnhofstrasse 5\r\nPostfach')).toBe('Bahnhofstrasse 5 Postfach');
  });
});

describe('text for the QR-bill (Implementation Guidelines 2.3, 4.1.1)', () => {
  it('writes typographic quotes and dashes in ASCII and cuts at the field length', () => {
    expect(qrBillText('Cabinet l’Étoile – «Santé»', 70)).toBe("Cabinet l'Étoile - «Santé»");
    expect(qrBillText('Praxis Dr. Meier', 6)).toBe('Praxis');
  });

  it('replaces signs outside the character set rather than letting the bank reject the payment', () => {
    expect(qrBillText('Praxis™ ƒ', 70)).toBe('Praxis. .');
  });
});
