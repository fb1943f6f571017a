import type {
  BillingInfo,
  CreateSubscriptionInvoiceRequest,
  CreateSubscriptionInvoiceResponse,
  ScheduleChangeRequest,
  ScheduleChangeResponse,
} from '@app/contracts';
import { cardPaymentMachine } from '../card-payment/card-payment.machine.js';
import { injectedCall } from '../shared/injected-call.js';

/**
 * The checkout's calls, each provided by the site's API client or a test, and the card dialog's chart
 * (previewChange is the shared change preview's, shared/change-preview.ts).
 */
export const checkoutActors = {
  // The five fields of docs/calls.md#save-billing-info: saved optional ones
  // (docs/subscriptions-and-money.md#billing-info) are left as they are.
  saveBillingInfo: injectedCall<unknown, { billingInfo: BillingInfo }>('saveBillingInfo'),
  createInvoiceSubscription: injectedCall<
    Pick<CreateSubscriptionInvoiceResponse, 'awaitsApproval'>,
    CreateSubscriptionInvoiceRequest
  >('createInvoiceSubscription'),
  scheduleChange: injectedCall<ScheduleChangeResponse, ScheduleChangeRequest>('scheduleChange'),
  cardPayment: cardPaymentMachine,
};
