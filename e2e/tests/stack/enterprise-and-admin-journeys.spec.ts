import { readFile } from 'node:fs/promises';
import { COMPANY, DOWNLOAD_URL, PRODUCT_NAME } from '@app/i18n';
import { isQrReference } from '@app/pdf-reader';
import { quote } from '@app/pricing';
import type { Page } from '@playwright/test';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { FIRST_ADMIN_EMAIL, INVOICE_QR_IBAN, PASSKEY_SITE_URL } from '../../playwright.config.js';
import { apiPath, confirmedAccount, freshEmail, openAs, subscriptionInfo } from './accounts.js';
import { expect, test } from './fixtures.js';
import { acceptOfferOnAccountPage } from './invitations.js';
import {
  BILLING,
  INVITATION_LINK,
  invoiceRow,
  lastMailTo,
  linkIn,
  orderEnterpriseOnInvoice,
  payByCard,
  theOpenInvoice,
} from './offline-services.js';
import { readQrBill } from './qr-bill.js';
import { adminAccount, setUpTwoFactor } from './two-factor.js';
import { virtualAuthenticator } from './virtual-authenticator.js';
import { amountDueToday, wordsFor } from './words.js';

/** A confirmed account, signed in in this browser (through the API, as the site's own screens do). */
async function signedInAccount(page: Page, email: string) {
  await openAs(page, 'en', await confirmedAccount(page, email));
}

test.use({ locale: 'en-GB' });

test('an Enterprise owner buys 3 users, invites a colleague who becomes active, removes them and adjusts to 4', async ({
  page,
  browser,
}) => {
  const owner = freshEmail('owner', 'clinic.example.ch');
  const colleague = freshEmail('colleague', 'clinic.example.ch');
  await signedInAccount(page, owner);

  await page.goto('/license');
  await page.getByRole('link', { name: 'Choose Enterprise' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('spinbutton', { name: 'Number of users' }).fill('3');
  await payByCard(page, {
    billing: {
      firstName: 'Claire',
      lastName: 'Dubois',
      address: 'Rue du Lac 3',
      postalCode: '1003',
      city: 'Lausanne',
    },
    amount: amountDueToday('en', 'enterprise', 3),
  });

  // Invite a colleague: a pending seat, and a create-password link in their mailbox.
  await page.goto('/account');
  await page.getByRole('textbox', { name: 'Email address of the person to invite' }).fill(colleague);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('An invitation has been sent.')).toBeVisible();
  const licenses = page.getByRole('table', { name: 'Assigned licenses' });
  await expect(licenses.getByRole('row', { name: new RegExp(colleague) })).toContainText('Pending');

  const invitation = linkIn(await lastMailTo(page, colleague), INVITATION_LINK);
  const colleaguePage = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await colleaguePage.goto(invitation);
  await colleaguePage.getByRole('textbox', { name: 'New password', exact: true }).fill('colleague-1');
  await colleaguePage.getByRole('textbox', { name: 'Confirm new password' }).fill('colleague-1');
  await colleaguePage.getByRole('button', { name: 'Save password' }).click();
  await expect(colleaguePage.getByText('Your password has been saved. You can now sign in.')).toBeVisible();
  // Her password set, the seat is still an offer: she accepts it on her account page
  // (docs/licences.md#offers).
  await page.reload();
  await expect(licenses.getByRole('row', { name: new RegExp(colleague) })).toContainText('Pending');
  const signin = await colleaguePage.request.post(apiPath('signin'), {
    data: { email: colleague, password: 'colleague-1' },
  });
  expect(signin.ok()).toBe(true);
  await openAs(colleaguePage, 'en', {
    email: colleague,
    token: ((await signin.json()) as { token: string }).token,
  });
  await acceptOfferOnAccountPage(colleaguePage, owner);
  await colleaguePage.context().close();

  await page.reload();
  await expect(licenses.getByRole('row', { name: new RegExp(colleague) })).toContainText('Active');

  // Remove the colleague's seat, then adjust the subscription to 4 licenses.
  await licenses
    .getByRole('row', { name: new RegExp(colleague) })
    .getByRole('button', { name: /Remove/ })
    .click();
  // docs/licences.md#remove: asked first, with what the subscription keeps costing.
  const question = page.getByRole('alertdialog', { name: 'Remove this license?' });
  await expect(question).toContainText(`${colleague} will no longer be able to use ${PRODUCT_NAME}.`);
  await question.getByRole('button', { name: 'Remove license' }).click();
  await expect(page.getByText('The license has been removed.')).toBeVisible();
  await expect(licenses.getByRole('row', { name: new RegExp(colleague) })).toHaveCount(0);

  await page.getByRole('link', { name: 'Adjust the number of licenses' }).click();
  await expect(page).toHaveURL(/\/license-adjustment$/);
  await page.getByRole('spinbutton', { name: 'Number of licenses' }).fill('4');
  await page.getByRole('spinbutton', { name: 'Number of licenses' }).blur();
  // docs/subscriptions-and-money.md#changes: the extra licence is charged now, for the amount shown first.
  const dueToday = page.locator('dt', { hasText: /^Due today$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(dueToday).toHaveText(/^CHF\s/);
  const shown = (await dueToday.textContent()) ?? '';
  await page.getByRole('button', { name: 'Finalize order' }).click();
  // docs/licences.md#adjustment-charges: asked first, naming the licence added, the same amount and
  // the saved card.
  const order = page.getByRole('alertdialog', { name: 'Add 1 license?' });
  await expect(order).toContainText(
    `Your subscription goes from 3 to 4 licenses. The card saved for your subscription is charged ${shown} today`,
  );
  await order.getByRole('button', { name: `Pay ${shown}` }).click();
  // docs/licences.md#adjustment-messages: on to the account, which says what was ordered.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Order finalized successfully!')).toBeVisible();
  // docs/licences.md#seat-counts: the seats paid for.
  await expect(page.getByText(wordsFor('en')('account.licenses.total')).locator('..')).toContainText('4');
});

test('a first admin without two-factor sign-in is guided to set it up and to add a passkey, then manages the blacklist in four languages, sees a click recorded through /click and lists the users', async ({
  page,
}) => {
  const words = wordsFor('en');
  // On localhost, where her browser can make a passkey (docs/passkeys.md#relying-party); her phone
  // and fingerprint are Chromium's virtual authenticator.
  const authenticator = await virtualAuthenticator(page);
  // Signed in with her password alone (docs/admin.md#first-admins).
  await signedInAccount(page, FIRST_ADMIN_EMAIL);
  const clickId = `newsletter-${Date.now()}`;
  // The tracker records the click and sends the browser where the download button leads, the store
  // listing (docs/routes-and-screens.md#click), which the journey answers itself: no third party here.
  await page.route(`${DOWNLOAD_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: 'Store' }),
  );
  await page.goto(`${PASSKEY_SITE_URL}/click?id=${clickId}`);
  await expect(page).toHaveURL(DOWNLOAD_URL);
  await page.unroute(`${DOWNLOAD_URL}**`);

  // docs/admin.md#admin-two-factor: no tab before two-factor sign-in; she sets it up there; then
  // (docs/passkeys.md#admins) no tab before a passkey either: she adds one there, and the
  // administration opens in the same session.
  await page.goto(`${PASSKEY_SITE_URL}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: words('admin.twoFactor.heading') })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await setUpTwoFactor(page);
  await expect(page.getByRole('heading', { level: 2, name: words('admin.passkey.heading') })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('button', { name: words('account.passkeys.add') })
    .click();
  await expect(page.getByText(words('admin.intro'))).toBeVisible();
  expect(await authenticator.credentials(), 'the passkey is in her authenticator').toHaveLength(1);
  for (const [language, phrase] of [
    ['fr', 'merci de votre attention'],
    ['de', 'vielen Dank'],
    ['it', 'grazie mille'],
    ['en', 'thank you for watching'],
  ] as const) {
    await page
      .getByRole('tablist', { name: 'Blacklist language' })
      .getByRole('tab', { name: new RegExp(language, 'i') })
      .click();
    await page.getByRole('textbox', { name: 'New phrase' }).fill(phrase);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('list', { name: 'Blacklisted phrases' })).toContainText(phrase);
  }

  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('table', { name: 'Tracked clicks' })).toContainText(clickId);

  await page.getByRole('tab', { name: 'Users' }).click();
  const users = page.getByRole('table', { name: 'Registered users' });
  await expect(users).toContainText(FIRST_ADMIN_EMAIL);
  await expect(users.getByRole('row', { name: FIRST_ADMIN_EMAIL })).toContainText('Administrator');
});

test('a clinic orders Enterprise on invoice and saves its PDF; the admin marks the transfer received; the account shows it paid', async ({
  page,
  browser,
}) => {
  const words = wordsFor('en');
  const account = await confirmedAccount(page, freshEmail('transfer', 'clinic.example.ch'));
  await openAs(page, 'en', account);
  await orderEnterpriseOnInvoice(page, 3);

  // docs/subscriptions-and-money.md#invoices: the invoice is open, and its PDF (ours, with the
  // QR-bill) is saved from the account.
  await page.goto('/account');
  const { open, number } = await theOpenInvoice(page);
  const downloading = page.waitForEvent('download');
  await open.getByRole('link', { name: words('account.invoices.downloadLabel', { number }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Its QR-bill, as a bank's app scans it from the saved file: the stack's QR-IBAN, the amount due
  // in CHF (the catalogue's, and the account's copy of Stripe's), the practice as billed.
  const dueCents = quote({ plan: 'enterprise', frequency: 'annual', userCount: 3 }).totalCents;
  const invoice = (await subscriptionInfo(page, account)).invoices.find((item) => item.number === number);
  expect(invoice?.amount_due).toBe(dueCents);
  const { fields, printed } = readQrBill(pdf);
  expect([fields.QRType, fields.Version, fields.Coding]).toEqual(['SPC', '0200', '1']);
  expect(fields.IBAN).toBe(INVOICE_QR_IBAN.replace(/\s/g, ''));
  expect([
    fields.CdtrAdrTp,
    fields.CdtrName,
    fields.CdtrStrtNmOrAdrLine1,
    fields.CdtrPstCd,
    fields.CdtrTwnNm,
  ]).toEqual(['S', COMPANY.name, COMPANY.street, COMPANY.postalCode, COMPANY.city]);
  expect([fields.Amt, fields.Ccy]).toEqual([(dueCents / 100).toFixed(2), 'CHF']);
  expect([
    fields.UltmtDbtrAdrTp,
    fields.UltmtDbtrName,
    fields.UltmtDbtrStrtNmOrAdrLine1,
    fields.UltmtDbtrPstCd,
    fields.UltmtDbtrTwnNm,
    fields.UltmtDbtrCtry,
  ]).toEqual([
    'S',
    `${BILLING.firstName} ${BILLING.lastName}`,
    BILLING.address,
    BILLING.postalCode,
    BILLING.city,
    'CH',
  ]);
  expect(fields.RmtInfTp).toBe('QRR');
  expect(isQrReference(fields.Ref)).toBe(true);
  // The payment part prints the reference the code holds, in the standard's blocks, for a payer
  // who types it in.
  expect(printed).toContain(
    fields.Ref.replace(/^(\d{2})(\d{5})(\d{5})(\d{5})(\d{5})(\d{5})$/, '$1 $2 $3 $4 $5 $6'),
  );
  expect(fields.Ustrd).toBe(words('invoice.pdf.qrMessage', { number }));
  expect(fields.Trailer).toBe('EPD');

  // The transfer arrives: the admin finds the invoice among the open ones and marks it paid.
  const admin = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  // The stack's admin, with two-factor sign-in (docs/admin.md#admin-two-factor).
  await openAs(admin, 'en', await adminAccount(admin));
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: words('admin.tab.invoices') }).click();
  const awaiting = admin.getByRole('table', { name: words('admin.invoices.caption') });
  const row = awaiting.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText(`${BILLING.firstName} ${BILLING.lastName}`);
  await row.getByRole('button', { name: new RegExp(`^${words('admin.invoices.markPaid.action')}`) }).click();
  const question = admin.getByRole('alertdialog', { name: words('admin.invoices.confirm.title') });
  await question.getByRole('button', { name: words('admin.invoices.confirm.confirm') }).click();
  await expect(admin.getByText(words('admin.invoices.success', { number }))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  await expect(awaiting.getByRole('row', { name: new RegExp(number) })).toHaveCount(0);

  await page.reload();
  await expect(invoiceRow(page, number)).toContainText(words('account.invoices.status.paid'));
});
