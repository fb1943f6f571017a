import { seatPlanOf, seatRefusal, seatsTaken } from '@app/billing-rules';
import type { InvitationAnswerRequest, SubscriptionInfo } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import { ownerEmail } from '../fixtures/subscriptions.js';
import { cardAnswer, type MockWorld } from '../world.js';
import { changed, checkChange, scheduled } from './changes.js';

/** The licence rules the real API enforces, so QA meets the same refusals in a mocked run. */
export const licensesHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('sendInvitation', ({ input: { recipientEmail, subscriptionToken } }) => {
    const { account } = world;
    if (account.accountType !== 'enterprise' || account.cancellationDate)
      return errorResponse('no_active_subscription');
    if (subscriptionToken !== account.subscriptionToken) return errorResponse('not_subscription_owner');
    const email = recipientEmail.toLowerCase();
    if (email === ownerEmail) return errorResponse('cannot_invite_self');
    if (account.licenses.some((license) => license.email === email)) return errorResponse('already_invited');
    // A declined offer holds no seat (docs/licences.md#seats); a scheduled decrease caps the seats
    // to those that will remain (docs/licences.md#scheduled-seats).
    const refusal = seatRefusal(seatPlanOf(account), seatsTaken(account.licenses));
    if (refusal) return errorResponse(refusal);
    world.account = {
      ...account,
      licenses: [...account.licenses, { email, status: 'pending', removable: true, usage: null }],
    };
    return { message: 'An invitation has been sent.' };
  }),
  endpointHandler('dissociate', ({ input: { email, subscriptionToken } }) => {
    const { account } = world;
    if (subscriptionToken !== account.subscriptionToken) return errorResponse('not_subscription_owner');
    const license = account.licenses.find((candidate) => candidate.email === email.toLowerCase());
    if (!license) return errorResponse('not_found');
    if (!license.removable) return errorResponse('license_not_removable');
    world.account = { ...account, licenses: account.licenses.filter((candidate) => candidate !== license) };
    return { message: 'The license has been removed.' };
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
