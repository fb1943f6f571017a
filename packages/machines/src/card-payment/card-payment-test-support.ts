import type { CreateSubscriptionCreditCardResponse, UserStatus } from '@app/contracts';
import { vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { cardPaymentMachine } from './card-payment.machine.js';
import type { CardConfirmation } from './card-provider.js';

/** The card payment's tests: an order, and the machine started on scripted answers and a simulated clock. */
export const order = { licenseType: 'enterprise', frequency: 'annual', userCount: 3 } as const;

export interface Script {
  paymentMethod?: () => Promise<{ paymentMethodId: string }>;
  subscription?: () => Promise<CreateSubscriptionCreditCardResponse>;
  confirm?: () => Promise<CardConfirmation>;
  /** Successive answers of users/me; the last one repeats. */
  statuses?: Array<UserStatus | Error>;
}

export function start(script: Script) {
  const clock = new SimulatedClock();
  const calls = { subscription: vi.fn(), confirm: vi.fn(), poll: vi.fn() };
  const statuses = [...(script.statuses ?? ['pending'])];
  const actor = createActor(
    cardPaymentMachine.provide({
      actors: {
        createPaymentMethod: fromPromise(
          script.paymentMethod ?? (async () => ({ paymentMethodId: 'pm_card_visa' })),
        ),
        createSubscription: fromPromise(async ({ input }) => {
          calls.subscription(input);
          return (script.subscription ?? (async () => ({ userStatus: 'active' as const })))();
        }),
        confirmCardPayment: fromPromise(async ({ input }) => {
          calls.confirm(input);
          return (script.confirm ?? (async () => ({})))();
        }),
        fetchUserStatus: fromPromise(async () => {
          calls.poll(clock.now());
          const next = statuses.length > 1 ? statuses.shift() : statuses[0];
          if (next instanceof Error) throw next;
          return next ?? 'pending';
        }),
      },
    }),
    { clock, input: { order } },
  ).start();
  return { actor, clock, calls };
}
