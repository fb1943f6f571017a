import { emailConfirmationRedirect } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, redirectResponse } from '../endpoint.js';
import type { MockWorld } from '../world.js';

/** The mocked session token: any bearer is accepted, so its value only has to look right. */
export const MOCK_SESSION_TOKEN = 'tok_mock_0123456789abcdef';

export const authenticationHandlers = (_world: MockWorld): RequestHandler[] => [
  endpointHandler('signup', () => ({ message: 'A confirmation e-mail has been sent.' })),
  endpointHandler('signin', () => ({ token: MOCK_SESSION_TOKEN })),
  endpointHandler('signout', () => ({ message: 'Signed out.' })),
  endpointHandler('forgotPassword', () => ({ message: 'If the address is known, an e-mail is on its way.' })),
  endpointHandler('resetPassword', () => ({ message: 'Password changed.' })),
  endpointHandler('createPassword', () => ({ message: 'Password created.' })),
  endpointHandler('confirmEmail', () => redirectResponse(emailConfirmationRedirect('confirmed'))),
];
