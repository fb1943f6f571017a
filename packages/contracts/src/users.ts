import { z } from './zod.js';

/** SPEC §3 "Current user (users/me): status"; ARCHITECTURE.md names the statuses. */
export const userStatusSchema = z.enum(['active', 'pending']);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const usersMeResponseSchema = z.object({ status: userStatusSchema });
export type UsersMeResponse = z.infer<typeof usersMeResponseSchema>;
