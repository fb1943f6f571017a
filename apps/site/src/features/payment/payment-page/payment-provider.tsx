import type { PaidPlan } from '@app/pricing';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import type { StripeLoader } from '../../../lib/card-provider.js';
import { useAccount } from '../use-account/use-account.js';
import { Checkout } from './checkout.js';
import type { Clock } from './use-checkout.js';

export interface PaymentScreenProps {
  plan: PaidPlan;
  stripeLoader: StripeLoader;
  today: Date | undefined;
  clock: Clock | undefined;
}

/**
 * Reads GET /config, then loads the card provider it names. Stripe is loaded here and only
 * here (the payment route's chunk), as the page opens, so the card field is ready by the time
 * the billing details are filled in. No provider (no config, Stripe.js unreachable) leaves
 * `null`, and paying then says that the payment form is not ready (docs/subscriptions-and-money.md#payment-errors).
 */
export function PaymentScreen({ plan, stripeLoader, today, clock }: PaymentScreenProps) {
  const { call } = useSession();
  const { language } = useLanguage();
  const [invoicePaymentEnabled, setInvoicePaymentEnabled] = useState(false);
  // Created once, on the first render: <Elements> must keep the promise it was first given.
  const [stripe] = useState<Promise<Stripe | null>>(() =>
    call('config')
      .then((config) => {
        setInvoicePaymentEnabled(config.invoicePaymentEnabled);
        return stripeLoader(config, language);
      })
      .catch((error: unknown) => {
        console.warn('[payment] the card provider is unavailable', error);
        return null;
      }),
  );
  const account = useAccount();
  // The card field follows the interface language, also when it changes on this page.
  const options = useMemo<StripeElementsOptions>(() => ({ locale: language }), [language]);
  return (
    <Elements stripe={stripe} options={options}>
      <Checkout
        plan={plan}
        account={account}
        invoicePaymentEnabled={invoicePaymentEnabled}
        language={language}
        today={today}
        clock={clock}
      />
    </Elements>
  );
}
