import { FREQUENCIES, MINIMUM_USERS, PAID_PLANS, PLANS, PRICED_PER_USER } from '@app/pricing';
import { userCountSchema } from './rules.js';
import { z } from './zod.js';

/**
 * The plans (docs/subscriptions-and-money.md#plans) and frequencies
 * (docs/subscriptions-and-money.md#frequency), as the one catalogue in @app/pricing lists them.
 */
export const planSchema = z.enum(PLANS);
export const paidPlanSchema = z.enum(PAID_PLANS);
export const frequencySchema = z.enum(FREQUENCIES);

/**
 * The order's "payment method (credit card or on invoice)" (docs/subscriptions-and-money.md#order). It is not
 * a field of any request: the call chosen (create-subscription-credit-card or create-subscription-invoice)
 * carries it.
 */
export const PAYMENT_METHODS = ['card', 'invoice'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * An order (docs/subscriptions-and-money.md#order), as the two subscription calls receive it. Only paid plans
 * can be ordered (the Free card leads to /download, docs/routes-and-screens.md#license).
 */
export const orderShape = {
  licenseType: paidPlanSchema,
  frequency: frequencySchema,
  userCount: userCountSchema,
};

/**
 * Per plan (docs/subscriptions-and-money.md#seat-minimum): at least the plan's minimum, and a plan that is
 * not priced per user (Premium, "one user", docs/subscriptions-and-money.md#plans) is ordered for exactly its
 * minimum, so a forged count can never buy several Premium seats that no screen manages.
 */
export function checkOrderUserCount(
  order: { licenseType: z.infer<typeof paidPlanSchema>; userCount: number },
  context: z.RefinementCtx,
): void {
  const minimum = MINIMUM_USERS[order.licenseType];
  if (order.userCount < minimum) {
    context.addIssue({
      code: 'too_small',
      origin: 'number',
      minimum,
      inclusive: true,
      input: order.userCount,
      path: ['userCount'],
      message: `A ${order.licenseType} order is for at least ${minimum} users`,
    });
  } else if (!PRICED_PER_USER[order.licenseType] && order.userCount !== minimum) {
    context.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: minimum,
      inclusive: true,
      input: order.userCount,
      path: ['userCount'],
      message: `A ${order.licenseType} order is for exactly ${minimum} user`,
    });
  }
}

export const orderSchema = z.strictObject(orderShape).superRefine(checkOrderUserCount);
export type Order = z.infer<typeof orderSchema>;
