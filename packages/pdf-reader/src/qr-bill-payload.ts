/**
 * The Swiss QR Code's data elements in their order (Swiss Payment Standards, Implementation
 * Guidelines QR-bill 2.3, 4.3.3): one a line of the payload.
 */
export const QR_BILL_FIELDS = [
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

export type QrBillField = (typeof QR_BILL_FIELDS)[number];
export type QrBillFields = Record<QrBillField, string>;

/**
 * Splits a payload at its line breaks (CR LF or LF, 4.2.3) into its named elements; what follows
 * the trailer (bill information, alternative schemes) is `extra`. A missing line reads as
 * undefined, so a short payload fails the comparison that expects it.
 */
export function parseQrBillPayload(payload: string): { fields: QrBillFields; extra: string[] } {
  const lines = payload.split(/\r?\n/);
  const fields = Object.fromEntries(
    QR_BILL_FIELDS.map((name, index) => [name, lines[index]]),
  ) as QrBillFields;
  return { fields, extra: lines.slice(QR_BILL_FIELDS.length) };
}

/** The QR reference's check digit of 26 digits: modulo 10, recursive (Implementation Guidelines, Annex B). */
export function qrReferenceCheckDigit(digits: string): number {
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const digit of digits) carry = table[(carry + Number(digit)) % 10] ?? 0;
  return (10 - carry) % 10;
}

/** A QR reference: 27 digits, the last the check digit of the 26 before it. */
export function isQrReference(reference: string): boolean {
  return (
    /^\d{27}$/.test(reference) && qrReferenceCheckDigit(reference.slice(0, 26)) === Number(reference[26])
  );
}

/** ISO 13616: the IBAN's check digits give 1 modulo 97. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...moved].map((char) => Number.parseInt(char, 36).toString()).join('');
  return BigInt(numeric) % 97n === 1n;
}
