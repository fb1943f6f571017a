import { seatPlanOf, seatRefusal, seatsTaken } from '@app/billing-rules';
import {
  type ErrorCode,
  type InvitationAnswerRequest,
  licenseUnused,
  type SubscriptionInfo,
} from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import { ownerEmail } from '../fixtures/subscriptions.js';
import { cardAnswer, type MockWorld } from '../world.js';
import { changed, checkChange, scheduled } from './changes.js';

/** The licence rules the real API enforces, so QA meets the same refusals in a mocked run. */
export const licensesHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('sendInvitation', ({ input: { recipientEmail, subscriptionToken } }) => {
    const invited = invitation(world.account, subscriptionToken, recipientEmail);
    if (typeof invited === 'string') return errorResponse(invited);
    world.account = invited;
    return { message: 'An invitation has been sent.' };
  }),
  endpointHandler('dissociate', ({ input: { email, subscriptionToken } }) => {
    const removed = removal(world.account, subscriptionToken, email);
    if (typeof removed === 'string') return errorResponse(removed);
    world.account = removed.account;
    return { message: 'The license has been removed.' };
  }),
  // docs/licences.md#reassign: the removal and the invitation at once, the contracts' rule of an
  // unused licence; a refused invitation leaves the licence where it was.
  endpointHandler('reassignLicense', ({ input: { subscriptionToken, fromEmail, toEmail } }) => {
    const removed = removal(world.account, subscriptionToken, fromEmail);
    if (typeof removed === 'string') return errorResponse(removed);
    const { license } = removed;
    if (!licenseUnused({ ...license, lastUsedAt: license.usage?.lastUsedAt ?? null }))
      return errorResponse('license_in_use');
    if (toEmail.toLowerCase() === license.email) return errorResponse('already_invited');
    const invited = invitation(removed.account, subscriptionToken, toEmail);
    if (typeof invited === 'string') return errorResponse(invited);
    world.account = invited;
    return { message: 'The licence has been reassigned.' };
  }),
  // docs/licences.md#offers: the invitee answers an offer of her account page herself.
  endpointHandler('acceptInvitation', ({ input }) => {
    const { account } = world;
    const offer = offerOf(account, input);
    if (!offer) return errorResponse('not_found');
    if (account.subscriptionToken) return errorResponse('own_plan_held');
    if (account.seat) return errorResponse('seat_held_elsewhere');
    world.account = {
      ...account,
      accountType: 'enterprise',
      trialEndsAt: null,
      seat: { status: 'active', managedBy: offer.managedBy },
      invitations: account.invitations.filter((candidate) => candidate !== offer),
      licenseHeldElsewhere: true,
    };
    return { message: 'The licence is yours.' };
  }),
  endpointHandler('declineInvitation', ({ input }) => {
    const { account } = world;
    const offer = offerOf(account, input);
    if (!offer) return errorResponse('not_found');
    world.account = {
      ...account,
      invitations: account.invitations.filter((candidate) => candidate !== offer),
    };
    return { message: 'The invitation has been declined.' };
  }),
  endpointHandler('updateLicenses', ({ input: { newLicenseCount } }) => {
    const { account } = world;
    if (account.accountType !== 'enterprise' || account.cancellationDate || !account.frequency)
      return errorResponse('no_active_subscription');
    if (newLicenseCount < seatsTaken(account.licenses)) return errorResponse('seats_below_in_use');
    const order = {
      licenseType: 'enterprise' as const,
      frequency: account.frequency,
      userCount: newLicenseCount,
    };
    const check = checkChange(account, order);
    const message = 'Order finalized successfully!';
    if (check.kind === 'refused') {
      // The same count again: nothing to charge, a decrease waiting is withdrawn.
      world.account = { ...account, scheduledChange: null };
      return {
        message,
        numberOfLicenses: account.numberOfLicenses,
        effective: 'now',
        effectiveDate: new Date().toISOString(),
      };
    }
    const { preview } = check;
    if (preview.effective === 'period_end') {
      world.account = scheduled(account, order, preview.nextChargeDate);
      return {
        message,
        numberOfLicenses: account.numberOfLicenses,
        effective: 'period_end',
        effectiveDate: preview.nextChargeDate,
      };
    }
    // More licences are paid now with the saved card, as the world's card answers.
    if (world.cardOutcome === 'declined') return errorResponse('card_declined');
    const answer = cardAnswer(world);
    if (world.cardOutcome === 'requiresAction' || world.cardOutcome === 'pending') {
      world.userStatus = 'pending';
      world.pollsUntilActive = world.activatesAfterPolls ?? 0;
    }
    world.account = changed(account, order, preview);
    const paid = world.cardOutcome === 'active';
    return {
      message,
      numberOfLicenses: paid ? newLicenseCount : account.numberOfLicenses,
      effective: 'now',
      effectiveDate: new Date().toISOString(),
      ...(paid ? { userStatus: 'active' } : {}),
      ...answer,
    };
  }),
];

function offerOf(account: SubscriptionInfo, { invitationId }: InvitationAnswerRequest) {
  return account.invitations.find((offer) => offer.id === invitationId);
}

/** docs/licences.md#invite: the account with the address invited, or the API's refusal. */
function invitation(
  account: SubscriptionInfo,
  token: string,
  recipientEmail: string,
): SubscriptionInfo | ErrorCode {
  if (account.accountType !== 'enterprise' || account.cancellationDate) return 'no_active_subscription';
  if (token !== account.subscriptionToken) return 'not_subscription_owner';
  const email = recipientEmail.toLowerCase();
  if (email === ownerEmail) return 'cannot_invite_self';
  if (account.licenses.some((license) => license.email === email)) return 'already_invited';
  // A declined offer holds no seat (docs/licences.md#seats); a scheduled decrease caps the seats
  // to those that will remain (docs/licences.md#scheduled-seats).
  const refusal = seatRefusal(seatPlanOf(account), seatsTaken(account.licenses));
  if (refusal) return refusal;
  return {
    ...account,
    licenses: [...account.licenses, { email, status: 'pending', removable: true, usage: null }],
  };
}

/** docs/licences.md#remove: the account without the licence (and the licence), or the API's refusal. */
function removal(account: SubscriptionInfo, token: string, email: string) {
  if (token !== account.subscriptionToken) return 'not_subscription_owner' as const;
  const license = account.licenses.find((candidate) => candidate.email === email.toLowerCase());
  if (!license) return 'not_found' as const;
  if (!license.removable) return 'license_not_removable' as const;
  return {
    license,
    account: { ...account, licenses: account.licenses.filter((candidate) => candidate !== license) },
  };
}
