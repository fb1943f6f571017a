import type { CardPaymentSnapshot } from './card-payment.machine.js';

/** The progress stage the payment dialog shows (docs/subscriptions-and-money.md#payment-stages). */
export type CardPaymentStage = 'form' | 'processing' | 'activating' | 'activated' | 'error';

export function cardPaymentStage(snapshot: CardPaymentSnapshot): CardPaymentStage {
  if (snapshot.matches('creating') || snapshot.matches('confirming')) return 'processing';
  if (snapshot.matches('pending')) return 'activating';
  if (snapshot.matches('active')) return 'activated';
  if (snapshot.matches('error')) return 'error';
  return 'form';
}

/**
 * docs/subscriptions-and-money.md#card-dialog: cancel and pay are disabled while creating, confirming or
 * pending; pay is also disabled when active.
 */
export function cardPaymentButtons(snapshot: CardPaymentSnapshot): { pay: boolean; cancel: boolean } {
  const busy = snapshot.hasTag('busy');
  return { pay: !busy && !snapshot.matches('active'), cancel: !busy };
}
