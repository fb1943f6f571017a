import { userStatusSchema } from './users.js';
import { z } from './zod.js';

/**
 * Stripe's PaymentIntent statuses; docs/subscriptions-and-money.md#card-payment acts on
 * `requires_payment_method` (card refused).
 */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export const paymentIntentStatusSchema = z.enum(PAYMENT_INTENT_STATUSES);
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatusSchema>;

/**
 * What a call that may charge answers (docs/subscriptions-and-money.md#card-payment): `requiresAction` with
 * `clientSecret` sends the site to 3-D Secure confirmation; `userStatus` pending or active drives the
 * polling; `paymentIntentStatus` `requires_payment_method` means the card was refused. The first payment,
 * a paid change and more licences answer alike, so the site runs the same stages for all three.
 */
export const paymentAnswerShape = {
  requiresAction: z.boolean().optional(),
  clientSecret: z.string().min(1).max(500).optional(),
  userStatus: userStatusSchema.optional(),
  paymentIntentStatus: paymentIntentStatusSchema.optional(),
};

/** `requiresAction: true` always comes with the secret the card provider confirms with. */
export const actionHasSecret = (answer: {
  requiresAction?: boolean | undefined;
  clientSecret?: string | undefined;
}): boolean => answer.requiresAction !== true || answer.clientSecret !== undefined;

export const ACTION_WITHOUT_SECRET = {
  path: ['clientSecret'],
  message: 'A payment that requires action carries its client secret',
};
