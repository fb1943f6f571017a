import type {
  CreateSubscriptionCreditCardRequest,
  CreateSubscriptionCreditCardResponse,
  PayInvoiceRequest,
  PayInvoiceResponse,
  UserStatus,
} from '@app/contracts';
import { injectedCall } from '../shared/injected-call.js';
import type { CardConfirmation } from './card-provider.js';

/** The card payment's calls, each provided by the site (the API client, Stripe.js) or a test. */
export const cardPaymentActors = {
  createPaymentMethod: injectedCall<{ paymentMethodId: string }>('createPaymentMethod'),
  createSubscription: injectedCall<CreateSubscriptionCreditCardResponse, CreateSubscriptionCreditCardRequest>(
    'createSubscription',
  ),
  payInvoice: injectedCall<PayInvoiceResponse, PayInvoiceRequest>('payInvoice'),
  confirmCardPayment: injectedCall<CardConfirmation, { clientSecret: string }>('confirmCardPayment'),
  fetchUserStatus: injectedCall<UserStatus>('fetchUserStatus'),
};
