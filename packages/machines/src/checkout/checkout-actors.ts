import type {
  BillingInfo,
  CreateSubscriptionInvoiceRequest,
  CreateSubscriptionInvoiceResponse,
  ScheduleChangeRequest,
  ScheduleChangeResponse,
} from '@app/contracts';
import { fromPromise } from 'xstate';
import { cardPaymentMachine } from '../card-payment/card-payment.machine.js';

/**
 * The checkout's calls, each provided by the site's API client or a test, and the card dialog's chart
 * (previewChange is the shared change preview's, shared/change-preview.ts).
 */
export const checkoutActors = {
  // The five fields of docs/calls.md#save-billing-info: saved optional ones
  // (docs/subscriptions-and-money.md#billing-info) are left as they are.
  saveBillingInfo: fromPromise<unknown, { billingInfo: BillingInfo }>(async () => {
    throw new Error('saveBillingInfo must be provided');
  }),
  createInvoiceSubscription: fromPromise<
    Pick<CreateSubscriptionInvoiceResponse, 'awaitsApproval'>,
    CreateSubscriptionInvoiceRequest
  >(async () => {
    throw new Error('createInvoiceSubscription must be provided');
  }),
  scheduleChange: fromPromise<ScheduleChangeResponse, ScheduleChangeRequest>(async () => {
    throw new Error('scheduleChange must be provided');
  }),
  cardPayment: cardPaymentMachine,
};
