import { createHash } from 'node:crypto';
import { calculateQRReferenceChecksum, isQRReferenceValid } from 'swissqrbill/utils';

const REFERENCE_DIGITS = 26n;

/**
 * The QR reference of one invoice (Swiss Payment Standards 2.3): 26 digits and the modulus-10
 * recursive check digit. The digits come from a SHA-256 of Stripe's invoice id, so the same
 * invoice always carries the same reference (the PDF may be downloaded again) without one more
 * column, and two invoices share one with a chance of about one in 10^26. The bank's statement
 * names it; matching a statement back to an invoice recomputes it from the invoice's id.
 */
export function qrReferenceOf(stripeInvoiceId: string): string {
  const hash = BigInt(`0x${createHash('sha256').update(stripeInvoiceId).digest('hex')}`);
  const digits = (hash % 10n ** REFERENCE_DIGITS).toString().padStart(Number(REFERENCE_DIGITS), '0');
  const reference = `${digits}${calculateQRReferenceChecksum(digits)}`;
  // The library's own check of what it helped write: a wrong reference must never reach a bank.
  if (!isQRReferenceValid(reference)) throw new Error(`Invalid QR reference for ${stripeInvoiceId}`);
  return reference;
}
