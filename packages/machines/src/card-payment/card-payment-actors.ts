import type {
  CreateSubscriptionCreditCardRequest,
  CreateSubscriptionCreditCardResponse,
  PayInvoiceRequest,
  PayInvoiceResponse,
  UserStatus,
} from '@app/contracts';
import { fromPromise } from 'xstate';
import type { CardConfirmation } from './card-provider.js';

/** The card payment's calls, each provided by the site (the API client, Stripe.js) or a test. */
export const cardPaymentActors = {
  createPaymentMethod: fromPromise<{ paymentMethodId: string }, void>(async () => {
    throw new Error('createPaymentMethod must be provided');
  }),
  createSubscription: fromPromise<CreateSubscriptionCreditCardResponse, CreateSubscriptionCreditCardRequest>(
    async () => {
      throw new Error('createSubscription must be provided');
    },
  ),
  payInvoice: fromPromise<PayInvoiceResponse, PayInvoiceRequest>(async () => {
    throw new Error('payInvoice must be provided');
  }),
  confirmCardPayment: fromPromise<CardConfirmation, { clientSecret: string }>(async () => {
    throw new Error('confirmCardPayment must be provided');
  }),
  fetchUserStatus: fromPromise<UserStatus, void>(async () => {
    throw new Error('fetchUserStatus must be provided');
  }),
};
