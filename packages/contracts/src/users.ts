import { planSchema } from './orders.js';
import { z } from './zod.js';

/** The current user's status (docs/calls.md#users-me); docs/accounts.md#statuses names the statuses. */
export const userStatusSchema = z.enum(['active', 'pending']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/**
 * The first specification gave users/me only `status` (docs/calls.md#users-me); `plan` is added
 * (docs/accounts.md#statuses) so the top bar knows a paying customer, to whom it no longer offers
 * "Try for free". It is the plan being served: the user's own, or Enterprise for an active seat on
 * a colleague's subscription.
 */
export const usersMeResponseSchema = z.object({ status: userStatusSchema, plan: planSchema });
export type UsersMeResponse = z.infer<typeof usersMeResponseSchema>;
