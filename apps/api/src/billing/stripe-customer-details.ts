import { randomUUID } from 'node:crypto';
import { parseSwissUid, type SavedBillingDetails } from '@app/contracts';
import type Stripe from 'stripe';

/** The billing details as fields of the Stripe customer, which Stripe prints on its invoices. */
export function customerDetails(email: string, billing: SavedBillingDetails) {
  return {
    email,
    // A practice is invoiced in its name; the practitioner's stays on the account.
    name: billing.company ?? `${billing.firstName} ${billing.lastName}`,
    address: { line1: billing.address, postal_code: billing.postalCode, city: billing.city, country: 'CH' },
  };
}

/**
 * The customer's Swiss UID/VAT number as its one Stripe tax id: `ch_vat` for a number with MWST,
 * TVA or IVA, `ch_uid` otherwise (https://docs.stripe.com/billing/customer/tax-ids). A number
 * removed or changed replaces the one stored; the same number changes nothing.
 */
export async function syncTaxId(stripe: Stripe, customerId: string, vatNumber: string | null): Promise<void> {
  const wanted = vatNumber ? parseSwissUid(vatNumber) : null;
  const type = wanted ? (wanted.vat ? 'ch_vat' : 'ch_uid') : null;
  const existing = await stripe.customers.listTaxIds(customerId, { limit: 10 });
  const swiss = existing.data.filter((taxId) => taxId.type === 'ch_vat' || taxId.type === 'ch_uid');
  if (wanted && swiss.length === 1 && swiss[0]?.type === type && swiss[0]?.value === wanted.formatted) return;
  for (const taxId of swiss) await stripe.customers.deleteTaxId(customerId, taxId.id);
  if (wanted && type) {
    await stripe.customers.createTaxId(
      customerId,
      { type, value: wanted.formatted },
      { idempotencyKey: randomUUID() },
    );
  }
}
