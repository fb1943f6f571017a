import { z } from './zod.js';

/**
 * Added by the product (docs/calls.md#added-calls): GET /health for load balancers
 * (docs/architecture.md#stateless). 200 with this body when the API and its database answer; otherwise the
 * shared error shape with `service_unavailable` (503), so a balancer only needs the status.
 */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
