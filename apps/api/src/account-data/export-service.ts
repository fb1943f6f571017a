import { strToU8, zipSync } from 'fflate';
import { appDevicesOf } from '../app-auth/devices-service.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { exportedInvoices, ownInvoicePdfs } from '../invoices/invoice-service.js';
import { DATA_EXPORTS_PER_ACCOUNT } from '../rate-limits/limits.js';
import { takeAttempt } from '../rate-limits/rate-limits-service.js';
import { exportedUsage } from '../usage/usage-service.js';
import { accountData } from './export-repository.js';

export interface ExportContext {
  db: Database;
  config: Pick<Config, 'seller' | 'invoiceQrIban' | 'vatRates'>;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * "Download my data" (docs/accounts.md#data-download, nFADP): her profile, sessions, the Windows
 * app's sign-ins (docs/desktop-app.md#devices), passkeys (docs/passkeys.md#list), seats, billing details, invoices and the dictation
 * app's usage as JSON, and the invoices' PDFs, rendered from our own records as the account page's
 * are (docs/subscriptions-and-money.md#invoices), so the download needs nothing of Stripe.
 */
export async function exportAccountData({ db, config }: ExportContext, userId: string): Promise<Uint8Array> {
  await takeAttempt(db, [{ limit: DATA_EXPORTS_PER_ACCOUNT, subject: userId }]);
  const data = await accountData(db, userId);
  const invoices = await exportedInvoices(db, userId);
  const pdfs = await ownInvoicePdfs({ db, config }, userId);
  const appSignIns = (await appDevicesOf(db, userId)).map((device) => ({
    name: device.name,
    createdAt: device.createdAt.toISOString(),
    createdFrom: device.createdFrom,
    lastUsedAt: device.lastUsedAt.toISOString(),
    lastUsedFrom: device.lastUsedFrom,
  }));
  const files: Record<string, Uint8Array> = {
    'profile.json': json(data.profile),
    'sessions.json': json(data.sessions),
    'app-sign-ins.json': json(appSignIns),
    'passkeys.json': json(data.passkeys),
    'seats.json': json(data.seats),
    'billing-details.json': json(data.billingDetails),
    'subscriptions.json': json(data.subscriptions),
    'invoices.json': json(invoices),
    // docs/desktop-app.md#usage: the dictation app's reported batches.
    'app-usage.json': json(await exportedUsage(db, userId)),
    ...Object.fromEntries(pdfs.map(({ fileName, pdf }) => [`invoices/${fileName}`, pdf])),
  };
  return zipSync(files, { level: 6 });
}
