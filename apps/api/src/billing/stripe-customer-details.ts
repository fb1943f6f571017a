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

/**
 * docs/accounts.md#deletion-ends-the-money: the personal data the Stripe customer holds goes, as
 * ours does when the account is anonymised. Everything `customerDetails` sets (name, e-mail,
 * address), the phone and description in case someone set them at Stripe, her UID/VAT number and
 * her cards (which also clears the invoices' default card) are removed; an empty string unsets a
 * field (https://docs.stripe.com/api/customers/update). The metadata keep `userId`, the id of the
 * anonymised account, which names nobody. The invoices already issued keep the name and address
 * printed on them: bookkeeping records (docs/accounts.md#records-kept).
 */
export async function clearStripeCustomer(stripe: Stripe, customerId: string): Promise<void> {
  let customer: Stripe.Customer | Stripe.DeletedCustomer;
  try {
    customer = await stripe.customers.retrieve(customerId);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'resource_missing') return;
    throw error;
  }
  if (customer.deleted) return;
  await stripe.customers.update(
    customerId,
    { name: '', email: '', phone: '', description: '', address: '' },
    { idempotencyKey: randomUUID() },
  );
  await syncTaxId(stripe, customerId, null);
  for await (const card of stripe.customers.listPaymentMethods(customerId, { limit: 100 })) {
    await stripe.paymentMethods.detach(card.id, {}, { idempotencyKey: `erase:${card.id}` });
  }
}
