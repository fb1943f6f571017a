import type { InvoiceRow } from './export-repository.js';

/** One PDF may take this long and be this large; the download stays a bounded request. */
const FETCH_TIMEOUT_MS = 10_000;
const MAX_PDF_BYTES = 10 * 1024 * 1024;

export interface FetchedPdfs {
  files: Record<string, Uint8Array>;
  /** Invoices whose PDF is not in the download, and why: the ZIP says so instead of failing. */
  missing: Array<{ invoice: string; reason: string }>;
}

/**
 * The addresses an invoice PDF may be fetched from: Stripe's own (https, *.stripe.com), or the
 * Stripe emulator's host and port when one is configured (development and tests; live keys never
 * have one). Anything else stored in invoice_pdf is not fetched: the API never becomes a way to
 * reach an address of someone's choosing.
 */
export function pdfSourceAllowed(link: string, emulatorUrl: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol === 'https:' && (url.hostname === 'stripe.com' || url.hostname.endsWith('.stripe.com'))) {
    return url.port === '';
  }
  if (!emulatorUrl) return false;
  const emulator = new URL(emulatorUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  const sameHost =
    url.hostname === emulator.hostname ||
    (loopback.includes(url.hostname) && loopback.includes(emulator.hostname));
  return sameHost && url.port === emulator.port && url.protocol === emulator.protocol;
}

const fileName = (invoice: InvoiceRow) =>
  `invoices/${(invoice.number ?? invoice.id).replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;

async function fetchPdf(link: string): Promise<Uint8Array> {
  const response = await fetch(link, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_PDF_BYTES) throw new Error('larger than 10 MB');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_PDF_BYTES) throw new Error('larger than 10 MB');
  if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') throw new Error('not a PDF');
  return bytes;
}

/** Each invoice's PDF from where subscription-info's invoice_pdf points, one at a time. */
export async function fetchInvoicePdfs(
  invoices: readonly InvoiceRow[],
  emulatorUrl: string | undefined,
): Promise<FetchedPdfs> {
  const result: FetchedPdfs = { files: {}, missing: [] };
  for (const invoice of invoices) {
    const name = invoice.number ?? invoice.id;
    if (!invoice.invoicePdf) {
      result.missing.push({ invoice: name, reason: 'Stripe has no PDF of this invoice.' });
      continue;
    }
    if (!pdfSourceAllowed(invoice.invoicePdf, emulatorUrl)) {
      result.missing.push({ invoice: name, reason: 'The PDF is not at an address of Stripe.' });
      continue;
    }
    try {
      result.files[fileName(invoice)] = await fetchPdf(invoice.invoicePdf);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      result.missing.push({ invoice: name, reason: `The PDF could not be fetched (${why}).` });
    }
  }
  return result;
}
