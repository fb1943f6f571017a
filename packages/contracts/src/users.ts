import { planSchema } from './orders.js';
import { z } from './zod.js';

/** SPEC §3 "Current user (users/me): status"; ARCHITECTURE.md names the statuses. */
export const userStatusSchema = z.enum(['active', 'pending']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/**
 * SPEC §3 gives users/me only `status`; `plan` is added (issue 23) so the top bar knows a paying
 * customer, to whom it no longer offers "Try for free". It is the plan being served: the user's
 * own, or Enterprise for an active seat on a colleague's subscription.
 */
export const usersMeResponseSchema = z.object({ status: userStatusSchema, plan: planSchema });
export type UsersMeResponse = z.infer<typeof usersMeResponseSchema>;
