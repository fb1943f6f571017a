import { expect, type Page } from '@playwright/test';
import { type Account, apiPath, subscriptionInfo } from './accounts.js';
import { wordsFor } from './words.js';

const words = wordsFor('en');

/**
 * docs/licences.md#offers: an invitee accepts a seat herself, on her account page (the invitation
 * mail's link), signed in in `page` (English). Nothing but this makes the seat hers.
 */
export async function acceptOfferOnAccountPage(page: Page, inviterEmail: string) {
  await page.goto('/account#invitations');
  const offers = page.getByRole('region', { name: words('account.invitations.heading') });
  await expect(offers).toContainText(inviterEmail);
  await offers
    .getByRole('button', { name: `${words('account.invitations.accept')} ${inviterEmail}` })
    .click();
  await expect(offers.getByRole('status')).toHaveText(words('account.invitations.accepted'));
}

/** The same through the API, for journeys about what comes after. */
export async function acceptOffer(page: Page, invitee: Account) {
  const [offer] = (await subscriptionInfo(page, invitee)).invitations;
  if (!offer) throw new Error(`no invitation offered to ${invitee.email}`);
  const accepted = await page.request.post(apiPath('acceptInvitation'), {
    data: { invitationId: offer.id },
    headers: { authorization: `Bearer ${invitee.token}` },
  });
  expect(accepted.ok()).toBe(true);
}
