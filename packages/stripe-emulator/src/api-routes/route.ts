import type { ApiKeyKind } from '../api-keys.js';
import type { EmulatorContext } from '../context.js';
import type { Params } from '../params.js';

export interface ApiCall {
  ctx: EmulatorContext;
  params: Params;
  /** Path parameters, e.g. `id` in /v1/customers/:id. */
  path: Record<string, string>;
  keyKind: ApiKeyKind;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: string;
  /** Stripe.js may call it with a publishable key. */
  publishable?: boolean;
  handler: (call: ApiCall) => unknown;
}

/** The `:id` of the route's path. */
export const pathId = (call: ApiCall): string => call.path.id as string;
