export { decodeQrBillCode, pdfPageCount, pdfPagesText } from './pdf-reader.js';
export {
  isQrReference,
  isValidIban,
  parseQrBillPayload,
  QR_BILL_FIELDS,
  type QrBillField,
  type QrBillFields,
  qrReferenceCheckDigit,
} from './qr-bill-payload.js';
