import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { confirmedAccount, freshEmail, openAs, subscriptionInfo } from './accounts.js';
import { expect, test } from './fixtures.js';
import { invoiceRow, orderEnterpriseOnInvoice, theOpenInvoice } from './offline-services.js';
import { adminAccount } from './two-factor.js';
import { wordsFor } from './words.js';

/**
 * docs/subscriptions-and-money.md#credit-limit: a first order on invoice above the credit limit
 * (CHF 5,000: Enterprise for 11 users, annual, is CHF 5,148.00) is placed, its invoice sent, and
 * not served until the invoice is paid or the admin approves it (docs/admin.md#approve-order).
 */
const USERS = 11;

test.use({ locale: 'en-GB' });

test('a new practice orders Enterprise for 11 users on invoice: told its plan waits, served once the admin approves it', async ({
  page,
  browser,
}) => {
  const words = wordsFor('en');
  const account = await confirmedAccount(page, freshEmail('credit', 'clinic.example.ch'));
  await openAs(page, 'en', account);
  await orderEnterpriseOnInvoice(page, USERS);
  await expect(page.getByText(words('thankYou.messageAwaiting'))).toBeVisible();

  // The account is Free meanwhile, says why, and shows the invoice it can pay.
  await page.goto('/account');
  await expect(page.getByText(words('account.awaiting.title'))).toBeVisible();
  const details = page.getByRole('region', { name: words('account.details.heading') });
  await expect(details).toContainText(words('account.type.free'));
  const { number } = await theOpenInvoice(page);
  expect((await subscriptionInfo(page, account)).accountType).toBe('free');

  // The admin finds the order waiting among the open invoices and approves it.
  const admin = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await openAs(admin, 'en', await adminAccount(admin));
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: words('admin.tab.invoices') }).click();
  const table = admin.getByRole('table', { name: words('admin.invoices.caption') });
  const row = table.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText(words('admin.invoices.awaitsApproval'));
  await row.getByRole('button', { name: new RegExp(`^${words('admin.invoices.approve.action')}`) }).click();
  const question = admin.getByRole('alertdialog', { name: words('admin.invoices.approve.title') });
  await question.getByRole('button', { name: words('admin.invoices.approve.confirm') }).click();
  await expect(admin.getByText(words('admin.invoices.approve.success', { number }))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  await expect(row).not.toContainText(words('admin.invoices.awaitsApproval'));

  // Served: the plan is Enterprise; the invoice stays open until the transfer comes.
  await page.reload();
  await expect(details).toContainText(words('account.type.enterprise'));
  await expect(page.getByText(words('account.awaiting.title'))).toHaveCount(0);
  await expect(invoiceRow(page, number)).toContainText(words('account.invoices.status.open'));
});
