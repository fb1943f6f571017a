import { PRODUCT_NAME } from '@app/i18n';
import { confirmedAccount, freshEmail, openAs } from './accounts.js';
import { expect, test } from './fixtures.js';
import { INVITATION_LINK, lastMailTo, linkIn, payByCard } from './offline-services.js';
import { amountDueToday, wordsFor } from './words.js';

const words = wordsFor('en');

test('a clinic owner reassigns an unanswered invitation to another address, which gets the mail and shows pending', async ({
  page,
}) => {
  const owner = await confirmedAccount(page);
  const first = freshEmail('first');
  const second = freshEmail('second');
  await openAs(page, 'en', owner);
  await page.goto('/license');
  await page.getByRole('link', { name: words('license.enterprise.action') }).click();
  await page.getByRole('spinbutton', { name: words('payment.userCount.label') }).fill('3');
  await payByCard(page, { amount: amountDueToday('en', 'enterprise', 3) });

  await page.goto('/account');
  await page.getByRole('textbox', { name: words('account.licenses.email.label') }).fill(first);
  await page.getByRole('button', { name: words('account.licenses.invite') }).click();
  await expect(page.getByText(words('account.licenses.inviteSent'))).toBeVisible();
  const table = page.getByRole('table', { name: words('account.licenses.table.caption') });
  await expect(table.getByRole('row', { name: new RegExp(first) })).toContainText(
    words('account.licenses.status.pending'),
  );
  // docs/licences.md#seat-counts: one seat in use (hers), one offered, one free.
  const figure = (id: Parameters<typeof words>[0]) =>
    page.getByText(words(id), { exact: true }).locator('..');
  await expect(figure('account.licenses.offered')).toContainText('1');

  // docs/licences.md#reassign: the unanswered invitation is offered to another address in one step.
  await page.getByRole('button', { name: `${words('account.licenses.reassign')} ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: words('account.licenses.reassign.title') });
  await dialog.getByRole('textbox', { name: words('account.licenses.reassign.label') }).fill(second);
  await dialog.getByRole('button', { name: words('account.licenses.reassign.confirm') }).click();
  await expect(page.getByText(words('account.licenses.reassigned'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(second) })).toContainText(
    words('account.licenses.status.pending'),
  );
  await expect(table.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);
  await expect(figure('account.licenses.offered')).toContainText('1');

  // The new address gets the invitation mail, in the page's language, with its create-password link.
  const mail = await lastMailTo(page, second, words('email.invitation.subject', { product: PRODUCT_NAME }));
  expect(linkIn(mail, INVITATION_LINK)).toContain('/create-password/');
});
