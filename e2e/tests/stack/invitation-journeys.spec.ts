import { PRODUCT_NAME } from '@app/i18n';
import { confirmedAccount, openAs } from './accounts.js';
import { expect, test } from './fixtures.js';
import { lastMailTo, linkIn, payByCard } from './offline-services.js';
import { amountDueToday, wordsFor } from './words.js';

const words = wordsFor('en');

test('an invited doctor opens the mail, sees the offer on her account page and declines it; the owner sees it declined', async ({
  page,
  browser,
}) => {
  const owner = await confirmedAccount(page);
  const invitee = await confirmedAccount(page);
  await openAs(page, 'en', owner);
  await page.goto('/license');
  await page.getByRole('link', { name: words('license.enterprise.action') }).click();
  await page.getByRole('spinbutton', { name: words('payment.userCount.label') }).fill('3');
  await payByCard(page, { amount: amountDueToday('en', 'enterprise', 3) });

  await page.goto('/account');
  await page.getByRole('textbox', { name: words('account.licenses.email.label') }).fill(invitee.email);
  await page.getByRole('button', { name: words('account.licenses.invite') }).click();
  await expect(page.getByText(words('account.licenses.inviteSent'))).toBeVisible();
  const row = page
    .getByRole('table', { name: words('account.licenses.table.caption') })
    .getByRole('row', { name: new RegExp(invitee.email) });
  await expect(row).toContainText(words('account.licenses.status.pending'));

  // docs/licences.md#invitation-mail: our subject, and a link to her account page, which is all.
  const mail = await lastMailTo(
    page,
    invitee.email,
    words('email.invitation.subject', { product: PRODUCT_NAME }),
  );
  const link = linkIn(mail, /https?:\/\/\S+\/account#invitations/);

  // docs/licences.md#offers: she is signed in, nothing is hers yet, and she declines.
  const inviteePage = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await openAs(inviteePage, 'en', invitee);
  const { pathname, hash } = new URL(link);
  await inviteePage.goto(pathname + hash);
  const offers = inviteePage.getByRole('region', { name: words('account.invitations.heading') });
  await expect(offers).toContainText(owner.email);
  await expect(inviteePage.getByRole('region', { name: words('account.details.heading') })).toContainText(
    words('account.type.free'),
  );
  await offers
    .getByRole('button', { name: `${words('account.invitations.decline')} ${owner.email}` })
    .click();
  await expect(offers.getByRole('status')).toHaveText(words('account.invitations.declined'));
  await inviteePage.context().close();

  await page.reload();
  await expect(row).toContainText(words('account.licenses.status.declined'));
});
