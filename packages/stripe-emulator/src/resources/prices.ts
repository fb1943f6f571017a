import type Stripe from 'stripe';
import { changedAttributes, type EmulatorContext } from '../context.js';
import { decimalString } from '../decimal-string.js';
import { invalidRequest, missingParam, resourceMissing } from '../errors.js';
import { newId } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { findProduct, insertProduct } from './products.js';

export function priceView(price: Stripe.Price): Stripe.Price {
  return structuredClone(price);
}

export function findPrice(ctx: EmulatorContext, id: string, param = 'price'): Stripe.Price {
  const price = ctx.store.prices.get(id);
  if (!price) throw resourceMissing('price', id, param);
  return price;
}

/** Subscription items still carry the legacy Plan view of their price. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === 'string' ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/**
 * A lookup key names one price at a time; `transfer_lookup_key=true` moves it from the price that
 * holds it (https://docs.stripe.com/products-prices/manage-prices#lookup-keys).
 */
function claimLookupKey(ctx: EmulatorContext, lookupKey: string, transfer: boolean, priceId?: string): void {
  const holder = ctx.store.prices
    .values()
    .find((price) => price.lookup_key === lookupKey && price.id !== priceId);
  if (!holder) return;
  if (!transfer) {
    throw invalidRequest(
      `A price (\`${holder.id}\`) already uses that lookup key.`,
      'lookup_key',
      'lookup_key_already_exists',
    );
  }
  holder.lookup_key = null;
  ctx.emit('price.updated', priceView(holder), { lookup_key: lookupKey });
}

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

export function createPrice(ctx: EmulatorContext, params: Params): Stripe.Price {
  params.allow(
    'active',
    'billing_scheme',
    'currency',
    'lookup_key',
    'metadata',
    'nickname',
    'product',
    'product_data',
    'recurring',
    'tax_behavior',
    'transfer_lookup_key',
    'unit_amount',
    'unit_amount_decimal',
  );
  const currency = params.requiredString('currency').toLowerCase();
  let productId = params.string('product');
  const productData = params.object('product_data');
  if (productId) findProduct(ctx, productId);
  else if (productData) {
    productData.allow('name', 'active', 'metadata', 'statement_descriptor', 'tax_code', 'unit_label', 'id');
    productId = insertProduct(ctx, productData, productData.string('id')).id;
  } else throw missingParam('product');
  const unitAmount = params.int('unit_amount') ?? Number(params.string('unit_amount_decimal') ?? Number.NaN);
  if (!Number.isFinite(unitAmount) || unitAmount < 0) throw missingParam('unit_amount');
  const recurringParams = params.object('recurring');
  let recurring: Stripe.Price.Recurring | null = null;
  if (recurringParams) {
    recurringParams.allow('interval', 'interval_count', 'usage_type', 'trial_period_days', 'meter');
    const interval = recurringParams.oneOf('interval', INTERVALS);
    if (!interval) throw missingParam('recurring[interval]');
    recurring = {
      interval,
      interval_count: recurringParams.int('interval_count') ?? 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    };
  }
  const lookupKey = params.nullableString('lookup_key') ?? null;
  if (lookupKey) claimLookupKey(ctx, lookupKey, params.bool('transfer_lookup_key') ?? false);
  const price: Stripe.Price = {
    id: newId('price'),
    object: 'price',
    active: params.bool('active') ?? true,
    billing_scheme: 'per_unit',
    created: ctx.now(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: params.metadata() ?? {},
    nickname: params.nullableString('nickname') ?? null,
    product: productId,
    recurring,
    tax_behavior:
      params.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified'] as const) ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: decimalString(unitAmount),
  };
  ctx.store.prices.set(price);
  ctx.emit('price.created', priceView(price));
  return priceView(price);
}

export function updatePrice(ctx: EmulatorContext, id: string, params: Params): Stripe.Price {
  params.allow('active', 'lookup_key', 'metadata', 'nickname', 'tax_behavior', 'transfer_lookup_key');
  const price = findPrice(ctx, id, 'id');
  const before = priceView(price);
  const active = params.bool('active');
  if (active !== undefined) price.active = active;
  const lookupKey = params.nullableString('lookup_key');
  if (lookupKey) claimLookupKey(ctx, lookupKey, params.bool('transfer_lookup_key') ?? false, price.id);
  if (lookupKey !== undefined) price.lookup_key = lookupKey;
  const nickname = params.nullableString('nickname');
  if (nickname !== undefined) price.nickname = nickname;
  const metadata = params.metadata(price.metadata);
  if (metadata) price.metadata = metadata;
  ctx.emit(
    'price.updated',
    priceView(price),
    changedAttributes(
      before as unknown as Record<string, unknown>,
      price as unknown as Record<string, unknown>,
    ),
  );
  return priceView(price);
}

export function listPrices(ctx: EmulatorContext, params: Params) {
  params.allow(
    'active',
    'currency',
    'lookup_keys',
    'product',
    'type',
    'recurring',
    'limit',
    'starting_after',
    'ending_before',
    'created',
  );
  const active = params.bool('active');
  const currency = params.string('currency');
  const lookupKeys = params.strings('lookup_keys');
  const product = params.string('product');
  const type = params.string('type');
  const interval = params.object('recurring')?.string('interval');
  const prices = ctx.store.prices
    .values()
    .filter((price) => active === undefined || price.active === active)
    .filter((price) => currency === undefined || price.currency === currency.toLowerCase())
    .filter(
      (price) =>
        lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)),
    )
    .filter((price) => product === undefined || price.product === product)
    .filter((price) => type === undefined || price.type === type)
    .filter((price) => interval === undefined || price.recurring?.interval === interval)
    .map(priceView);
  return paginate(newestFirst(prices), params, '/v1/prices');
}
