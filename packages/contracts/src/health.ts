import { z } from './zod.js';

/**
 * Added to SPEC §7: GET /health for load balancers (ARCHITECTURE "more API processes behind a load
 * balancer"). 200 with this body when the API and its database answer; otherwise the shared error
 * shape with `service_unavailable` (503), so a balancer only needs the status.
 */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
