import {
  type CreateSubscriptionCreditCardResponse,
  isApiError,
  type UserStatus,
  usersMeResponseSchema,
} from '@app/contracts';
import { pendingAccount } from '@app/mocks';
import { server } from '@app/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import { cardPaymentMachine } from '../card-payment/card-payment.machine.js';
import { CallError } from '../shared/call-failure.js';
import { ACTIVATION_POLL_INTERVAL_MS } from '../timings.js';

/**
 * The payment chart against the shared MSW handlers, with a call written the way the site's
 * client makes it: the mocks' users/me decides when activation is over.
 */
const BASE = 'http://localhost/api';

async function fetchUserStatus(token: string | null): Promise<UserStatus> {
  let response: Response;
  try {
    response = await fetch(`${BASE}/users/me`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new CallError({ kind: 'network' });
  }
  const body: unknown = await response.json();
  if (!response.ok) {
    if (isApiError(body)) throw new CallError({ kind: 'api', status: response.status, error: body });
    throw new CallError({ kind: 'network' });
  }
  return usersMeResponseSchema.parse(body).status;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function startPending(token: string | null) {
  const clock = new SimulatedClock();
  const answers: UserStatus[] = [];
  const actor = createActor(
    cardPaymentMachine.provide({
      actors: {
        createPaymentMethod: fromPromise(async () => ({ paymentMethodId: 'pm_card_visa' })),
        createSubscription: fromPromise(
          async (): Promise<CreateSubscriptionCreditCardResponse> => ({ userStatus: 'pending' }),
        ),
        fetchUserStatus: fromPromise(async () => {
          const status = await fetchUserStatus(token);
          answers.push(status);
          return status;
        }),
      },
    }),
    { clock, input: { order: { licenseType: 'premium', frequency: 'monthly', userCount: 1 } } },
  );
  const expired = vi.fn();
  actor.on('session.expired', expired);
  actor.start();
  actor.send({ type: 'CARD.SUBMIT' });
  return { actor, clock, expired, answers };
}

describe('card payment against the mocked API', () => {
  it('becomes active at the first poll when users/me says active', async () => {
    const { actor, clock } = startPending('tok_0123456789abcdef');
    await waitFor(actor, (s) => s.matches('pending'));
    clock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches('active'));
  });

  it('keeps waiting while the pending-account scenario answers pending', async () => {
    server.use(...pendingAccount);
    const { actor, clock, answers } = startPending('tok_0123456789abcdef');
    await waitFor(actor, (s) => s.matches('pending'));
    clock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(answers).toEqual(['pending']), { timeout: ASYNC_UTIL_TIMEOUT_MS });
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
  });

  it('ends the session when users/me answers 401', async () => {
    const { actor, clock, expired } = startPending(null);
    await waitFor(actor, (s) => s.matches('pending'));
    clock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches('error'));
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
