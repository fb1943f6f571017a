import type { DissociateRequest, SendInvitationRequest, UpdateLicensesRequest } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import { ownerEmail } from '../fixtures/subscriptions.js';
import type { MockWorld } from '../world.js';

/** The licence rules the real API enforces, so QA meets the same refusals in a mocked run. */
export const licensesHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('sendInvitation', ({ input }) => {
    const { recipientEmail, subscriptionToken } = input as SendInvitationRequest;
    const { account } = world;
    if (account.accountType !== 'enterprise' || account.cancellationDate)
      return errorResponse('no_active_subscription');
    if (subscriptionToken !== account.subscriptionToken) return errorResponse('not_subscription_owner');
    const email = recipientEmail.toLowerCase();
    if (email === ownerEmail) return errorResponse('cannot_invite_self');
    if (account.licenses.some((license) => license.email === email)) return errorResponse('already_invited');
    if (account.licenses.length >= account.numberOfLicenses) return errorResponse('no_seat_available');
    world.account = {
      ...account,
      licenses: [...account.licenses, { email, status: 'pending', removable: true }],
    };
    return { message: 'An invitation has been sent.' };
  }),
  endpointHandler('dissociate', ({ input }) => {
    const { email, subscriptionToken } = input as DissociateRequest;
    const { account } = world;
    if (subscriptionToken !== account.subscriptionToken) return errorResponse('not_subscription_owner');
    const license = account.licenses.find((candidate) => candidate.email === email.toLowerCase());
    if (!license) return errorResponse('not_found');
    if (!license.removable) return errorResponse('license_not_removable');
    world.account = { ...account, licenses: account.licenses.filter((candidate) => candidate !== license) };
    return { message: 'The license has been removed.' };
  }),
  endpointHandler('updateLicenses', ({ input }) => {
    const { newLicenseCount } = input as UpdateLicensesRequest;
    const { account } = world;
    if (account.accountType !== 'enterprise' || account.cancellationDate)
      return errorResponse('no_active_subscription');
    if (newLicenseCount < account.licenses.length) return errorResponse('seats_below_in_use');
    world.account = { ...account, numberOfLicenses: newLicenseCount };
    return { message: 'Order finalized successfully!', numberOfLicenses: newLicenseCount };
  }),
];
