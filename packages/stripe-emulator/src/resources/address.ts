import type Stripe from 'stripe';
import type { Params } from '../params.js';

const FIELDS = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const;

/** `address[line1]=...`: an empty `address=` clears it (null), absent leaves it (undefined). */
export function readAddress(params: Params, key = 'address'): Stripe.Address | null | undefined {
  if (!params.has(key)) return undefined;
  if (params.raw[key] === '') return null;
  const address = params.object(key);
  if (!address) return undefined;
  address.allow(...FIELDS);
  const result: Stripe.Address = {
    city: null,
    country: null,
    line1: null,
    line2: null,
    postal_code: null,
    state: null,
  };
  for (const field of FIELDS) result[field] = address.nullableString(field) ?? null;
  return result;
}
