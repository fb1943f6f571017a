/**
 * Stripe's test cards and what a charge on each does, from https://docs.stripe.com/testing
 * ("Cards by brand", "Declined payments", "Authentication and setup"), and the test-mode
 * PaymentMethod ids (`pm_card_visa`, ...) and tokens (`tok_visa`, ...) that stand for them.
 */
export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: string; declineCode: string; message: string }
  /**
   * 3-D Secure: `always` asks on every on-session payment; `once` (4000 0025 0000 3155) asks until
   * the card has been authenticated once, after which saved-card renewals go through.
   */
  | { kind: 'authenticate'; when: 'always' | 'once' };

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'unknown';
  description: string;
  outcome: CardOutcome;
  /** The test-mode PaymentMethod name, e.g. `visa` for `pm_card_visa` and `tok_visa`. */
  alias?: string;
  /** Saving the card (attach, SetupIntent) succeeds; only charges are declined (4000 0000 0000 0341). */
  attachesThenDeclines?: boolean;
}

const decline = (declineCode: string, message: string, code = 'card_declined'): CardOutcome => ({
  kind: 'decline',
  code,
  declineCode,
  message,
});

export const GENERIC_DECLINE_MESSAGE = 'Your card was declined.';

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    description: 'Succeeds',
    outcome: { kind: 'succeed' },
    alias: 'visa',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    description: 'Succeeds',
    outcome: { kind: 'succeed' },
    alias: 'mastercard',
  },
  {
    number: '378282246310005',
    brand: 'amex',
    description: 'Succeeds',
    outcome: { kind: 'succeed' },
    alias: 'amex',
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    description: 'Requires 3-D Secure until authenticated once; later off-session renewals succeed',
    outcome: { kind: 'authenticate', when: 'once' },
    alias: 'authenticationRequiredOnSetup',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    description: 'Requires 3-D Secure 2 on every payment',
    outcome: { kind: 'authenticate', when: 'always' },
    alias: 'threeDSecure2Required',
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    description: 'Requires authentication on every payment',
    outcome: { kind: 'authenticate', when: 'always' },
    alias: 'authenticationRequired',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    description: 'Declined: card_declined / generic_decline',
    outcome: decline('generic_decline', GENERIC_DECLINE_MESSAGE),
    alias: 'chargeDeclined',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    description: 'Declined: card_declined / insufficient_funds',
    outcome: decline('insufficient_funds', 'Your card has insufficient funds.'),
    alias: 'chargeDeclinedInsufficientFunds',
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    description: 'Declined: expired_card',
    outcome: decline('expired_card', 'Your card has expired.', 'expired_card'),
    alias: 'chargeDeclinedExpiredCard',
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    description: 'Declined: incorrect_cvc',
    outcome: decline('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'),
    alias: 'chargeDeclinedIncorrectCvc',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    description: 'Declined: processing_error',
    outcome: decline(
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
      'processing_error',
    ),
    alias: 'chargeDeclinedProcessingError',
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    description: 'Attaches to a customer, but every charge is declined (generic_decline)',
    outcome: decline('generic_decline', GENERIC_DECLINE_MESSAGE),
    alias: 'chargeCustomerFail',
    attachesThenDeclines: true,
  },
];

const byNumber = new Map(TEST_CARDS.map((card) => [card.number, card]));
const byAlias = new Map(TEST_CARDS.filter((card) => card.alias).map((card) => [card.alias as string, card]));

export function brandOf(number: string): TestCard['brand'] {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let digit = Number(number[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Any other number that passes the Luhn check behaves like 4242 4242 4242 4242. */
export function testCardFor(number: string): TestCard {
  return (
    byNumber.get(number) ?? {
      number,
      brand: brandOf(number),
      description: 'Succeeds',
      outcome: { kind: 'succeed' },
    }
  );
}

/** `pm_card_visa` -> the Visa test card; undefined for ordinary ids. */
export function testCardForPaymentMethodId(id: string): TestCard | undefined {
  if (!id.startsWith('pm_card_')) return undefined;
  return byAlias.get(id.slice('pm_card_'.length));
}

/** `tok_visa` -> the Visa test card. */
export function testCardForToken(token: string): TestCard | undefined {
  if (!token.startsWith('tok_')) return undefined;
  return byAlias.get(token.slice('tok_'.length));
}

export const TEST_PAYMENT_METHOD_IDS: readonly string[] = TEST_CARDS.filter((card) => card.alias).map(
  (card) => `pm_card_${card.alias}`,
);

/** What a charge on a card past its expiry answers, as the issuer declines it. */
export const EXPIRED_CARD = {
  code: 'expired_card',
  declineCode: 'expired_card',
  message: 'Your card has expired.',
} as const;

/**
 * A card is valid to the end of its expiry month: from the first moment of the month after, every
 * charge and every setup is declined with expired_card (in UTC, the emulator's calendar).
 */
export function cardExpired(card: { exp_month: number; exp_year: number }, nowMs: number): boolean {
  return nowMs >= Date.UTC(card.exp_year, card.exp_month, 1);
}
