import { strToU8, zipSync } from 'fflate';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { DATA_EXPORTS_PER_ACCOUNT } from '../rate-limits/limits.js';
import { takeAttempt } from '../rate-limits/rate-limits-service.js';
import { accountData } from './export-repository.js';
import { fetchInvoicePdfs } from './invoice-pdfs.js';

export interface ExportContext {
  db: Database;
  config: Pick<Config, 'stripe'>;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * "Download my data" (issue 21, nFADP): her profile, sessions, seats, billing details and
 * invoices as JSON, and the invoices' PDFs; a PDF that cannot be fetched is listed in
 * notes.json instead of failing the download. Read with no transaction held while the PDFs come.
 */
export async function exportAccountData({ db, config }: ExportContext, userId: string): Promise<Uint8Array> {
  await takeAttempt(db, [{ limit: DATA_EXPORTS_PER_ACCOUNT, subject: userId }]);
  const data = await accountData(db, userId);
  const pdfs = await fetchInvoicePdfs(data.invoices, config.stripe?.apiUrl);
  const files: Record<string, Uint8Array> = {
    'profile.json': json(data.profile),
    'sessions.json': json(data.sessions),
    'seats.json': json(data.seats),
    'billing-details.json': json(data.billingDetails),
    'subscriptions.json': json(data.subscriptions),
    'invoices.json': json(data.invoices),
    ...pdfs.files,
  };
  if (pdfs.missing.length > 0) files['notes.json'] = json({ invoicePdfsMissing: pdfs.missing });
  return zipSync(files, { level: 6 });
}
