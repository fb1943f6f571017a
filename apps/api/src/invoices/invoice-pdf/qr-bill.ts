import { centsToAmount } from '@app/pricing';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data, Debtor, PDFOptions } from 'swissqrbill/types';
import type { BilledTo, InvoiceDocument, TransferPayment } from '../invoice-document.js';
import { qrBillText } from './pdf-text.js';
import type { Words } from './words.js';

const LANGUAGES = { fr: 'FR', de: 'DE', it: 'IT', en: 'EN' } as const satisfies Record<
  Words['language'],
  PDFOptions['language']
>;

/** The field lengths of the Implementation Guidelines QR-bill 2.3 (4.3.3), which swissqrbill checks. */
const MAX = { name: 70, street: 70, postalCode: 16, city: 35, message: 140 } as const;

/**
 * The customer as the payment part's debtor, or none when the billing details lack a part of the
 * structured address SPS 2.3 requires: the payment part then leaves "Payable by" blank to be filled
 * in by hand, where an incomplete address would make the whole bill invalid.
 */
function debtorOf(billedTo: BilledTo | null): Debtor | undefined {
  if (!billedTo) return undefined;
  const debtor = {
    name: qrBillText(billedTo.company || `${billedTo.firstName} ${billedTo.lastName}`, MAX.name),
    address: qrBillText(billedTo.address, MAX.street),
    zip: qrBillText(billedTo.postalCode, MAX.postalCode),
    city: qrBillText(billedTo.city, MAX.city),
    country: 'CH',
  };
  return debtor.name && debtor.address && debtor.zip && debtor.city ? debtor : undefined;
}

/**
 * The payment part's data (Swiss Payment Standards 2.3): the seller as creditor on the QR-IBAN, the
 * invoice's QR reference, its total in CHF, the customer as debtor (billing details are Swiss: the
 * payment page asks for a Swiss address) and the invoice number as the unstructured message.
 */
export function qrBillData(document: InvoiceDocument, transfer: TransferPayment, words: Words): Data {
  const { seller } = document;
  const debtor = debtorOf(document.billedTo);
  return {
    currency: 'CHF',
    amount: centsToAmount(transfer.amountDue),
    reference: transfer.reference,
    message: qrBillText(words.say('invoice.pdf.qrMessage', { number: document.number }), MAX.message),
    creditor: {
      account: transfer.qrIban,
      name: qrBillText(seller.legalName, MAX.name),
      address: qrBillText(seller.street, MAX.street),
      zip: qrBillText(seller.postalCode, MAX.postalCode),
      city: qrBillText(seller.city, MAX.city),
      country: seller.country,
    },
    ...(debtor && { debtor }),
  };
}

/**
 * Draws the payment part with its receipt across the foot of the last page, where the standard
 * puts it (the bottom 105 mm of A4), or of a new page when the invoice's text reaches that far.
 */
export function drawQrBill(
  doc: PDFKit.PDFDocument,
  document: InvoiceDocument,
  transfer: TransferPayment,
  words: Words,
): void {
  const bill = new SwissQRBill(qrBillData(document, transfer, words), {
    language: LANGUAGES[words.language],
  });
  if (!SwissQRBill.isSpaceSufficient(doc)) doc.addPage();
  bill.attachTo(doc);
}
